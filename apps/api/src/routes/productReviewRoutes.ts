import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { commonQuery, parseInput, queryInt } from "../http/validation.js";
import { orderUuidSchema } from "../reviews/reviewSchemas.js";
import { shopServices } from "../shop/shopServices.js";

// Built once: product pages call this route on every view, and a zod schema built per request cost more
// than checking the request with it.
const pathSchema = z.strictObject({ uuid: orderUuidSchema });
const querySchema = z.strictObject({ ...commonQuery, limit: queryInt(1, 50).optional() });

/**
 * A product page's reviews, api-contract §9.6: the shop's own, or the review provider's through this server
 * (S16).
 */
export const productReviewRoutes: RouteGroup = {
  name: "product-review",
  register(router, context) {
    const services = () => shopServices(context);

    router.get(
      "/api/ext/product/:uuid/reviews",
      // product pages call this on every view: the catalogue read limit applies (Appendix A, 600/IP/min)
      { rateLimit: [RATE_LIMITS.catalog] },
      async (request) => {
        const { uuid } = parseInput("path", pathSchema, request.params);
        const query = parseInput("query", querySchema, request.query);
        const limit = query.limit ?? 50;
        const productId = await context.catalog.productIdByUuid(uuid.toLowerCase());
        if (productId === undefined) throw new ApiError("not_found");
        const provider = services().config.reviewProvider;
        if (provider === null) {
          const own = (await context.catalog.reviewsOf([productId]))
            .filter((r) => r.product_id === productId && Number(r.review_status) === 1)
            .slice(0, limit)
            .map((r) => ({
              author: String(r.nickname ?? ""),
              score: Number(r.rating ?? 5),
              message: String(r.detail ?? ""),
              created_at: String(r.created_at ?? ""),
            }));
          return { data: own };
        }
        // S16: the provider key stays here; the browser only ever sees the mapped data
        let response: Response;
        try {
          response = await fetch(
            `${provider.url}/products/${encodeURIComponent(uuid)}/reviews?limit=${limit}`,
            {
              headers: {
                Authorization: `Bearer ${provider.key}`,
                "X-Alias": provider.alias,
                Accept: "application/json",
              },
              signal: AbortSignal.timeout(3000),
            },
          );
        } catch (error) {
          throw new ApiError("unavailable", { cause: error });
        }
        if (response.status === 404) throw new ApiError("not_found");
        if (!response.ok) throw new ApiError("unavailable");
        const payload = (await response.json().catch(() => null)) as { data?: unknown } | null;
        const list = Array.isArray(payload?.data) ? (payload.data as Record<string, unknown>[]) : [];
        return {
          data: list.slice(0, limit).map((r) => ({
            author: String(r.author ?? ""),
            score: Math.min(5, Math.max(1, Math.round(Number(r.score ?? 5)))),
            message: String(r.message ?? ""),
            created_at: String(r.created_at ?? ""),
          })),
        };
      },
    );
  },
};
