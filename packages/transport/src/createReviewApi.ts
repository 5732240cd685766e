import * as z from "zod/mini";
import { productReviewsSchema, reviewSchema } from "./catalogSchemas.js";
import { flag, numberish } from "./coerce.js";
import type { Transport } from "./createTransport.js";
import { isMissingEndpoint } from "./degrade.js";
import { searchCatalog } from "./searchCatalog.js";

/**
 * A review (api-contract §12.7).
 *
 * @example
 * const reviews: readonly Review[] = await client.reviews.forProduct(19);
 */
export type Review = z.output<typeof reviewSchema>;

/**
 * A review of the external provider as the storefront shows it (api-contract §9.6, catalogue §7).
 *
 * @example
 * const reviews: readonly ProviderReview[] = await client.reviews.fromProvider(product.uuid);
 */
export interface ProviderReview {
  readonly nickname: string;
  readonly rating: number;
  readonly comment: string;
  /** Always 1 (approved). */
  readonly review_status: 1;
  readonly created_at: string | undefined;
}

const reviewCheckSchema = z.lazy(() =>
  z.looseObject({
    sku: z.optional(z.string()),
    product_id: z.nullish(numberish),
    can_review: flag,
    reviewed: z.pipe(
      z.optional(flag),
      z.transform((reviewed) => reviewed ?? false),
    ),
  }),
);
/**
 * The review-check answer (api-contract §9.3).
 *
 * @example
 * const { can_review }: ReviewCheck = await client.reviews.check({ sku: "SUK-0193" });
 */
export type ReviewCheck = z.output<typeof reviewCheckSchema>;

const orderReviewSchema = z.lazy(() =>
  z.looseObject({
    order_uuid: z.string(),
    increment_id: z.optional(z.string()),
    created_at: z.optional(z.string()),
    items: z.array(
      z.looseObject({
        sku: z.string(),
        product_id: z.nullish(numberish),
        name: z.optional(z.string()),
        image: z.nullish(z.string()),
        url_path: z.nullish(z.string()),
        reviewed: flag,
      }),
    ),
    shop_reviewed: z.optional(flag),
  }),
);
/**
 * The products of an order to review (api-contract §9.4).
 *
 * @example
 * const order: OrderReview = await client.reviews.forOrder(orderUuid, orderSecret);
 */
export type OrderReview = z.output<typeof orderReviewSchema>;

const myReviewsSchema = z.lazy(() => z.looseObject({ items: z.array(reviewSchema), total_count: numberish }));
/**
 * The caller's own reviews (api-contract §9.2).
 *
 * @example
 * const { items, total_count }: MyReviews = await client.reviews.mine();
 */
export type MyReviews = z.output<typeof myReviewsSchema>;

/**
 * Reviews (api-contract §9, transactions §7): create, own list, check, order-bound mass review, the product
 * review search and the review-provider proxy.
 *
 * @example
 * const reviews = createReviewApi(transport);
 * const list = await reviews.forProduct(19);
 */
