import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, freeText, issue, parseInput, queryInt } from "../http/validation.js";
import { alreadyReviewed, hasReviewed, type ReviewAuthor } from "../reviews/hasReviewed.js";
import { type CredentialedOrder, orderByCredentials, orderNotFound } from "../reviews/orderByCredentials.js";
import { type ReviewRow, reviewDoc } from "../reviews/reviewDoc.js";
import { orderSecretSchema, orderUuidSchema } from "../reviews/reviewSchemas.js";
import { verifiedPurchaseOf } from "../reviews/verifiedPurchaseOf.js";
import { hitLimit, ipOf, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/**
 * Reviews of api-contract §9.1 and §9.2: write one, list the own. Whether one may be written (§9.3) is in
 * `reviewCheckRoutes`, mass review through an order link in `orderReviewRoutes`, the product page's list in
 * `productReviewRoutes`.
 */
export const reviewRoutes: RouteGroup = {
  name: "review",
  register(router, context) {
    const services = () => shopServices(context);

    const insertReview = async (
      values: Omit<ReviewRow, "id" | "created_at" | "review_status" | "verified_purchase"> & {
        customer_id: number | null;
        order_id: number | null;
      },
    ): Promise<ReviewRow> => {
      const verified = await verifiedPurchaseOf(
        context,
        values.order_id !== null ? { orderId: values.order_id } : { customerId: values.customer_id },
        values.product_id,
      );
      const row = await services()
        .db.insertInto("review_submission")
        .values({
          ...values,
          review_status: 2,
          verified_purchase: verified ? 1 : 0,
          created_at: context.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    };

    router.post("/api/review/create", {}, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      const customerId = await services().auth.optionalCustomer(request);
      const body = parseInput(
        "body",
        z.strictObject({
          review: z.strictObject({
            product_id: z.number().int().min(1).optional(),
            title: freeText(1, 100),
            detail: freeText(1, 5000),
            nickname: freeText(1, 50),
            rating: z.number().int().min(1).max(5).optional(),
            review_entity: z.enum(["product", "shop"]),
            customer_id: z.union([z.number(), z.string().max(20), z.null()]).optional(),
            review_status: z.union([z.number(), z.string().max(10), z.null()]).optional(),
          }),
          order_uuid: orderUuidSchema.optional(),
          order_secret: orderSecretSchema.optional(),
        }),
        request.body,
      );
      const review = body.review;
      if (review.review_entity === "product" && review.product_id === undefined) {
        throw ApiError.invalid([
          issue("review.product_id", "required", "To pole jest wymagane.", "This field is required."),
        ]);
      }
      if (review.review_entity === "shop" && review.product_id !== undefined) {
        throw ApiError.invalid([
          issue(
            "review.product_id",
            "conflict",
            "Opinia o sklepie nie dotyczy produktu.",
            "A shop review has no product.",
          ),
        ]);
      }
      let author: ReviewAuthor;
      let order: CredentialedOrder | null = null;
      if (customerId !== null) {
        author = { customerId };
      } else if (body.order_uuid !== undefined && body.order_secret !== undefined) {
        order = await orderByCredentials(context, body.order_uuid, body.order_secret);
        author = { orderId: order.id };
      } else {
        throw new ApiError("unauthorized", {
          message: {
            pl: "Zaloguj się albo użyj linku z e-maila z zamówieniem.",
            en: "Log in or use the link from your order e-mail.",
          },
        });
      }
      await hitLimit(
        context,
        SHOP_LIMITS.reviewAuthor,
        "customerId" in author ? `c:${author.customerId}` : `o:${author.orderId}`,
      );
      await hitLimit(context, SHOP_LIMITS.reviewIp, ipOf(context, request));
      let sku: string | null = null;
      if (review.product_id !== undefined) {
        const product = await context.catalog.productById(review.product_id, context.now());
        if (!product) {
          throw ApiError.invalid([
            issue("review.product_id", "product_unavailable", "Nie ma takiego produktu.", "No such product."),
          ]);
        }
        sku = String(product.sku);
        if (order && !order.doc.items.some((i) => i.product_id === review.product_id)) {
          throw orderNotFound();
        }
      }
      const productId = review.product_id ?? null;
      if (await hasReviewed(context, author, productId))
        throw ApiError.invalid([alreadyReviewed("review.product_id")]);
      const row = await insertReview({
        customer_id: "customerId" in author ? author.customerId : null,
        order_id: "orderId" in author ? author.orderId : null,
        product_id: productId,
        sku,
        review_entity: review.review_entity,
        title: review.title,
        detail: review.detail,
        nickname: review.nickname,
        rating: review.rating ?? null,
      });
      return reviewDoc(row);
    });

    router.get("/api/ext/review/mine", {}, async (request) => {
      const query = parseInput(
        "query",
        z.strictObject({
          ...commonQuery,
          pageSize: queryInt(1, 50).optional(),
          currentPage: queryInt(1, 100).optional(),
        }),
        request.query,
      );
      const customerId = await services().auth.requireCustomer(request);
      const size = query.pageSize ?? 50;
      const page = query.currentPage ?? 1;
      const { db } = services();
      const count = await db
        .selectFrom("review_submission")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("customer_id", "=", customerId)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom("review_submission")
        .selectAll()
        .where("customer_id", "=", customerId)
        .orderBy("id", "desc")
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return { items: rows.map(reviewDoc), total_count: Number(count.n) };
    });
  },
};
