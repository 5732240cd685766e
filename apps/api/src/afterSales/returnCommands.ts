import {
  mayTakeReturnStep,
  RETURN_STATUS_LABELS,
  type ReturnCommand,
  type ReturnStatus,
  transitionReturn,
} from "@outlet/after-sales";
import type { StaffPrincipal } from "@outlet/contract";
import type { AppContext } from "../context.js";
import { afterSalesDb } from "../db/afterSalesSchema.js";
import type { TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import { sendMail } from "../mail/sendMail.js";
import { loadLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import { applyOrderCommand, recordOrderEvent } from "../orders/orderLifecycle.js";
import { orderPageLink } from "../orders/orderPageLink.js";
import { shopServices } from "../shop/shopServices.js";
import { NO_RETURN } from "./cancelBeforeDispatch.js";
import { returnStepMail } from "./withdrawalMail.js";
import { loadWithdrawalOrder, type StoredWithdrawalLine } from "./withdrawalOrder.js";
import { withdrawalView } from "./withdrawalView.js";

/** Another step moved the return between its read and its write. */
class ReturnChangedMeanwhile extends Error {}

const noSuchReturn = (): ApiError =>
  new ApiError("not_found", { message: { pl: "Nie ma takiego zwrotu.", en: "No such return." } });

/**
 * The back office's returns, newest first, optionally of one status.
 *
 * @example
 * await listReturns(context, { status: "reported" });
 */
export async function listReturns(
  context: AppContext,
  filter: { readonly status?: ReturnStatus | undefined },
) {
  const db = afterSalesDb(shopServices(context).db);
  let query = db
    .selectFrom("withdrawal")
    .innerJoin("sales_order", "sales_order.id", "withdrawal.order_id")
    .select([
      "withdrawal.id",
      "withdrawal.created_at",
      "withdrawal.name",
      "withdrawal.email",
      "withdrawal.status",
      "withdrawal.refund_grosze",
      "withdrawal.return_method",
      "withdrawal.return_code",
      "withdrawal.problem_note",
      "sales_order.increment_id",
    ])
    // a withdrawal before dispatch opened no return (§1–2): it is not on the returns' list
    .where("withdrawal.return_method", "!=", NO_RETURN)
    .orderBy("withdrawal.id", "desc")
    .limit(200);
  if (filter.status) query = query.where("withdrawal.status", "=", filter.status);
  const rows = await query.execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      order_number: row.increment_id,
      created_at: new Date(Number(row.created_at)).toISOString(),
      name: row.name,
      email: row.email,
      status: row.status,
      status_label: RETURN_STATUS_LABELS[row.status as ReturnStatus] ?? row.status,
      refund_amount: row.refund_grosze / 100,
      return_method: row.return_method,
      return_code: row.return_code,
      problem_note: row.problem_note,
    })),
    total_count: rows.length,
  };
}

/**
 * One return for the back office: the withdrawal, the order's number, the bank account, what was noted on
 * receipt and the actions the caller's role allows now.
 *
 * @example
 * (await returnDetail(context, 7, principal)).actions; // ["receive", "note_problem"]
 */
export async function returnDetail(context: AppContext, id: number, principal: StaffPrincipal) {
  const db = afterSalesDb(shopServices(context).db);
  const row = await db.selectFrom("withdrawal").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw noSuchReturn();
  const order = await loadWithdrawalOrder(context, row.order_id);
  if (!order) throw noSuchReturn();
  const state = {
    status: row.status as ReturnStatus,
    refundDueGrosze: row.refund_grosze,
    needsBankAccount: row.needs_bank_account === 1 && row.bank_account === null,
  };
  const actor = { kind: "staff", role: principal.role } as const;
  const probes: ReturnCommand[] = [
    { type: "mark_sent", at: 0 },
    { type: "receive", at: 0, lines: [] },
    { type: "note_problem", at: 0, note: "" },
    { type: "refund", at: 0, amountGrosze: 0 },
  ];
  return {
    ...withdrawalView(row, order.policy, order.charges),
    order_number: order.number,
    payment: order.payment,
    // least privilege: the shopper's account only for a role that can give the money back
    bank_account: mayTakeReturnStep(principal.role, "refund") ? row.bank_account : null,
    receipt: row.receipt === null ? null : JSON.parse(row.receipt),
    problem_note: row.problem_note,
    actions: probes
      .filter((c) => transitionReturn({ ...state, needsBankAccount: false }, c, actor).ok)
      .map((c) => c.type),
  };
}

/**
 * Gives a return one step (§3) for a staff member: checked by `@outlet/after-sales` (status, role, the
 * refund never above what the rules give back), written only if nobody moved it meanwhile, recorded on the
 * order's timeline and mailed to the shopper. The refund goes through the order lifecycle's refund (the
 * payment gateway for an online payment, a recorded transfer to the given account otherwise).
 *
 * @example
 * await applyReturnCommand(context, 7, { type: "receive", at: Date.now(), lines: [{ lineId: 3, ok: true, note: null }] }, principal);
 */
