import { isVerifiedPurchase, type PurchaseEvidence } from "@outlet/orders";
import type { AppContext } from "../context.js";
import type { OrderDoc } from "../orders/orderDocument.js";
import { shopServices } from "../shop/shopServices.js";

/**
 * Whether a review being written is a verified purchase (issue 27), by the rule of `isVerifiedPurchase`
 * (@outlet/orders): through an order's credentials it is; a logged-in customer's is when one of their
 * orders contains the product and is paid (or, cash on delivery, delivered). A shop review (`productId`
 * `null`) is verified only through an order. Reads the customer's orders; the caller stores the answer.
 *
 * @example
 * const verified = await verifiedPurchaseOf(context, { customerId: 7 }, 19);
 */
export async function verifiedPurchaseOf(
  context: AppContext,
  author: { readonly orderId: number } | { readonly customerId: number | null },
  productId: number | null,
): Promise<boolean> {
  if ("orderId" in author) return isVerifiedPurchase({ kind: "order_link" }, productId ?? 0);
  if (author.customerId === null || productId === null) return false;
  const rows = await shopServices(context)
    .db.selectFrom("sales_order")
    .select(["status", "payment_method", "body"])
    .where("customer_id", "=", author.customerId)
    .execute();
  const orders: PurchaseEvidence[] = rows.map((row) => ({
    status: row.status,
    paymentMethod: row.payment_method,
    productIds: ((JSON.parse(row.body) as OrderDoc).items ?? []).map((item) => item.product_id),
  }));
  return isVerifiedPurchase({ kind: "customer", orders }, productId);
}
