import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { safeEqual, sha256Hex } from "../auth/secrets.js";
import type { Doc } from "../catalog/createCatalogStore.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError, type Issue } from "../http/apiError.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { commonQuery, freeText, issue, parseInput, queryInt, skuSchema } from "../http/validation.js";
import type { OrderDoc } from "../orders/orderDocument.js";
import { emailSchema } from "../shop/addressSchema.js";
import { formatDateTime } from "../shop/formatDateTime.js";
import { hitLimit, ipOf, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const uuidSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i);
const secretSchema = z.string().min(1).max(128);
/** Review ids of submissions start above the seeded catalogue reviews. */
const REVIEW_ID_OFFSET = 1_000_000;

const orderNotFound = (): ApiError =>
  new ApiError("not_found", { message: { pl: "Nie znaleziono zamówienia.", en: "Order not found." } });

/** An order found by its public uuid and secret (constant-time comparison, S8), or 404. */
async function orderByCredentials(context: AppContext, uuid: string, secret: string) {
  const row = await shopServices(context)
    .db.selectFrom("sales_order")
    .select(["id", "secret_hash", "body", "email", "customer_id"])
    .where("order_uuid", "=", uuid.toLowerCase())
    .executeTakeFirst();
  // hash the candidate even when the uuid is unknown, so both paths take the same time
  const ok = safeEqual(sha256Hex(secret), row?.secret_hash ?? "0".repeat(64));
  if (!row || !ok) throw orderNotFound();
  return { id: row.id, email: row.email, customerId: row.customer_id, doc: JSON.parse(row.body) as OrderDoc };
}

async function productOfSku(context: AppContext, sku: string): Promise<Doc | undefined> {
  return (await context.catalog.productsBySku([sku], context.now())).get(sku)?.product;
}

type ReviewRow = {
  id: number;
  product_id: number | null;
  sku: string | null;
  review_entity: "product" | "shop";
  title: string;
  detail: string;
  nickname: string;
  rating: number | null;
  review_status: number;
  created_at: number;
};

/** The author's view of a review (§12.7): public fields plus `sku`; never customer id or e-mail. */
function reviewDoc(row: ReviewRow): Record<string, unknown> {
  return {
    id: REVIEW_ID_OFFSET + row.id,
    product_id: row.product_id,
    review_entity: row.review_entity,
    title: row.title,
    detail: row.detail,
    nickname: row.nickname,
    ...(row.rating === null ? {} : { rating: row.rating }),
    review_status: row.review_status,
    created_at: formatDateTime(new Date(row.created_at)),
    store_id: 1,
    sku: row.sku,
  };
}

const alreadyReviewed = (path: string): Issue =>
  issue(
    path,
    "already_reviewed",
    "Ten produkt został już oceniony.",
    "This product has already been reviewed.",
  );

