import { transferPaymentOverdue } from "@outlet/orders";
import type { AppContext } from "../context.js";
import { BANK_TRANSFER, transferDeadlineOf } from "../orders/bankTransfer.js";
import { loadLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import { applyOrderCommand } from "../orders/orderLifecycle.js";
import { shopServices } from "../shop/shopServices.js";
import { startLeasedJob, takeJobTurn } from "./paymentSweep.js";

/** The job's row in `job_lease`. */
const JOB = "transfer-deadline-sweep";

/** Orders cancelled per pass at most (a bound on the mails one pass sends). @default 50 */
export const TRANSFER_SWEEP_BATCH = 50;

/** No order younger than a day can be overdue: the shortest period (1 day) ends at the end of the next day. */
const YOUNGEST_OVERDUE_MS = 24 * 60 * 60 * 1000;

/**
 * One pass of the transfer deadline (s23): every order paid by bank transfer that is still waiting with
 * nothing paid and is past its deadline (`@outlet/orders` `transferPaymentOverdue`, the deadline stored at
 * placing or counted with the shop's setting) is cancelled by the system actor through the order
 * lifecycle — its units back in stock, the timeline's „Anulowane — brak wpłaty w terminie” and the
 * shopper's mail. A cancellation another process made first is refused by the lifecycle's conditional
 * write, so an order is cancelled once. Returns the numbers of the orders it cancelled.
 *
 * @example
 * await cancelOverdueTransfers(context); // ["000000042"]
 */
export async function cancelOverdueTransfers(context: AppContext): Promise<string[]> {
  const { db } = shopServices(context);
  const now = context.now();
  const { bankAccount } = await context.settings.read(db);
  const waiting = await db
    .selectFrom("sales_order")
    .select("id")
    .where("status", "in", ["placed", "pending"])
    .where("payment_method", "=", BANK_TRANSFER)
    .where("paid_grosze", "=", 0)
    .where("created_at", "<=", now - YOUNGEST_OVERDUE_MS)
    .orderBy("id")
    .execute();
  const cancelled: string[] = [];
  for (const { id } of waiting) {
    if (cancelled.length >= TRANSFER_SWEEP_BATCH) break;
    const order = await loadLifecycleOrder(db, id);
    if (!order) continue;
    const days = transferDeadlineOf(order.doc, order.placedAt, bankAccount.paymentDays).days;
    const due = { ...order.lifecycle, placedAt: order.placedAt };
    if (!transferPaymentOverdue(due, days, now)) continue;
    const result = await applyOrderCommand(
      context,
      id,
      { type: "cancel", reason: "payment_overdue" },
      { kind: "system" },
    );
    if (result.ok) cancelled.push(order.lifecycle.number);
  }
  return cancelled;
}

/**
 * Takes the transfer deadline job's turn for one interval ({@link takeJobTurn}) and, when it got it, runs
 * one {@link cancelOverdueTransfers} pass; `null` when another process had the turn.
 *
 * @example
 * await transferDeadlineTurn(context, 60_000); // ["000000042"] or null
 */
export async function transferDeadlineTurn(
  context: AppContext,
  intervalMs: number,
): Promise<string[] | null> {
  const { db } = shopServices(context);
  if (!(await takeJobTurn(db, JOB, context.now(), intervalMs))) return null;
  return cancelOverdueTransfers(context);
}

/**
 * Starts the transfer deadline sweep in this API process: a leased job ({@link startLeasedJob}) at the
 * payment sweep's interval (`PAYMENT_SWEEP_MS`; off with 0), one {@link cancelOverdueTransfers} pass per turn.
 *
 * @example
 * startTransferDeadlineSweep(context);
 */
export function startTransferDeadlineSweep(context: AppContext): void {
  startLeasedJob(context, JOB, context.config.paymentSweepMs, cancelOverdueTransfers);
}
