/** What {@link droppedUnitsMoney} reads of an order's money, in integer grosze. */
export interface DroppedUnitsOrder {
  /** How the order is paid: `online` (gateway), `transfer`, `cash_on_delivery`. */
  readonly payment: "online" | "transfer" | "cash_on_delivery";
  /** What the order costs now (grand total), delivery included. */
  readonly totalGrosze: number;
  /** What the shop has received for it (0 until paid; cash on delivery: at the handover). */
  readonly paidGrosze: number;
  /** What the shop has given back so far. */
  readonly refundedGrosze: number;
}

/**
 * What happens to the money of units withdrawn before dispatch (after-sales-and-law.md §2):
 * `refund`: the order was paid, the units' price goes back by the means of payment (`gateway` for an online
 * payment, `transfer` to the shopper's account for a paid transfer), the total stays;
 * `lower_due`: nothing was paid yet (cash on delivery, a transfer or an online payment still awaited), the
 * amount to collect or to transfer goes down to `totalGrosze`. Delivery stays charged: something still ships.
 */
export type DroppedUnitsMoney =
  | {
      readonly kind: "refund";
      readonly amountGrosze: number;
      readonly via: "gateway" | "transfer";
      readonly totalGrosze: number;
    }
  | { readonly kind: "lower_due"; readonly amountGrosze: number; readonly totalGrosze: number };

/**
 * Decides how the price of units dropped from an order before dispatch comes back (their price only: the
 * order still ships, so its delivery stays charged, §2 refunds delivery only with the whole contract). A
 * paid order is refunded at once through its payment; an unpaid one owes less. Pure.
 *
 * @param order - The order's payment kind and money.
 * @param goodsGrosze - The price paid for the dropped units (from {@link withdrawalRefund}).
 * @example
 * droppedUnitsMoney({ payment: "cash_on_delivery", totalGrosze: 21500, paidGrosze: 0, refundedGrosze: 0 }, 8000);
 * // { kind: "lower_due", amountGrosze: 8000, totalGrosze: 13500 }
 */
export function droppedUnitsMoney(order: DroppedUnitsOrder, goodsGrosze: number): DroppedUnitsMoney {
  if (!Number.isSafeInteger(goodsGrosze) || goodsGrosze < 0) {
    throw new RangeError(`goodsGrosze must be whole non-negative grosze, got ${goodsGrosze}`);
  }
  const outstanding = order.paidGrosze - order.refundedGrosze;
  if (order.paidGrosze > 0) {
    // never more back than was paid and not yet refunded (§1)
    return {
      kind: "refund",
      amountGrosze: Math.min(goodsGrosze, Math.max(0, outstanding)),
      via: order.payment === "online" ? "gateway" : "transfer",
      totalGrosze: order.totalGrosze,
    };
  }
  const amount = Math.min(goodsGrosze, order.totalGrosze);
  return { kind: "lower_due", amountGrosze: amount, totalGrosze: order.totalGrosze - amount };
}
