import {
  type DroppedUnitsMoney,
  droppedUnitsMoney,
  NOT_YET_SHIPPED_STATUSES,
  type WithdrawalRefund,
} from "@outlet/after-sales";
import { formatPrice } from "@outlet/formatting";
import type { OrderEffect, StockUnits } from "@outlet/orders";
import type { AppContext } from "../context.js";
import { afterSalesDb } from "../db/afterSalesSchema.js";
import type { TxDb } from "../db/transactionSchema.js";
import { plainMail } from "../mail/plainMail.js";
import { sendMail } from "../mail/sendMail.js";
import { loadLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import type { OrderDoc } from "../orders/orderDocument.js";
import { giveBackStock, recordOrderEvent, runAfterCommit } from "../orders/orderLifecycle.js";
import { shopServices } from "../shop/shopServices.js";
import type { BeforeDispatchRequest } from "./cancelBeforeDispatch.js";
import { warsawDateTime } from "./withdrawalMail.js";
import type { StoredWithdrawalLine, WithdrawalOrder } from "./withdrawalOrder.js";

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
}): string {
  const head =
    "Tych produktów jeszcze nie wysłaliśmy, więc usunęliśmy je z zamówienia — niczego nie odsyłasz.";
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
  return `${head} ${body} ${restShips(facts.payment)}`;
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
  const segments = doc.total_segments as { code: string; value: number }[] | undefined;
  return {
    ...doc,
    grand_total: total,
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

/**
 * A withdrawal of some units of an order not yet shipped (after-sales-and-law.md §1–2): in one transaction
 * the units leave the order (its lines and stock), the order's money changes by `droppedUnitsMoney` (a paid
 * order is refunded their price, an unpaid one owes less; delivery stays charged), the withdrawal is
 * recorded without a return code and the timeline says so; after the commit the gateway refunds and the
 * acknowledgement mail tells exactly that. Answers the record's id, or `null` when the order moved meanwhile.
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
  let outcome: {
    id: number;
    money: DroppedUnitsMoney;
    backInStock: string[];
    stored: NonNullable<Awaited<ReturnType<typeof loadLifecycleOrder>>>;
  };
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const current = await loadLifecycleOrder(trx, order.id);
      if (
        !current ||
        current.lifecycle.status !== order.status ||
        !(NOT_YET_SHIPPED_STATUSES as readonly string[]).includes(current.lifecycle.status)
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
      const money = droppedUnitsMoney(current.lifecycle, refund.goodsGrosze);
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
        .set({
          grand_total_grosze: money.totalGrosze,
          refunded_grosze: current.lifecycle.refundedGrosze + (refundNow ? money.amountGrosze : 0),
          body: JSON.stringify(doc),
        })
        .where("id", "=", order.id)
        .where("status", "=", current.lifecycle.status)
        .where("refunded_grosze", "=", current.lifecycle.refundedGrosze)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) !== 1) throw new DropChangedMeanwhile();
      const inserted = await afterSalesDb(trx)
        .insertInto("withdrawal")
        .values({
          order_id: order.id,
          request_key: request.requestKey,
          created_at: now,
          name: request.name,
          email: request.email,
          reason: request.reason,
          lines: JSON.stringify(lines),
          goods_grosze: refund.goodsGrosze,
          delivery_grosze: 0,
          refund_grosze: money.kind === "refund" ? money.amountGrosze : 0,
          status: needsAccount ? "reported" : "refunded",
          return_method: UNITS_DROPPED,
          return_cost: "free",
          return_cost_grosze: 0,
          return_code: null,
          needs_bank_account: needsAccount ? 1 : 0,
          bank_account: null,
          sent_at: null,
          received_at: null,
          refunded_at: refundNow ? now : null,
          receipt: null,
          problem_note: null,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const what = lines.map((l) => `${l.name} × ${l.qty}`).join(", ");
      await recordOrderEvent(trx as TxDb, order.id, {
        at: now,
        type: "withdrawal",
        actor: "shopper",
        from: null,
        to: null,
        summary:
          `Odstąpienie od umowy przed wysyłką — usunięte z zamówienia: ${what}; ` +
          (money.kind === "lower_due"
            ? `do zapłaty ${zl(money.totalGrosze)} (mniej o ${zl(money.amountGrosze)})`
            : refundNow
              ? `zwrot ${zl(money.amountGrosze)} przez operatora płatności`
              : `zwrot ${zl(money.amountGrosze)} przelewem po podaniu numeru konta`),
        data: {
          withdrawal_id: inserted.id,
          before_dispatch: true,
          dropped: lines.map((l) => ({ item_id: l.item_id, qty: l.qty })),
          money,
        },
      });
      const stored = {
        ...current,
        doc,
        lifecycle: { ...current.lifecycle, totalGrosze: money.totalGrosze },
      };
      return { id: inserted.id, money, backInStock, stored };
    });
  } catch (error) {
    if (error instanceof DropChangedMeanwhile) return null;
    throw error;
  }
  const { id, money, backInStock, stored } = outcome;
  const refundNow = money.kind === "refund" && money.via === "gateway" && money.amountGrosze > 0;
  const tags = [
    ...new Set(
      lines.flatMap((l) => {
        const item = stored.doc.items.find((i) => i.item_id === l.item_id);
        return [`P${l.sku}`, ...(item?.parent_sku ? [`P${item.parent_sku}`] : [])];
      }),
    ),
  ];
  const effects: OrderEffect[] = [
    ...(refundNow
      ? [
          {
            type: "refund" as const,
            amountGrosze: money.amountGrosze,
            via: "gateway" as const,
            account: null,
          },
        ]
      : []),
    { type: "announce", tags },
  ];
  await runAfterCommit(context, stored, effects, backInStock);
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

/**
 * Refunds the paid transfer of units dropped before dispatch once the shopper gave the account (§2): the
 * order's refunded amount grows (never past what was paid), the record closes and the timeline says so.
 */
export async function completeDropRefund(
  context: AppContext,
  orderId: number,
  withdrawalId: number,
  account: string,
): Promise<void> {
  const { db } = shopServices(context);
  const now = context.now();
  await db.transaction().execute(async (trx) => {
    const row = await afterSalesDb(trx)
      .selectFrom("withdrawal")
      .select(["refund_grosze", "status"])
      .where("id", "=", withdrawalId)
      .executeTakeFirst();
    const current = await loadLifecycleOrder(trx, orderId);
    if (!row || !current || row.status === "refunded") return;
    const amount = Math.min(
      row.refund_grosze,
      current.lifecycle.paidGrosze - current.lifecycle.refundedGrosze,
    );
    await trx
      .updateTable("sales_order")
      .set({ refunded_grosze: current.lifecycle.refundedGrosze + amount })
      .where("id", "=", orderId)
      .execute();
    await afterSalesDb(trx)
      .updateTable("withdrawal")
      .set({ status: "refunded", refunded_at: now, updated_at: now })
      .where("id", "=", withdrawalId)
      .execute();
    await recordOrderEvent(trx as TxDb, orderId, {
      at: now,
      type: "refund",
      actor: { kind: "system" },
      from: null,
      to: null,
      summary: `Zwrot ${zl(amount)} na konto ${account} (produkty usunięte przed wysyłką)`,
      data: { withdrawal_id: withdrawalId, refund: { amount_grosze: amount, via: "transfer", account } },
    });
  });
}
