import type { AppContext } from "../context.js";
import { shopServices } from "../shop/shopServices.js";
import { recoverOrderSecret } from "./orderSecret.js";

/**
 * The order page's address for a mail about the order to `recipient`: a customer's order opens in the account
 * (`/zamowienie/{number}`, after logging in); a guest's carries the order's secret like the confirmation
 * mail's link (`/zamowienie/{number}/{secret}`, the secret derived again from `APP_SECRET`, never stored), but
 * only when the mail goes to the address the order was placed with — a withdrawal's acknowledgement may go
 * to another address typed in its form, which must not receive a key to the order. `null` when no safe link
 * exists (an unknown order, another recipient, or an old order whose random secret is not derivable).
 *
 * @example
 * await orderPageLink(context, 42, "anna@example.pl"); // "https://sklep…/zamowienie/000000042/aZ3…"
 */
export async function orderPageLink(
  context: AppContext,
  orderId: number,
  recipient: string,
): Promise<string | null> {
  const row = await shopServices(context)
    .db.selectFrom("sales_order")
    .select(["increment_id", "order_uuid", "secret_hash", "customer_id", "email"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!row) return null;
  const base = `${context.config.storefrontUrl}/zamowienie/${row.increment_id}`;
  if (row.customer_id !== null) return base;
  if (row.email.trim().toLowerCase() !== recipient.trim().toLowerCase()) return null;
  const secret = recoverOrderSecret(context.config.appSecret, row.order_uuid, row.secret_hash);
  return secret === null ? null : `${base}/${secret}`;
}