/** Reviews of api-contract §9. */
export const reviewRoutes: RouteGroup = {
  name: "review",
  register(router, context) {
    const services = () => shopServices(context);

    /** Whether an author already reviewed a product (`null` = the shop). */
    const hasReviewed = async (
      author: { customerId: number } | { orderId: number },
      productId: number | null,
    ): Promise<boolean> => {
      let q = services()
        .db.selectFrom("review_submission")
        .select("id")
        .where("review_entity", "=", productId === null ? "shop" : "product");
      q =
        "customerId" in author
          ? q.where("customer_id", "=", author.customerId)
          : q.where("order_id", "=", author.orderId);
      q = productId === null ? q : q.where("product_id", "=", productId);
      return (await q.executeTakeFirst()) !== undefined;
    };

    const insertReview = async (
      values: Omit<ReviewRow, "id" | "created_at" | "review_status"> & {
        customer_id: number | null;
        order_id: number | null;
      },
    ): Promise<ReviewRow> => {
      const row = await services()
        .db.insertInto("review_submission")
        .values({ ...values, review_status: 2, created_at: context.now() })
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
          order_uuid: uuidSchema.optional(),
          order_secret: secretSchema.optional(),
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
      let author: { customerId: number } | { orderId: number };
      let order: Awaited<ReturnType<typeof orderByCredentials>> | null = null;
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
      if (await hasReviewed(author, productId))
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

    router.get("/api/ext/review/check", { rateLimit: [SHOP_LIMITS.reviewCheckIp] }, async (request) => {
      const query = parseInput(
        "query",
        z.strictObject({
          ...commonQuery,
          sku: skuSchema,
          guest_token: secretSchema.optional(),
          email: emailSchema.optional(),
        }),
        request.query,
      );
      const customerId = await services().auth.optionalCustomer(request);
      const product = await productOfSku(context, query.sku);
      if (customerId !== null) {
        if (!product) throw new ApiError("not_found");
        const reviewed = await hasReviewed({ customerId }, product.id as number);
        return { sku: query.sku, product_id: product.id, can_review: !reviewed, reviewed };
      }
      if (query.guest_token === undefined || query.email === undefined) {
        throw new ApiError("unauthorized", {
          message: {
            pl: "Zaloguj się albo użyj linku z e-maila z zamówieniem.",
            en: "Log in or use the link from your order e-mail.",
          },
        });
      }
      const candidates = await services()
        .db.selectFrom("sales_order")
        .select(["id", "secret_hash"])
        .where("email", "=", query.email)
        .execute();
      const hash = sha256Hex(query.guest_token);
      const order = candidates.find((c) => safeEqual(hash, c.secret_hash));
      if (!order || !product) throw orderNotFound();
      const line = await services()
        .db.selectFrom("order_line")
        .select("id")
        .where("order_id", "=", order.id)
        .where("product_id", "=", product.id as number)
        .executeTakeFirst();
      if (!line) throw orderNotFound();
      const reviewed = await hasReviewed({ orderId: order.id }, product.id as number);
      return { sku: query.sku, product_id: product.id, can_review: !reviewed, reviewed };
    });

    const orderParams = (request: FastifyRequest) =>
      parseInput("path", z.strictObject({ orderUuid: uuidSchema }), request.params);

    router.get(
      "/api/ext/review/order/:orderUuid",
      { rateLimit: [SHOP_LIMITS.reviewCheckIp] },
      async (request) => {
        const { orderUuid } = orderParams(request);
        const query = parseInput(
          "query",
          z.strictObject({ ...commonQuery, secret: secretSchema }),
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
        const body = parseInput(
          "body",
          z.strictObject({
            secret: secretSchema,
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
          }),
          request.body,
        );
        const order = await orderByCredentials(context, orderUuid, body.secret);
        await hitLimit(context, SHOP_LIMITS.reviewAuthor, `o:${order.id}`);
        const issues: Issue[] = [];
        const planned: { productId: number; sku: string; rating: number; title: string; detail: string }[] =
          [];
        const seen = new Set<number>();
        for (const [i, r] of body.reviews.entries()) {
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
          if (seen.has(item.product_id) || (await hasReviewed({ orderId: order.id }, item.product_id))) {
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
        if (body.shop_review && (await hasReviewed({ orderId: order.id }, null))) {
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
                  created_at: t,
                })
                .execute();
            }
          });
        return { created: planned.length + (body.shop_review ? 1 : 0) };
      },
    );

    router.get(
      "/api/ext/product/:uuid/reviews",
      // product pages call this on every view: the catalogue read limit applies (Appendix A, 600/IP/min)
      { rateLimit: [RATE_LIMITS.catalog] },
      async (request) => {
        const { uuid } = parseInput("path", z.strictObject({ uuid: uuidSchema }), request.params);
        const query = parseInput(
          "query",
          z.strictObject({ ...commonQuery, limit: queryInt(1, 50).optional() }),
          request.query,
        );
        const limit = query.limit ?? 50;
        const product = await context.catalog.productByUuid(uuid.toLowerCase(), context.now());
        if (!product) throw new ApiError("not_found");
        const provider = services().config.reviewProvider;
        if (provider === null) {
          const own = (await context.catalog.documents("review"))
            .filter((r) => r.product_id === product.id && Number(r.review_status) === 1)
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
