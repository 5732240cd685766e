import type { Insertable } from "kysely";
import type { AfterSalesTables } from "../db/afterSalesSchema.js";
import type { StoredWithdrawalLine } from "./withdrawalOrder.js";

/** What the shopper's confirmation gives a new withdrawal record. */
export interface WithdrawalRequestFields {
  readonly requestKey: string;
  readonly name: string;
  readonly email: string;
  readonly reason: string | null;
}

/** The parts of a new withdrawal record that differ between a return and a withdrawal before dispatch. */
export type WithdrawalOutcomeFields = Pick<
  Insertable<AfterSalesTables["withdrawal"]>,
  | "goods_grosze"
  | "delivery_grosze"
  | "refund_grosze"
  | "status"
  | "return_method"
  | "return_cost"
  | "return_cost_grosze"
  | "needs_bank_account"
  | "refunded_at"
>;

/**
 * A new withdrawal record's columns (after-sales-and-law.md §2–3): the shopper's request and lines as
 * confirmed at `now`, the outcome's money and return, and nothing of the later steps yet (no return code,
 * bank account, scan, receipt or problem). Pure.
 *
 * @example
 * await afterSalesDb(trx).insertInto("withdrawal").values(newWithdrawalRow(42, request, lines, now, outcome));
 */
export function newWithdrawalRow(
  orderId: number,
  request: WithdrawalRequestFields,
  lines: readonly StoredWithdrawalLine[],
  now: number,
  outcome: WithdrawalOutcomeFields,
): Insertable<AfterSalesTables["withdrawal"]> {
  return {
    order_id: orderId,
    request_key: request.requestKey,
    created_at: now,
    name: request.name,
    email: request.email,
    reason: request.reason,
    lines: JSON.stringify(lines),
    ...outcome,
    return_code: null,
    bank_account: null,
    sent_at: null,
    received_at: null,
    receipt: null,
    problem_note: null,
    updated_at: now,
  };
}
