import {
  type DroppedUnitsMoney,
  droppedUnitsMoney,
  NOT_YET_SHIPPED_STATUSES,
  type WithdrawalRefund,
} from "@outlet/after-sales";
import { formatPrice } from "@outlet/formatting";
import type { LifecycleOrder, StockUnits } from "@outlet/orders";
import { orderTotalTaxGrosze } from "@outlet/tax";
import type { AppContext } from "../context.js";
import { afterSalesDb } from "../db/afterSalesSchema.js";
import type { TxDb } from "../db/transactionSchema.js";
import { plainMail } from "../mail/plainMail.js";
import { sendMail } from "../mail/sendMail.js";
import { loadLifecycleOrder, type StoredLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import type { OrderDoc } from "../orders/orderDocument.js";
import { applyOrderCommand, giveBackStock, runAfterCommit } from "../orders/orderLifecycle.js";
import { shopServices } from "../shop/shopServices.js";
import type { BeforeDispatchRequest } from "./cancelBeforeDispatch.js";
import { recordWithdrawalBeforeDispatch } from "./withdrawalEntry.js";
import { warsawDateTime } from "./withdrawalMail.js";
import type { StoredWithdrawalLine, WithdrawalOrder } from "./withdrawalOrder.js";
import { newWithdrawalRow } from "./withdrawalRow.js";

/**
 * `withdrawal.return_method` of units withdrawn before the parcel left the shop while the rest of the order
 * still ships: they leave the order (back to stock), nothing is sent back, no return code (§1–2).
 */
export const UNITS_DROPPED = "dropped";

const zl = (grosze: number): string => formatPrice(grosze / 100);

/** The rest ships: its delivery (and a cash-on-delivery fee, collected with the parcel) stays charged (§2). */
const restShips = (payment: string): string =>
  payment === "cash_on_delivery"
    ? "Pozostałe produkty wyślemy jak zwykle; koszt dostawy i opłata za pobranie zostają w zamówieniu, bo paczka nadal do Ciebie jedzie."
    : "Pozostałe produkty wyślemy jak zwykle; koszt dostawy zostaje w zamówieniu, bo paczka nadal do Ciebie jedzie.";

/** What the shopper reads of units dropped before dispatch: nothing to send back, and the money. Pure. */
export function droppedUnitsMessage(facts: {
  readonly money: DroppedUnitsMoney;
  readonly payment: string;
  readonly refunded: boolean;
  /** `false` when the new total is not known (an older record's view): the sentence gives the difference. */
  readonly totalKnown?: boolean;
  /** `true` once the rest of the order left the shop: "the rest ships as usual" is no longer said. */
  readonly restShipped?: boolean;
}): string {
  const head = facts.restShipped
    ? "Te produkty usunęliśmy z zamówienia przed wysyłką — niczego nie odsyłasz."
    : "Tych produktów jeszcze nie wysłaliśmy, więc usunęliśmy je z zamówienia — niczego nie odsyłasz.";
  const { money } = facts;
  const amount = zl(money.amountGrosze);
  const body =
    money.kind === "lower_due"
      ? facts.totalKnown === false
        ? `Kwota do zapłaty za zamówienie zmniejszyła się o ${amount}.`
        : facts.payment === "cash_on_delivery"
          ? `Przy odbiorze zapłacisz o ${amount} mniej: ${zl(money.totalGrosze)}.`
          : `Do zapłaty zostaje ${zl(money.totalGrosze)} (o ${amount} mniej).`
      : money.via === "gateway"
        ? `${facts.refunded ? "Zwróciliśmy" : "Zwracamy"} ${amount} tą samą metodą płatności; pieniądze zwykle są na koncie w ciągu kilku dni roboczych.`
        : `Zwrócimy ${amount} przelewem w ciągu 14 dni — podaj numer konta poniżej.`;
  return facts.restShipped ? `${head} ${body}` : `${head} ${body} ${restShips(facts.payment)}`;
}

/** What the confirmation step says before units of an order not yet shipped are withdrawn. Pure. */
export function dropPreviewMessage(money: DroppedUnitsMoney, payment: string): string {
  const head =
    "Zamówienie nie zostało jeszcze wysłane: te produkty usuniemy z zamówienia, niczego nie odsyłasz.";
  const amount = zl(money.amountGrosze);
  const body =
    money.kind === "lower_due"
      ? payment === "cash_on_delivery"
        ? `Przy odbiorze zapłacisz o ${amount} mniej: ${zl(money.totalGrosze)}.`
        : `Do zapłaty zostanie ${zl(money.totalGrosze)} (o ${amount} mniej).`
      : money.via === "gateway"
        ? `Zwrócimy od razu ${amount} tą samą metodą płatności.`
        : `Zwrócimy ${amount} przelewem — po potwierdzeniu podasz numer konta.`;
  return `${head} ${body} ${restShips(payment)}`;
}

/** What dropping these units would do to the order's money now (the rule of `@outlet/after-sales`). */
export async function dropMoney(context: AppContext, orderId: number, goodsGrosze: number) {
  const stored = await loadLifecycleOrder(shopServices(context).db, orderId);
  if (!stored) throw new Error(`order ${orderId} vanished`);
  return droppedUnitsMoney(stored.lifecycle, goodsGrosze);
}

/** The order's document with the dropped units marked per line (`qty_canceled`) and the new grand total. */
function docWithoutUnits(
  doc: OrderDoc,
  lines: readonly StoredWithdrawalLine[],
  money: DroppedUnitsMoney,
): OrderDoc {
  const totalGrosze = money.totalGrosze;
  const lowered = Math.round(Number(doc.withdrawn_before_dispatch_amount ?? 0) * 100);
  const dropped = (id: number) => lines.filter((l) => l.item_id === id).reduce((a, l) => a + l.qty, 0);
  const total = totalGrosze / 100;
  // the VAT shown follows the new total (tester s22 item 2: it stayed the old total's VAT)
  const taxGrosze = orderTotalTaxGrosze(
    totalGrosze,
    doc.items.map((i) => i.tax_percent),
  );
  const tax = taxGrosze === null ? null : taxGrosze / 100;
  const segments = (doc.total_segments as { code: string; value: number }[] | undefined)?.map((s) =>
    s.code === "tax" && tax !== null ? { ...s, value: tax } : s,
  );
  return {
    ...doc,
    grand_total: total,
    ...(tax === null ? {} : { tax_amount: tax }),
    // what the amount due went down by (unpaid orders; a paid one shows it as refunded): the totals add up
    ...(money.kind === "lower_due"
      ? { withdrawn_before_dispatch_amount: (lowered + money.amountGrosze) / 100 }
      : {}),
    ...(segments ? { total_segments: withDroppedSegment(segments, total, money, lowered) } : {}),
    items: doc.items.map((item) => {
      const qty = dropped(item.item_id);
      const before = item.qty_canceled ?? 0;
      return qty > 0 ? { ...item, qty_canceled: before + qty } : item;
    }),
  };
}

/** The order's total segments with the new grand total and, for an unpaid order, what it went down by. */
function withDroppedSegment(
  segments: readonly { code: string; value: number }[],
  total: number,
  money: DroppedUnitsMoney,
  loweredBefore: number,
) {
  const rest = segments
    .filter((s) => s.code !== DROPPED_SEGMENT)
    .map((s) => (s.code === "grand_total" ? { ...s, value: total } : s));
  if (money.kind !== "lower_due") return rest;
  const dropped = {
    code: DROPPED_SEGMENT,
    title: "Odstąpiono przed wysyłką",
    value: -(loweredBefore + money.amountGrosze) / 100,
  };
  const at = rest.findIndex((s) => s.code === "tax" || s.code === "grand_total");
  return at < 0 ? [...rest, dropped] : [...rest.slice(0, at), dropped, ...rest.slice(at)];
}

const DROPPED_SEGMENT = "withdrawn_before_dispatch";

class DropChangedMeanwhile extends Error {}

/** What the drop writes, for the steps after the commit. */
interface Dropped {
  readonly id: number;
  readonly backInStock: string[];
  readonly stored: StoredLifecycleOrder;
}

/**
 * The drop's own writes inside `trx`, on the order as it was before any refund of this withdrawal
 * (`before`): the units leave the order's lines and go back to stock, the document and grand total change,
 * the withdrawal is recorded and the timeline says why. The money itself moves only through the lifecycle
 * (`applyOrderCommand`'s refund, settled by the withdrawal), never here.
 */
async function writeDrop(
  trx: TxDb,
  order: WithdrawalOrder,
  request: BeforeDispatchRequest,
  lines: readonly StoredWithdrawalLine[],
  refund: WithdrawalRefund,
  before: LifecycleOrder,
  expected: DroppedUnitsMoney,
  now: number,
): Promise<Dropped> {
  const current = await loadLifecycleOrder(trx, order.id);
  const money = droppedUnitsMoney(before, refund.goodsGrosze);
  if (
    !current ||
    before.status !== order.status ||
    !(NOT_YET_SHIPPED_STATUSES as readonly string[]).includes(before.status) ||
    JSON.stringify(money) !== JSON.stringify(expected)
  ) {
    throw new DropChangedMeanwhile();
  }
  const taken = await afterSalesDb(trx)
    .selectFrom("withdrawal")
    .select("lines")
    .where("order_id", "=", order.id)
    .execute();
  if (taken.flatMap((r) => JSON.parse(r.lines) as unknown[]).length !== order.earlier.length) {
    throw new DropChangedMeanwhile();
  }
  const refundNow = money.kind === "refund" && money.via === "gateway" && money.amountGrosze > 0;
  const needsAccount = money.kind === "refund" && money.via === "transfer" && money.amountGrosze > 0;
  const units: StockUnits[] = [];
  for (const line of lines) {
    await trx
      .updateTable("order_line")
      .set((eb) => ({ qty: eb("qty", "-", line.qty) }))
      .where("id", "=", line.item_id)
      .where("order_id", "=", order.id)
      .execute();
    const item = current.doc.items.find((i) => i.item_id === line.item_id);
    units.push({ sku: line.sku, parentSku: item?.parent_sku ?? null, qty: line.qty });
  }
  const backInStock = await giveBackStock(trx, units, now);
  const doc = docWithoutUnits(current.doc, lines, money);
  const written = await trx
    .updateTable("sales_order")
    .set({ grand_total_grosze: money.totalGrosze, body: JSON.stringify(doc) })
    .where("id", "=", order.id)
    .where("status", "=", current.lifecycle.status)
    .where("refunded_grosze", "=", current.lifecycle.refundedGrosze)
    .executeTakeFirst();
  if (Number(written.numUpdatedRows) !== 1) throw new DropChangedMeanwhile();
  const inserted = await afterSalesDb(trx)
    .insertInto("withdrawal")
    .values(
      newWithdrawalRow(order.id, request, lines, now, {
        goods_grosze: refund.goodsGrosze,
        delivery_grosze: 0,
        refund_grosze: money.kind === "refund" ? money.amountGrosze : 0,
        status: needsAccount ? "reported" : "refunded",
        return_method: UNITS_DROPPED,
        return_cost: "free",
        return_cost_grosze: 0,
        needs_bank_account: needsAccount ? 1 : 0,
        refunded_at: refundNow ? now : null,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordWithdrawalBeforeDispatch(trx, order.id, {
    at: now,
    lines,
    whole: false,
    money:
      money.kind === "lower_due"
        ? `do zapłaty ${zl(money.totalGrosze)} (mniej o ${zl(money.amountGrosze)})`
        : refundNow
          ? `zwrot ${zl(money.amountGrosze)} przez operatora płatności`
          : `zwrot ${zl(money.amountGrosze)} przelewem po podaniu numeru konta`,
    data: {
      withdrawal_id: inserted.id,
      dropped: lines.map((l) => ({ item_id: l.item_id, qty: l.qty })),
      money,
    },
  });
  const stored = { ...current, doc, lifecycle: { ...current.lifecycle, totalGrosze: money.totalGrosze } };
  return { id: inserted.id, backInStock, stored };
}

/**
 * A withdrawal of some units of an order not yet shipped (after-sales-and-law.md §1–2): in one transaction
 * the units leave the order (its lines and stock), the order's money changes by `droppedUnitsMoney` (a paid
 * order is refunded their price, an unpaid one owes less; delivery stays charged), the withdrawal is
 * recorded without a return code and the timeline says so. A paid online order's refund is the lifecycle's
 * own `refund` settling the withdrawal (the gateway is asked after the commit); a paid transfer's waits for
 * the shopper's account ({@link settleBeforeDispatch}). The acknowledgement mail tells exactly that.
 * Answers the record's id, or `null` when the order moved meanwhile.
 */
export async function dropBeforeDispatch(
  context: AppContext,
  order: WithdrawalOrder,
  request: BeforeDispatchRequest,
  lines: readonly StoredWithdrawalLine[],
  refund: WithdrawalRefund,
  page: string | null,
): Promise<number | null> {
  const { db } = shopServices(context);
  const now = context.now();
  const money = await dropMoney(context, order.id, refund.goodsGrosze);
  const refundNow = money.kind === "refund" && money.via === "gateway" && money.amountGrosze > 0;
  let dropped: Dropped | null = null;
  try {
    if (refundNow) {
      const result = await applyOrderCommand(
        context,
        order.id,
        { type: "refund", amountGrosze: money.amountGrosze, basis: "withdrawal" },
        { kind: "system" },
        async (trx, { before }) => {
          dropped = await writeDrop(trx, order, request, lines, refund, before, money, now);
        },
        // the acknowledgement below is the shopper's one mail of this event
        { mails: false },
      );
      if (!result.ok) return null;
    } else {
      dropped = await db.transaction().execute(async (trx) => {
        const before = await loadLifecycleOrder(trx, order.id);
        if (!before) throw new DropChangedMeanwhile();
        return writeDrop(trx, order, request, lines, refund, before.lifecycle, money, now);
      });
    }
  } catch (error) {
    if (error instanceof DropChangedMeanwhile) return null;
    throw error;
  }
  if (dropped === null) return null;
  const { id, backInStock, stored } = dropped as Dropped;
  const tags = [
    ...new Set(
      lines.flatMap((l) => {
        const item = stored.doc.items.find((i) => i.item_id === l.item_id);
        return [`P${l.sku}`, ...(item?.parent_sku ? [`P${item.parent_sku}`] : [])];
      }),
    ),
  ];
  await runAfterCommit(context, stored, [{ type: "announce", tags }], backInStock);
  const message = droppedUnitsMessage({ money, payment: order.payment, refunded: refundNow });
  const subject = `Potwierdzenie odstąpienia od umowy – zamówienie ${order.number}`;
  const mail = plainMail(subject, [
    `Dnia ${warsawDateTime(now)} (czas polski) otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy dotyczące części zamówienia ${order.number}.`,
    "Odstąpienie dotyczy:",
    ...lines.map((l) => `– ${l.name} × ${l.qty} (${zl(l.grosze)})`),
    message,
    ...(page ? [`Zamówienie: ${page}`] : []),
  ]);
  await sendMail(context, {
    kind: "withdrawal_acknowledged",
    to: request.email,
    ...mail,
    orderId: order.id,
    data: { order_number: order.number, withdrawal_id: id, return_code: null, dropped_before_dispatch: true },
  });
  return id;
}
