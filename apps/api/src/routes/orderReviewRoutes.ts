import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError, type Issue } from "../http/apiError.js";
import { commonQuery, freeText, issue, parseInput, skuSchema } from "../http/validation.js";
import { alreadyReviewed, hasReviewed } from "../reviews/hasReviewed.js";
import { type CredentialedOrder, orderByCredentials } from "../reviews/orderByCredentials.js";
import { orderSecretSchema, orderUuidSchema } from "../reviews/reviewSchemas.js";
import { hitLimit, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/** The body of a mass review (§9.5): the order's secret, a nickname, the product reviews, a shop review. */
const massReviewBody = z.strictObject({
  secret: orderSecretSchema,
  nickname: freeText(1, 50),
  reviews: z
    .array(
      z.strictObject({
        sku: skuSchema,
        rating: z.number().int().min(1).max(5),
        title: freeText(0, 100).optional(),
        detail: freeText(1, 5000),
      }),
    )
    .min(1)
    .max(50),
  shop_review: z
    .strictObject({ rating: z.number().int().min(1).max(5), detail: freeText(1, 5000) })
    .optional(),
});

/** A product review of a mass review, checked against the order. */
interface PlannedReview {
  readonly productId: number;
  readonly sku: string;
  readonly rating: number;
  readonly title: string;
  readonly detail: string;
}

/**
 * Checks each product review of a mass review against the order: the product must be in it and not
 * reviewed yet (through this order, or twice in the request); a missing title becomes the product name.
 */
async function planOrderReviews(
  context: AppContext,
  order: CredentialedOrder,
  reviews: z.output<typeof massReviewBody>["reviews"],
): Promise<{ planned: PlannedReview[]; issues: Issue[] }> {
  const issues: Issue[] = [];
  const planned: PlannedReview[] = [];
  const seen = new Set<number>();
  for (const [i, r] of reviews.entries()) {
    const item = order.doc.items.find((it) => it.sku === r.sku || it.parent_sku === r.sku);
    if (!item) {
      issues.push(
        issue(
          `reviews.${i}.sku`,
          "product_unavailable",
          "Tego produktu nie ma w zamówieniu.",
          "This product is not in the order.",
        ),
      );
      continue;
    }
    if (seen.has(item.product_id) || (await hasReviewed(context, { orderId: order.id }, item.product_id))) {
      issues.push(alreadyReviewed(`reviews.${i}`));
      continue;
    }
    seen.add(item.product_id);
    planned.push({
      productId: item.product_id,
      sku: item.parent_sku ?? item.sku,
      rating: r.rating,
      title: r.title && r.title !== "" ? r.title : item.name.slice(0, 100),
      detail: r.detail,
    });
  }
  return { planned, issues };
}

/**
 * Reviews through an order's e-mail link, api-contract §9.4 and §9.5: the order's products with what is
 * reviewed, and a mass review.
 */
export const orderReviewRoutes: RouteGroup = {
  name: "order-review",
  register(router, context) {
    const services = () => shopServices(context);

    const orderParams = (request: FastifyRequest) =>
      parseInput("path", z.strictObject({ orderUuid: orderUuidSchema }), request.params);

    router.get(
      "/api/ext/review/order/:orderUuid",
      { rateLimit: [SHOP_LIMITS.reviewCheckIp] },
      async (request) => {
        const { orderUuid } = orderParams(request);
        const query = parseInput(
          "query",
          z.strictObject({ ...commonQuery, secret: orderSecretSchema }),
          request.query,
        );
        const order = await orderByCredentials(context, orderUuid, query.secret);
        const reviewed = await services()
          .db.selectFrom("review_submission")
          .select(["product_id", "review_entity"])
          .where("order_id", "=", order.id)
          .execute();
        const productIds = new Set(
          reviewed.filter((r) => r.review_entity === "product").map((r) => r.product_id),
        );
        const seen = new Set<number>();
        const items = [];
        for (const item of order.doc.items) {
          if (seen.has(item.product_id)) continue;
          seen.add(item.product_id);
          items.push({
            sku: item.parent_sku ?? item.sku,
            product_id: item.product_id,
            name: item.name,
            image: item.image ?? "",
            url_path: item.url_path ?? "",
            reviewed: productIds.has(item.product_id),
          });
        }
        return {
          order_uuid: order.doc.order_uuid,
          increment_id: order.doc.increment_id,
          created_at: order.doc.created_at,
          items,
          shop_reviewed: reviewed.some((r) => r.review_entity === "shop"),
        };
      },
    );

    router.post(
      "/api/ext/review/order/:orderUuid",
      { rateLimit: [SHOP_LIMITS.reviewIp] },
      async (request) => {
        const { orderUuid } = orderParams(request);
        parseInput("query", z.strictObject({ ...commonQuery }), request.query);
        const body = parseInput("body", massReviewBody, request.body);
        const order = await orderByCredentials(context, orderUuid, body.secret);
        await hitLimit(context, SHOP_LIMITS.reviewAuthor, `o:${order.id}`);
        const { planned, issues } = await planOrderReviews(context, order, body.reviews);
        if (body.shop_review && (await hasReviewed(context, { orderId: order.id }, null))) {
          issues.push(alreadyReviewed("shop_review"));
        }
        if (issues.length > 0) throw ApiError.invalid(issues);
        const t = context.now();
        await services()
          .db.transaction()
          .execute(async (trx) => {
            for (const p of planned) {
              await trx
                .insertInto("review_submission")
                .values({
                  customer_id: order.customerId,
                  order_id: order.id,
                  product_id: p.productId,
                  sku: p.sku,
                  review_entity: "product",
                  title: p.title,
                  detail: p.detail,
                  nickname: body.nickname,
                  rating: p.rating,
                  review_status: 2,
                  // written through the order's review link: a verified purchase (isVerifiedPurchase)
                  verified_purchase: 1,
                  created_at: t,
                })
                .execute();
            }
            if (body.shop_review) {
              await trx
                .insertInto("review_submission")
                .values({
                  customer_id: order.customerId,
                  order_id: order.id,
                  product_id: null,
                  sku: null,
                  review_entity: "shop",
                  title: "Opinia o sklepie",
                  detail: body.shop_review.detail,
                  nickname: body.nickname,
                  rating: body.shop_review.rating,
                  review_status: 2,
                  // written through the order's review link: a verified purchase (isVerifiedPurchase)
                  verified_purchase: 1,
                  created_at: t,
                })
                .execute();
            }
          });
        return { created: planned.length + (body.shop_review ? 1 : 0) };
      },
    );
  },
};