export function createReviewApi(transport: Transport) {
  return {
    /**
     * `POST /api/review/create` with the token or the order credentials (§9.1) → the review as its author
     * sees it (pending, `review_status` 2).
     * @example await reviews.create({ review: { product_id: 19, title: "Super", detail: "…", nickname: "Anna", rating: 5, review_entity: "product" } });
     */
    async create(input: {
      readonly review: {
        readonly product_id?: number;
        readonly title: string;
        readonly detail: string;
        readonly nickname: string;
        readonly rating?: number;
        readonly review_entity: "product" | "shop";
      };
      readonly order_uuid?: string;
      readonly order_secret?: string;
    }): Promise<Review> {
      return (
        await transport.call({ endpoint: "reviewCreate", method: "POST", json: input, schema: reviewSchema })
      ).result;
    },
    /**
     * The caller's own reviews in every status (`GET /api/ext/review/mine`, token, §9.2).
     * @default pageSize 50, currentPage 1
     * @example const { items } = await reviews.mine();
     */
    async mine(
      options: { readonly pageSize?: number; readonly currentPage?: number } = {},
    ): Promise<MyReviews> {
      return (
        await transport.call({
          endpoint: "reviewMine",
          method: "GET",
          params: { pageSize: options.pageSize ?? 50, currentPage: options.currentPage ?? 1 },
          schema: myReviewsSchema,
        })
      ).result;
    },
    /**
     * Whether a product may be reviewed (`GET /api/ext/review/check`, §9.3), with the token or the guest
     * credentials. On a deployment without the path: `can_review: false` (§13.4).
     * @example const { can_review } = await reviews.check({ sku: "SUK-0193" });
     */
    async check(options: {
      readonly sku: string;
      readonly guestToken?: string;
      readonly email?: string;
    }): Promise<ReviewCheck> {
      try {
        return (
          await transport.call({
            endpoint: "reviewCheck",
            method: "GET",
            query: { sku: options.sku, guest_token: options.guestToken, email: options.email },
            schema: reviewCheckSchema,
          })
        ).result;
      } catch (error) {
        if (!isMissingEndpoint(error)) throw error;
        return { sku: options.sku, can_review: false, reviewed: false };
      }
    },
    /**
     * The products of an order to review (`GET /api/ext/review/order/{orderUuid}?secret=`, §9.4).
     * @example const order = await reviews.forOrder(uuid, secret);
     */
    async forOrder(orderUuid: string, secret: string): Promise<OrderReview> {
      return (
        await transport.call({
          endpoint: "reviewOrder",
          method: "GET",
          params: { orderUuid },
          query: { secret },
          schema: orderReviewSchema,
        })
      ).result;
    },
    /**
     * Mass review of an order (`POST /api/ext/review/order/{orderUuid}`, §9.5) → how many were created.
     * @example await reviews.createForOrder(uuid, { secret, nickname: "Anna", reviews: [{ sku: "SUK-0193-M", rating: 5, detail: "…" }] });
     */
    async createForOrder(
      orderUuid: string,
      input: {
        readonly secret: string;
        readonly nickname: string;
        readonly reviews: readonly {
          readonly sku: string;
          readonly rating: number;
          readonly title?: string;
          readonly detail: string;
        }[];
        readonly shop_review?: { readonly rating: number; readonly detail: string };
      },
    ): Promise<{ readonly created: number }> {
      return (
        await transport.call({
          endpoint: "reviewOrder",
          method: "POST",
          params: { orderUuid },
          json: input,
          schema: z.looseObject({ created: numberish }),
        })
      ).result;
    },
    /**
     * The approved reviews of a product: a `review` search `product_id eq`, `review_status eq 1`, size 50
     * (api-contract §9, transactions §9).
     * @example const list = await reviews.forProduct(19);
     */
    async forProduct(
      productId: number,
      options: { readonly size?: number } = {},
    ): Promise<readonly Review[]> {
      const result = await searchCatalog(transport, {
        entityType: "review",
        query: {
          _appliedFilters: [
            { attribute: "product_id", value: { eq: productId }, scope: "default" },
            { attribute: "review_status", value: { eq: 1 }, scope: "default" },
          ],
        },
        size: options.size ?? 50,
      });
      return z.array(reviewSchema).parse(result.items);
    },
    /**
     * Reviews from the external review provider, mapped to `nickname`, `rating`, `comment` and
     * `review_status` 1 (catalogue §7). By default through the backend's proxy
     * (`GET /api/ext/product/{uuid}/reviews`, api-contract §9.6: the backend holds the bearer key and the
     * alias header); with `reviewProvider` configured (server only), directly with that key and alias.
     * Failures are logged and yield `[]`.
     * @default limit 50
     * @example const list = await reviews.fromProvider(product.uuid);
     */
    async fromProvider(
      uuid: string,
      options: { readonly limit?: number } = {},
    ): Promise<readonly ProviderReview[]> {
      const limit = options.limit ?? 50;
      const provider = transport.config.reviewProvider;
      try {
        const data = provider
          ? (
              await transport.request({
                endpoint: { template: `${provider.url}/products/{{uuid}}/reviews` },
                method: "GET",
                params: { uuid },
                query: { limit },
                headers: { Authorization: `Bearer ${provider.key}`, "X-Alias": provider.alias },
                schema: productReviewsSchema,
              })
            ).data
          : (
              await transport.call({
                endpoint: "productReviews",
                method: "GET",
                params: { uuid },
                query: { limit },
                schema: productReviewsSchema,
              })
            ).result.data;
        return data.map((review) => ({
          nickname: review.author ?? "",
          rating: review.score,
          comment: review.message ?? "",
          review_status: 1 as const,
          created_at: review.created_at ?? undefined,
        }));
      } catch (error) {
        transport.logger.error(`Review provider failed for ${uuid}`, error);
        return [];
      }
    },
  };
}

/**
 * The review calls bound to one transport.
 *
 * @example
 * const reviews: ReviewApi = createReviewApi(transport);
 */
export type ReviewApi = ReturnType<typeof createReviewApi>;
