import type { WithdrawalRefund } from "@outlet/after-sales";
import { formatPrice } from "@outlet/formatting";
import type { OrderCommand } from "@outlet/orders";
import type { AppContext } from "../context.js";
import { afterSalesDb } from "../db/afterSalesSchema.js";
import type { TxDb } from "../db/transactionSchema.js";
import { plainMail } from "../mail/plainMail.js";
import { sendMail } from "../mail/sendMail.js";
import { loadLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import { applyOrderCommand } from "../orders/orderLifecycle.js";
import { shopServices } from "../shop/shopServices.js";
import { type OrderCharges, orderCharges } from "./orderCharges.js";
import { recordWithdrawalBeforeDispatch } from "./withdrawalEntry.js";
import { warsawDateTime } from "./withdrawalMail.js";
import type { StoredWithdrawalLine, WithdrawalOrder } from "./withdrawalOrder.js";
import { newWithdrawalRow, type WithdrawalRequestFields } from "./withdrawalRow.js";

/**
 * `withdrawal.return_method` of a withdrawal made before the parcel left the shop: there is no return, so
 * no return code, no parcel to receive and no return step for the staff (after-sales-and-law.md §1–2).
 */
export const NO_RETURN = "none";

const zl = (grosze: number): string => formatPrice(grosze / 100);

/**
 * "Nothing was paid, nothing is owed" with the amounts when they are known (after-sales-and-law.md §2: a
 * refund gives back what was paid; a cash-on-delivery fee never collected was never paid, so it is neither
 * refunded nor owed). Pure.
 */
function nothingPaid(charges: OrderCharges | null): string {
  if (charges === null)
    return "Nie pobraliśmy żadnej płatności i nic nie zapłacisz — ani za produkty, ani za dostawę.";
  const fee = charges.codFeeGrosze > 0 ? `, ani opłaty za pobranie (${zl(charges.codFeeGrosze)})` : "";
  return `Nie pobraliśmy żadnej płatności i nic nie zapłacisz — ani za produkty (${zl(charges.goodsGrosze)}), ani za dostawę (${zl(charges.deliveryGrosze)})${fee}, bo paczki nie wyślemy.`;
}

/** "Everything you paid: goods …, delivery …" of a refund of `refundGrosze` of which `goodsGrosze` for goods. */
function everythingPaid(refundGrosze: number, goodsGrosze: number): string {
  const goods = Math.min(goodsGrosze, refundGrosze);
  const rest = refundGrosze - goods;
  return `całą zapłaconą kwotę (produkty ${zl(goods)}${rest > 0 ? `, dostawa ${zl(rest)}` : ""})`;
}

/** What the shopper and the staff read of a withdrawal that cancelled an order before dispatch. Pure. */
export function cancelledBeforeDispatchMessage(facts: {
  readonly refundGrosze: number;
  readonly refunded: boolean;
  /** The part of the refund for the goods (the rest is delivery). */
  readonly goodsGrosze: number;
  /** The order's charges, when known: an unpaid order's message names them. */
  readonly charges?: OrderCharges | null;
}): string {
  const head = "Zamówienie nie zostało jeszcze wysłane, więc je anulowaliśmy — niczego nie odsyłasz.";
  if (facts.refundGrosze === 0) return `${head} ${nothingPaid(facts.charges ?? null)}`;
  const what = everythingPaid(facts.refundGrosze, facts.goodsGrosze);
  return facts.refunded
    ? `${head} Zwróciliśmy ${zl(facts.refundGrosze)}, czyli ${what}, tą samą metodą płatności; pieniądze zwykle są na koncie w ciągu kilku dni roboczych.`
    : `${head} Zwrócimy ${zl(facts.refundGrosze)}, czyli ${what}, przelewem w ciągu 14 dni — podaj numer konta poniżej.`;
}

/**
 * What cancelling the order before dispatch would give back: everything paid and not yet refunded (delivery
 * included, §1), and whether a paid transfer needs the shopper's bank account first.
 */
export async function cancellationMoney(
  context: AppContext,
  orderId: number,
): Promise<{
  readonly refundGrosze: number;
  readonly needsAccount: boolean;
  readonly payment: string;
  readonly charges: OrderCharges;
}> {
  const stored = await loadLifecycleOrder(shopServices(context).db, orderId);
  if (!stored) throw new Error(`order ${orderId} vanished`);
  const outstanding = stored.lifecycle.paidGrosze - stored.lifecycle.refundedGrosze;
  return {
    refundGrosze: outstanding,
    needsAccount: outstanding > 0 && stored.lifecycle.payment !== "online",
    payment: stored.lifecycle.payment,
    charges: orderCharges(stored.doc),
  };
}

/** What the confirmation step says before a whole order not yet shipped is withdrawn. Pure. */
export function cancelPreviewMessage(money: {
  readonly refundGrosze: number;
  readonly needsAccount: boolean;
  readonly charges: OrderCharges;
}) {
  const head = "Zamówienie nie zostało jeszcze wysłane: anulujemy je, a Ty niczego nie odsyłasz.";
  if (money.refundGrosze === 0) return `${head} ${nothingPaid(money.charges)}`;
  const what = everythingPaid(money.refundGrosze, money.charges.goodsGrosze);
  return money.needsAccount
    ? `${head} Zwrócimy ${zl(money.refundGrosze)}, czyli ${what}, przelewem — po potwierdzeniu podasz numer konta.`
    : `${head} Zwrócimy od razu ${zl(money.refundGrosze)}, czyli ${what}, tą samą metodą płatności.`;
}

/** The acknowledgement mail of a withdrawal that cancelled the order before dispatch (art. 11a). Pure. */
export function cancelledBeforeDispatchMail(facts: {
  readonly orderNumber: string;
  readonly at: number;
  readonly lines: readonly StoredWithdrawalLine[];
  readonly message: string;
  readonly page: string | null;
}) {
  const subject = `Potwierdzenie odstąpienia od umowy – zamówienie ${facts.orderNumber} anulowane`;
  const lines = [
    `Dnia ${warsawDateTime(facts.at)} (czas polski) otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy dotyczące całego zamówienia ${facts.orderNumber}.`,
    "Odstąpienie dotyczy:",
    ...facts.lines.map((l) => `– ${l.name} × ${l.qty}`),
    facts.message,
    ...(facts.page ? [`Zamówienie: ${facts.page}`] : []),
  ];
  return plainMail(subject, lines);
}

/** What {@link cancelBeforeDispatch} needs of the confirmation. */
export type BeforeDispatchRequest = WithdrawalRequestFields;

/** The withdrawal's row written inside the cancellation's transaction. */
async function insertRow(
  trx: TxDb,
  order: WithdrawalOrder,
  request: BeforeDispatchRequest,
  lines: readonly StoredWithdrawalLine[],
  refund: WithdrawalRefund,
  money: { readonly refundGrosze: number; readonly refunded: boolean; readonly needsAccount: boolean },
  now: number,
): Promise<number> {
  const inserted = await afterSalesDb(trx)
    .insertInto("withdrawal")
    .values(
      newWithdrawalRow(order.id, request, lines, now, {
        goods_grosze: refund.goodsGrosze,
        delivery_grosze: Math.max(0, money.refundGrosze - refund.goodsGrosze),
        refund_grosze: money.refundGrosze,
        // nothing to send back: the record is closed at once, or waits only for the bank account
        status: money.needsAccount ? "reported" : "refunded",
        return_method: NO_RETURN,
        return_cost: "free",
        return_cost_grosze: 0,
        needs_bank_account: money.needsAccount ? 1 : 0,
        refunded_at: money.refunded ? now : null,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  // the cause of the cancellation written in the same transaction: the timeline shows it first
  await recordWithdrawalBeforeDispatch(trx, order.id, {
    at: now,
    lines,
    whole: true,
    data: { withdrawal_id: inserted.id, refund_grosze: money.refundGrosze },
  });
  return inserted.id;
}

/**
 * A withdrawal of the whole order before it left the shop (after-sales-and-law.md §1–2): the order is
 * cancelled by the lifecycle's own `cancel` (stock back, everything paid refunded, delivery included) in one
 * transaction with the withdrawal's record and its timeline entry; no return code, no return to follow. A
 * transfer already paid needs the shopper's bank account first (asked after the acknowledgement, art. 11a):
 * the record waits for it and {@link settleBeforeDispatch} cancels then. Answers the new record's id,
 * or `null` when another request moved the order meanwhile.
 */
export async function cancelBeforeDispatch(
  context: AppContext,
  order: WithdrawalOrder,
  request: BeforeDispatchRequest,
  lines: readonly StoredWithdrawalLine[],
  refund: WithdrawalRefund,
  page: string | null,
): Promise<number | null> {
  const { db } = shopServices(context);
  const { refundGrosze: outstanding, needsAccount, charges } = await cancellationMoney(context, order.id);
  const now = context.now();
  let id: number | null = null;
  const money = { refundGrosze: outstanding, refunded: outstanding > 0 && !needsAccount, needsAccount };
  if (needsAccount) {
    id = await db
      .transaction()
      .execute((trx) => insertRow(trx as unknown as TxDb, order, request, lines, refund, money, now));
  } else {
    const result = await applyOrderCommand(
      context,
      order.id,
      { type: "cancel" },
      { kind: "system" },
      async (trx) => {
        id = await insertRow(trx, order, request, lines, refund, money, now);
      },
      // the acknowledgement below is the shopper's one mail of this event
      { mails: false },
    );
    if (!result.ok) return null;
  }
  if (id === null) return null;
  await sendMail(context, {
    kind: "withdrawal_acknowledged",
    to: request.email,
    ...cancelledBeforeDispatchMail({
      orderNumber: order.number,
      at: now,
      lines,
      message: cancelledBeforeDispatchMessage({ ...money, goodsGrosze: refund.goodsGrosze, charges }),
      page,
    }),
    orderId: order.id,
    data: { order_number: order.number, withdrawal_id: id, return_code: null, cancelled: true },
  });
  return id;
}

class AlreadySettled extends Error {}

/**
 * Settles a withdrawal made before dispatch once the shopper gave the bank account a paid transfer goes back
 * to (§2, asked after the acknowledgement): the lifecycle's `command` — the cancellation of the whole order,
 * or the refund of dropped units (`basis: "withdrawal"`, the only refund the shop gives itself) — and the
 * withdrawal's record closing commit together, or not at all. Answers the refusal's message, if any.
 *
 * @example
 * await settleBeforeDispatch(context, 42, 7, { type: "cancel", refundAccount: iban });
 */
export async function settleBeforeDispatch(
  context: AppContext,
  orderId: number,
  withdrawalId: number,
  command: Extract<OrderCommand, { type: "cancel" | "refund" }>,
): Promise<string | null> {
  const now = context.now();
  try {
    const result = await applyOrderCommand(context, orderId, command, { kind: "system" }, async (trx) => {
      const claimed = await afterSalesDb(trx)
        .updateTable("withdrawal")
        .set({ status: "refunded", refunded_at: now, updated_at: now })
        .where("id", "=", withdrawalId)
        .where("status", "!=", "refunded")
        .executeTakeFirst();
      // the same account given twice at once: the second settles nothing
      if (Number(claimed.numUpdatedRows) !== 1) throw new AlreadySettled();
    });
    return result.ok ? null : result.message;
  } catch (error) {
    if (error instanceof AlreadySettled) return null;
    throw error;
  }
}