export async function applyReturnCommand(
  context: AppContext,
  id: number,
  command: ReturnCommand,
  principal: StaffPrincipal,
) {
  const db = afterSalesDb(shopServices(context).db);
  const row = await db.selectFrom("withdrawal").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw noSuchReturn();
  if (command.type === "mark_sent" || command.type === "receive" || command.type === "refund") {
    // goods that never left the shop come back in no parcel (after-sales-and-law.md §1–2): a withdrawal
    // before dispatch, or any return of an order cancelled (always before shipping), has none to receive
    const order = await loadLifecycleOrder(shopServices(context).db, row.order_id);
    if (row.return_method === NO_RETURN || order?.lifecycle.status === "cancelled") {
      const pl =
        "To zamówienie anulowano przed wysyłką: towar nie opuścił sklepu, więc nie ma paczki do przyjęcia. Pieniądze zwraca anulowanie zamówienia.";
      throw ApiError.invalid(
        [
          issue("body", "conflict", pl, "The order was cancelled before shipping: no parcel.", {
            reason: "order_cancelled",
          }),
        ],
        { pl, en: "The order was cancelled before shipping: no parcel." },
      );
    }
  }
  const result = transitionReturn(
    {
      status: row.status as ReturnStatus,
      refundDueGrosze: row.refund_grosze,
      needsBankAccount: row.needs_bank_account === 1 && row.bank_account === null,
    },
    command,
    { kind: "staff", role: principal.role },
  );
  if (!result.ok) {
    const en = `The return rules refused this (${result.reason}).`;
    if (result.reason === "role_forbidden") {
      throw new ApiError("forbidden", {
        result: { reason: result.reason },
        message: { pl: result.message, en },
      });
    }
    throw ApiError.invalid([issue("body", "conflict", result.message, en, { reason: result.reason })], {
      pl: result.message,
      en,
    });
  }
  const now = context.now();
  const changes: Record<string, unknown> = { status: result.status, updated_at: now };
  if (command.type === "mark_sent") changes.sent_at = now;
  if (command.type === "receive") {
    changes.received_at = now;
    changes.receipt = JSON.stringify(
      command.lines.map((l) => ({ item_id: l.lineId, ok: l.ok, note: l.note })),
    );
    const problems = command.lines.filter((l) => !l.ok).map((l) => l.note ?? "");
    if (problems.length > 0) changes.problem_note = problems.join("; ");
  }
  if (command.type === "note_problem") changes.problem_note = command.note;
  if (command.type === "refund") changes.refunded_at = now;
  const audit = {
    actor: principal,
    action: `return.${command.type}`,
    entity: "return",
    entityId: String(id),
    before: { status: row.status },
    after: {
      status: result.status,
      ...(command.type === "refund" ? { refund_grosze: command.amountGrosze } : {}),
      ...(changes.problem_note !== undefined ? { problem_note: changes.problem_note } : {}),
    },
  };
  const summary =
    command.type === "note_problem"
      ? `Zwrot: problem – ${command.note}`
      : `Zwrot: ${RETURN_STATUS_LABELS[result.status].toLowerCase()}`;
  // the step, its audit entry (one per staff write, issue 25) and the order's timeline commit together or
  // not at all, like applyOrderCommand's transition and its audit entry
  const writeStep = async (trx: TxDb): Promise<void> => {
    const claimed = await afterSalesDb(trx)
      .updateTable("withdrawal")
      .set(changes)
      .where("id", "=", id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ReturnChangedMeanwhile();
    await context.audit.record(trx, audit);
    await recordOrderEvent(trx, row.order_id, {
      at: now,
      type: "return",
      actor: { kind: "staff", id: principal.id, email: principal.email, role: principal.role },
      from: null,
      to: null,
      summary,
      data: { withdrawal_id: id, command: command.type },
    });
  };
  try {
    if (command.type === "refund") {
      // the refund's order transition runs the step in its own transaction; the gateway is asked after
      const refund = await applyOrderCommand(
        context,
        row.order_id,
        {
          type: "refund",
          amountGrosze: command.amountGrosze,
          ...(row.bank_account ? { account: row.bank_account } : {}),
          // the return's amount is fixed by the after-sales rules: customer service may give it (§1)
          basis: "return",
        },
        { kind: "staff", id: principal.id, email: principal.email, role: principal.role },
        (trx) => writeStep(trx),
        // the return's own step mail below tells the shopper; the lifecycle's refund mail would be a second
        { mails: false },
      );
      if (!refund.ok) {
        throw ApiError.invalid([issue("body", "conflict", refund.message, "The refund was refused.")], {
          pl: refund.message,
          en: "The refund was refused.",
        });
      }
    } else {
      await shopServices(context)
        .db.transaction()
        .execute((trx) => writeStep(trx as unknown as TxDb));
    }
  } catch (error) {
    if (error instanceof ReturnChangedMeanwhile) {
      throw ApiError.invalid([], {
        pl: "Zwrot zmienił się w międzyczasie. Odśwież stronę i spróbuj ponownie.",
        en: "The return changed meanwhile.",
      });
    }
    throw error;
  }
  const order = await loadWithdrawalOrder(context, row.order_id);
  const step =
    command.type === "note_problem" || (command.type === "receive" && changes.problem_note !== undefined)
      ? "problem"
      : result.status === "sent" || result.status === "received" || result.status === "refunded"
        ? result.status
        : null;
  if (order && step) {
    const page = await orderPageLink(context, row.order_id, row.email);
    const mail = returnStepMail(step, {
      orderNumber: order.number,
      at: now,
      refundGrosze: command.type === "refund" ? command.amountGrosze : row.refund_grosze,
      page,
      ...(changes.problem_note ? { note: String(changes.problem_note) } : {}),
      ...(step === "refunded"
        ? {
            refund: {
              lines: JSON.parse(row.lines) as StoredWithdrawalLine[],
              deliveryGrosze: row.delivery_grosze,
              to: row.bank_account
                ? { kind: "account" as const, account: row.bank_account }
                : { kind: "same_method" as const, paymentTitle: order.paymentTitle },
            },
          }
        : {}),
    });
    await sendMail(context, {
      kind: `return_${step}`,
      to: row.email,
      ...mail,
      orderId: row.order_id,
      data: { order_number: order.number, withdrawal_id: id },
    });
  }
  return returnDetail(context, id, principal);
}
