import type { Selectable } from "kysely";
import type { TransactionTables } from "../db/transactionSchema.js";
import { formatDateTime } from "../shop/formatDateTime.js";

/** Review ids of submissions start above the seeded catalogue reviews. */
const REVIEW_ID_OFFSET = 1_000_000;

/** A stored review submission, as the author may see it (without the customer and order ids). */
export type ReviewRow = Omit<
  Selectable<TransactionTables["review_submission"]>,
  "customer_id" | "order_id" | "moderated_at" | "moderated_by"
>;

/**
 * The author's view of a review (§12.7): public fields plus `sku`; never customer id or e-mail. Pure.
 *
 * @example
 * return { items: rows.map(reviewDoc), total_count: rows.length };
 */
export function reviewDoc(row: ReviewRow): Record<string, unknown> {
  return {
    id: REVIEW_ID_OFFSET + row.id,
    product_id: row.product_id,
    review_entity: row.review_entity,
    title: row.title,
    detail: row.detail,
    nickname: row.nickname,
    ...(row.rating === null ? {} : { rating: row.rating }),
    review_status: row.review_status,
    // issue 27: decided by the server when the review was written (isVerifiedPurchase)
    verified_purchase: row.verified_purchase === 1,
    created_at: formatDateTime(new Date(row.created_at)),
    store_id: 1,
    sku: row.sku,
  };
}
