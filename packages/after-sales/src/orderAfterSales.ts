import { type LineUnitsHeld, type OrderReturnState, orderReturnState } from "./orderReturnState.js";
import { RETURN_STATUSES, type ReturnStatus } from "./returnStatus.js";

/** How much of what was paid went back: `none`, `partial` or `full`. */
export type OrderRefundKind = "none" | "partial" | "full";

/** The badge an order carries in lists (staff and shopper) after withdrawals, or `null`. */
export type OrderReturnBadge = "Zwrócone" | "Częściowo zwrócone" | "Zwrot w toku";

/** What {@link orderAfterSales} reads of an order. */
export interface OrderAfterSalesInput {
  /** The order's lines with the units its withdrawals took back. */
  readonly lines: readonly LineUnitsHeld[];
  /** The statuses of the order's returns (one per withdrawal), oldest first. */
  readonly returns: readonly ReturnStatus[];
  /** What the shopper paid, in grosze (0 while unpaid). */
  readonly paidGrosze: number;
  /** What went back to the shopper so far (withdrawals, a cancellation, a goodwill refund), in grosze. */
  readonly refundedGrosze: number;
}

/** Where an order stands after the sale: its return, the return still under way, and its money. */
export interface OrderAfterSales {
  /** {@link orderReturnState}: the whole order „Zwrócone” / „Zwrot w toku”, or the order's own status. */
  readonly return: OrderReturnState;
  /**
   * The badge a list shows beside the status (decision, as Shopify's „Zwrócone” / „Częściowo zwrócone”):
   * „Zwrot w toku” while any return is not refunded, „Zwrócone” once every unit went back and was
   * refunded, „Częściowo zwrócone” when part went back and was refunded; `null` with no withdrawal.
   */
  readonly badge: OrderReturnBadge | null;
  /**
   * The least advanced return not refunded yet (`reported`: the parcel is awaited, `sent`: on its way,
   * `received`: the refund is being prepared), `null` when none is under way.
   */
  readonly pendingReturn: Exclude<ReturnStatus, "refunded"> | null;
  readonly refund: {
    readonly kind: OrderRefundKind;
    /** „Zwrócono pieniądze” (all that was paid), „Zwrócono część pieniędzy”, or `null`. */
    readonly label: "Zwrócono pieniądze" | "Zwrócono część pieniędzy" | null;
    /** What went back, in grosze, never above what was paid (after-sales-and-law.md §1). */
    readonly refundedGrosze: number;
    /** What the shop keeps of the payment: paid − refunded, in grosze. */
    readonly keptGrosze: number;
  };
}

/**
 * Where an order stands after the sale (after-sales-and-law.md §1–§3), the one rule every view reads —
 * the shopper's order page and order list, the back office's list and order page: the return state, the
 * list badge, the return still under way and how much of the payment went back. Pure.
 *
 * @example
 * orderAfterSales({ lines: [{ qty: 1, withdrawnQty: 1 }], returns: ["refunded"], paidGrosze: 13499, refundedGrosze: 13499 });
 * // { return: { kind: "returned", label: "Zwrócone" }, badge: "Zwrócone", pendingReturn: null,
 * //   refund: { kind: "full", label: "Zwrócono pieniądze", refundedGrosze: 13499, keptGrosze: 0 } }
 */
export function orderAfterSales(input: OrderAfterSalesInput): OrderAfterSales {
  const state = orderReturnState(input.lines, input.returns);
  const paid = Math.max(0, input.paidGrosze);
  // a refund never exceeds what was paid (§1): a stored figure above it is shown as the payment itself
  const refunded = Math.min(paid, Math.max(0, input.refundedGrosze));
  const kind: OrderRefundKind = refunded === 0 ? "none" : refunded === paid ? "full" : "partial";
  const pending = RETURN_STATUSES.find(
    (status): status is Exclude<ReturnStatus, "refunded"> =>
      status !== "refunded" && input.returns.includes(status),
  );
  const badge: OrderReturnBadge | null =
    state.kind === "none"
      ? null
      : pending !== undefined || state.kind === "withdrawn"
        ? "Zwrot w toku"
        : state.kind === "returned"
          ? "Zwrócone"
          : "Częściowo zwrócone";
  return {
    return: state,
    badge,
    pendingReturn: pending ?? null,
    refund: {
      kind,
      label: kind === "full" ? "Zwrócono pieniądze" : kind === "partial" ? "Zwrócono część pieniędzy" : null,
      refundedGrosze: refunded,
      keptGrosze: paid - refunded,
    },
  };
}
