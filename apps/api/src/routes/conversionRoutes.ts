import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { commonQuery, parseInput, skuSchema } from "../http/validation.js";
import { ipOf, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/** Conversion events of api-contract §11.5, forwarded server-side with consent (S16). */
export const conversionRoutes: RouteGroup = {
  name: "conversion",
  register(router, context) {
    const services = () => shopServices(context);
    const emptyQuery = z.strictObject({ ...commonQuery });

    router.post(
      "/api/ext/conversion-events",
      { rateLimit: [SHOP_LIMITS.analyticsIp] },
      async (request: FastifyRequest) => {
        parseInput("query", emptyQuery, request.query);
        const body = parseInput(
          "body",
          z.strictObject({
            event: z.enum(["add_to_cart", "purchase", "page_view", "initiate_checkout"]),
            event_id: z
              .string()
              .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i),
            currency: z.literal("PLN"),
            value: z.number().min(0).max(1e9),
            coupon: z.string().max(64).optional(),
            items: z
              .array(
                z.strictObject({
                  sku: skuSchema,
                  qty: z.number().int().min(1).max(999),
                  price: z.number().min(0).max(1e9),
                }),
              )
              .max(100),
            url: z
              .string()
              .max(2048)
              .regex(/^https?:\/\/[^\s]+$/),
            referrer: z.string().max(2048).optional(),
            fbp: z.string().max(256).optional(),
            fbc: z.string().max(256).optional(),
            order_number: z.string().max(32).optional(),
            consent: z.boolean(),
          }),
          request.body,
        );
        await services().auth.lenientCustomer(request);
        const conversions = services().config.conversions;
        if (body.consent && conversions !== null) {
          const payload = {
            ...body,
            client_ip_address: ipOf(context, request),
            client_user_agent: String(request.headers["user-agent"] ?? ""),
          };
          // S16: the token stays server-side; the call is fire-and-forget and never fails the request
          void fetch(conversions.url, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${conversions.token}` },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(3000),
          }).catch((error: unknown) => context.log.warn({ err: error }, "conversion event not delivered"));
        }
        return "OK";
      },
    );
  },
};
