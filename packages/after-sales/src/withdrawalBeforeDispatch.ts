import type { LineUnits } from "./withdrawalRefund.js";

/**
 * The order statuses in which no unit has left the shop yet (after-sales-and-law.md §1: the states a
 * cancellation is possible from). A store pickup waiting at the till has not been handed over either.
 */
export const NOT_YET_SHIPPED_STATUSES = [
  "placed",
  "awaiting_payment",
  "paid",
  "packed",
  "ready_for_pickup",
] as const;

/** What the dispatch rule reads of an order. */
export interface DispatchOrder {
  /** The order's lifecycle status (`paid`, `shipped`, …). */
  readonly status: string;
  /** Each line's id and ordered units. */
  readonly lines: readonly { readonly id: number; readonly qty: number }[];
  /** The units earlier withdrawals took back. */
  readonly earlier: readonly LineUnits[];
}

/** How a withdrawal is carried out, by where its units are. */
export interface WithdrawalDispatch {
  /**
   * `return`: the units were shipped and come back in a parcel (a return record, a locker code);
   * `cancel_order`: nothing left the shop and nothing of the order remains, so the order is cancelled;
   * `drop_units`: nothing left the shop, the units leave the order and the rest is shipped as usual.
   */
  readonly kind: "return" | "cancel_order" | "drop_units";
  /** The units the shopper sends back (empty before dispatch). */
  readonly toSendBack: readonly LineUnits[];
  /** The units that leave the order before dispatch: back to stock, never sent (empty once shipped). */
  readonly droppedBeforeDispatch: readonly LineUnits[];
  /** Whether a return record (and a return code) is opened: only when there is a parcel to send back. */
  readonly needsReturnParcel: boolean;
}

const isNotYetShipped = (status: string): boolean =>
  (NOT_YET_SHIPPED_STATUSES as readonly string[]).includes(status);

/**
 * Decides how a confirmed withdrawal is carried out (after-sales-and-law.md §1–2: a withdrawal made before
 * delivery is valid, and units that never left the shop need no parcel back). Units withdrawn from an order
 * not yet shipped are dropped before dispatch — the whole order is cancelled when, with the earlier
 * withdrawals, every unit of every line is withdrawn; otherwise those units leave the order. A shipped order's
 * units are sent back. Pure.
 *
 * @param order - The order's status, lines and earlier withdrawals.
 * @param units - The units this withdrawal takes (already checked against what is left).
 * @example
 * withdrawalDispatch({ status: "paid", lines: [{ id: 1, qty: 2 }], earlier: [] }, [{ lineId: 1, qty: 2 }]);
 * // { kind: "cancel_order", toSendBack: [], droppedBeforeDispatch: [{ lineId: 1, qty: 2 }], needsReturnParcel: false }
 */
export function withdrawalDispatch(order: DispatchOrder, units: readonly LineUnits[]): WithdrawalDispatch {
  const taken = units.filter((u) => u.qty > 0).map((u) => ({ lineId: u.lineId, qty: u.qty }));
  if (!isNotYetShipped(order.status)) {
    return {
      kind: "return",
      toSendBack: taken,
      droppedBeforeDispatch: [],
      needsReturnParcel: taken.length > 0,
    };
  }
  const withdrawn = (lineId: number): number =>
    [...order.earlier, ...taken].filter((u) => u.lineId === lineId).reduce((a, u) => a + u.qty, 0);
  const wholeOrder = order.lines.every((line) => withdrawn(line.id) >= line.qty);
  return {
    kind: wholeOrder ? "cancel_order" : "drop_units",
    toSendBack: [],
    droppedBeforeDispatch: taken,
    needsReturnParcel: false,
  };
}
