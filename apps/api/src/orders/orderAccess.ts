import { safeEqual, sha256Hex } from "../auth/secrets.js";
import type { TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";

/** A stored order as the order page reads it. */
export interface StoredOrder {
  readonly id: number;
  readonly customerId: number | null;
  readonly email: string;
  readonly body: string;
}

/** The one answer for a missing order, someone else's order and a wrong secret (S3: all look the same). */
export const orderNotFound = (): ApiError =>
  new ApiError("not_found", { message: { pl: "Nie znaleziono zamówienia.", en: "Order not found." } });

const ZERO_HASH = "0".repeat(64);

/**
 * Finds an order by its number for whoever may see it: the customer who placed it (by id), or anyone
 * holding the order's secret (the guest's link; compared in constant time, S8). Anything else → 404.
 *
 * @example
 * const order = await findVisibleOrder(db, "000000042", { customerId: null, secret: "Ab3…" });
 */
export async function findVisibleOrder(
  db: TxDb,
  orderNumber: string,
  who: { readonly customerId: number | null; readonly secret: string | undefined },
): Promise<StoredOrder> {
  const row = await db
    .selectFrom("sales_order")
    .select(["id", "customer_id", "email", "body", "secret_hash"])
    .where("increment_id", "=", orderNumber)
    .executeTakeFirst();
  const own = row !== undefined && who.customerId !== null && row.customer_id === who.customerId;
  // hash the candidate even when the number is unknown, so both paths take the same time
  const bySecret =
    who.secret !== undefined && safeEqual(sha256Hex(who.secret), row?.secret_hash ?? ZERO_HASH);
  if (!row || !(own || bySecret)) throw orderNotFound();
  return { id: row.id, customerId: row.customer_id, email: row.email, body: row.body };
}
