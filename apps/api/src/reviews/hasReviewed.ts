import type { AppContext } from "../context.js";
import type { Issue } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import { shopServices } from "../shop/shopServices.js";

/** Who writes a review: a logged-in customer, or a guest through an order's link. */
export type ReviewAuthor = { customerId: number } | { orderId: number };

/**
 * Whether an author already reviewed a product (`productId` `null`: the shop). One review per author and
 * product (§9.1, §9.5).
 *
 * @example
 * if (await hasReviewed(context, { customerId }, 42)) throw ApiError.invalid([alreadyReviewed("review.product_id")]);
 */
export async function hasReviewed(
  context: AppContext,
  author: ReviewAuthor,
  productId: number | null,
): Promise<boolean> {
  let q = shopServices(context)
    .db.selectFrom("review_submission")
    .select("id")
    .where("review_entity", "=", productId === null ? "shop" : "product");
  q =
    "customerId" in author
      ? q.where("customer_id", "=", author.customerId)
      : q.where("order_id", "=", author.orderId);
  q = productId === null ? q : q.where("product_id", "=", productId);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * The issue of a second review of the same product or shop by one author, at `path`.
 *
 * @example
 * issues.push(alreadyReviewed(`reviews.${i}`));
 */
export const alreadyReviewed = (path: string): Issue =>
  issue(
    path,
    "already_reviewed",
    "Ten produkt został już oceniony.",
    "This product has already been reviewed.",
  );
