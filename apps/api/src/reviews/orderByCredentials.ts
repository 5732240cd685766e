import { safeEqual, sha256Hex } from "../auth/secrets.js";
import type { AppContext } from "../context.js";
import { ApiError } from "../http/apiError.js";
import type { OrderDoc } from "../orders/orderDocument.js";
import { shopServices } from "../shop/shopServices.js";

/**
 * The 404 of an order that is unknown, or whose secret or product does not match: one answer for all (S8).
 *
 * @example
 * if (!line) throw orderNotFound();
 */
export const orderNotFound = (): ApiError =>
  new ApiError("not_found", { message: { pl: "Nie znaleziono zamówienia.", en: "Order not found." } });

/** An order as a guest reviewer addresses it. */
export interface CredentialedOrder {
  readonly id: number;
  readonly email: string;
  readonly customerId: number | null;
  readonly doc: OrderDoc;
}

/**
 * An order found by its public uuid and secret (constant-time comparison, S8), or a 404.
 *
 * @example
 * const order = await orderByCredentials(context, orderUuid, query.secret);
 */
export async function orderByCredentials(
  context: AppContext,
  uuid: string,
  secret: string,
): Promise<CredentialedOrder> {
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
