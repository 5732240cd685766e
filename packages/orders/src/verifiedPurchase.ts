import { orderStatusFromLegacy, paymentSettled } from "./orderStatus";

/** An order of the review's author, as far as the verified-purchase rule reads it. */
export interface PurchaseEvidence {
  /** The stored status (a lifecycle status, or a legacy one that `orderStatusFromLegacy` maps). */
  readonly status: string;
  /** The payment method code (`banktransfer`, `cashondelivery`, `blik`, …). */
  readonly paymentMethod: string;
  /** The products the order contains, as reviews name them (the parent of a configurable line). */
  readonly productIds: readonly number[];
}

/** Who wrote a review, as the verified-purchase rule sees it. */
export type ReviewOrigin =
  /** Through an order's review link (`/ocen-produkty/{uuid}/{secret}`) or with the order's credentials. */
  | { readonly kind: "order_link" }
  /** A logged-in customer, with the orders of their account. */
  | { readonly kind: "customer"; readonly orders: readonly PurchaseEvidence[] };

/**
 * Whether a product review counts as a verified purchase ("Zweryfikowany zakup", the Omnibus information
 * duty: the shop says how it checks that reviews come from buyers; issue 27). It does when it was written
 * through an order's review link (the link only reaches the buyer, and the server already checked that the
 * product is in that order), or by a customer who has an order containing the product that is paid — or,
 * paid at the door, delivered (`paymentSettled`). A placed, unpaid or cancelled order does not count.
 * Pure.
 *
 * @example
 * isVerifiedPurchase({ kind: "order_link" }, 19); // true
 * isVerifiedPurchase({ kind: "customer", orders: [{ status: "paid", paymentMethod: "blik", productIds: [19] }] }, 19); // true
 * isVerifiedPurchase({ kind: "customer", orders: [{ status: "placed", paymentMethod: "cashondelivery", productIds: [19] }] }, 19); // false
 */
export function isVerifiedPurchase(origin: ReviewOrigin, productId: number): boolean {
  if (origin.kind === "order_link") return true;
  return origin.orders.some((order) => {
    if (!order.productIds.includes(productId)) return false;
    const status = orderStatusFromLegacy(order.status, order.paymentMethod);
    return status !== null && paymentSettled(status, order.paymentMethod);
  });
}
