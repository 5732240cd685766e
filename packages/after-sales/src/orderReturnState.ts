import type { ReturnStatus } from "./returnStatus.js";

/** An order line's units as the after-sales rules count them. */
export interface LineUnitsHeld {
  /** Units ordered. */
  readonly qty: number;
  /** Units taken back by withdrawals (odstąpienie), whatever their return's status. */
  readonly withdrawnQty: number;
}

/**
 * The units of a line the shopper still holds under the contract: ordered minus withdrawn, never below 0.
 * A withdrawn unit's contract is dissolved (art. 31 ustawy o prawach konsumenta), so neither a second
 * withdrawal nor a complaint (art. 43a) can cover it. Pure.
 *
 * @example
 * unitsKept({ qty: 2, withdrawnQty: 1 }); // 1
 * unitsKept({ qty: 1, withdrawnQty: 1 }); // 0
 */
export function unitsKept(line: LineUnitsHeld): number {
  return Math.max(0, line.qty - line.withdrawnQty);
}

/**
 * Where an order stands after withdrawals: `none` (nothing withdrawn), `partial` (some units kept),
 * `withdrawn` (every unit withdrawn, a return not yet refunded) or `returned` (every unit withdrawn and
 * every return refunded).
 */
export type OrderReturnKind = "none" | "partial" | "withdrawn" | "returned";

/** What {@link orderReturnState} answers: the kind and the Polish label the shopper reads, or `null`. */
export interface OrderReturnState {
  readonly kind: OrderReturnKind;
  /**
   * The label shown instead of the delivery status when the whole order went back (decision: the order's
   * lifecycle status stays, after-sales-and-law.md §1 lists no "returned" state; the pages show this one
   * as the big shops do — „Zwrócone" once refunded, „Zwrot w toku" before), `null` otherwise.
   */
  readonly label: "Zwrócone" | "Zwrot w toku" | null;
}

/**
 * Where an order stands after its withdrawals (after-sales-and-law.md §2–§3): from its lines' units and its
 * returns' statuses. An order with no line is `none`. Pure.
 *
 * @example
 * orderReturnState([{ qty: 1, withdrawnQty: 1 }], ["refunded"]); // { kind: "returned", label: "Zwrócone" }
 * orderReturnState([{ qty: 2, withdrawnQty: 1 }], ["reported"]); // { kind: "partial", label: null }
 */
export function orderReturnState(
  lines: readonly LineUnitsHeld[],
  returns: readonly ReturnStatus[],
): OrderReturnState {
  const withdrawn = lines.reduce((sum, line) => sum + Math.min(line.qty, line.withdrawnQty), 0);
  if (lines.length === 0 || withdrawn === 0) return { kind: "none", label: null };
  if (lines.some((line) => unitsKept(line) > 0)) return { kind: "partial", label: null };
  if (returns.length > 0 && returns.every((status) => status === "refunded")) {
    return { kind: "returned", label: "Zwrócone" };
  }
  return { kind: "withdrawn", label: "Zwrot w toku" };
}
