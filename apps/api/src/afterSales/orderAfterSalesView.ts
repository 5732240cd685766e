import { orderAfterSales, type ReturnStatus } from "@outlet/after-sales";
import type { OrderAfterSalesAnswer } from "@outlet/contract";
import { afterSalesDb } from "../db/afterSalesSchema.js";
import type { TxDb } from "../db/transactionSchema.js";
import type { StoredLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import type { OrderDoc } from "../orders/orderDocument.js";
import { NO_RETURN } from "./cancelBeforeDispatch.js";
import { UNITS_DROPPED } from "./dropBeforeDispatch.js";
import { warsawDateTime } from "./withdrawalMail.js";
import type { StoredWithdrawalLine } from "./withdrawalOrder.js";

/** What {@link orderAfterSalesViews} needs of one order. */
export interface AfterSalesOrderRow {
  readonly id: number;
  /** The order's lines: `item_id` and `qty_ordered` of the stored document. */
  readonly items: readonly {
    readonly item_id: number;
    readonly qty_ordered: number;
    /** Units withdrawn before dispatch: they left the order, so they are neither kept nor returned. */
    readonly qty_canceled?: number;
  }[];
  readonly paidGrosze: number;
  readonly refundedGrosze: number;
}

/** The `after_sales` part of an order in the API's answers (shopper and back office). */
export type AfterSalesView = OrderAfterSalesAnswer;

/**
 * Where each order stands after the sale, by `@outlet/after-sales` `orderAfterSales` over the orders'
 * withdrawals and money, with the time money last went back (a refund on the timeline, or the cancellation
 * that refunded it). Two queries for any number of orders (a list page). Keyed by order id.
 *
 * @example
 * (await orderAfterSalesViews(db, [{ id: 42, items, paidGrosze: 13499, refundedGrosze: 13499 }])).get(42)?.badge; // "Zwrócone"
 */
export async function orderAfterSalesViews(
  db: TxDb,
  orders: readonly AfterSalesOrderRow[],
): Promise<Map<number, AfterSalesView>> {
  const views = new Map<number, AfterSalesView>();
  if (orders.length === 0) return views;
  const ids = orders.map((o) => o.id);
  const [withdrawals, refunds] = await Promise.all([
    afterSalesDb(db)
      .selectFrom("withdrawal")
      .select(["order_id", "lines", "status"])
      .where("order_id", "in", ids)
      // a withdrawal before dispatch cancelled the order and opened no return (§1–2): nothing was returned
      // nothing comes back from a withdrawal before dispatch: no return state for it
      .where("return_method", "not in", [NO_RETURN, UNITS_DROPPED])
      .orderBy("id")
      .execute(),
    db
      .selectFrom("order_event")
      .select(["order_id", "at", "data"])
      .where("order_id", "in", ids)
      .where((eb) => eb.or([eb("type", "=", "refund"), eb("to_status", "=", "cancelled")]))
      .orderBy("id")
      .execute(),
  ]);
  for (const order of orders) {
    const own = withdrawals.filter((w) => w.order_id === order.id);
    const withdrawn = new Map<number, number>();
    for (const row of own) {
      for (const line of JSON.parse(row.lines) as StoredWithdrawalLine[]) {
        withdrawn.set(line.item_id, (withdrawn.get(line.item_id) ?? 0) + line.qty);
      }
    }
    const state = orderAfterSales({
      lines: order.items.map((item) => ({
        qty: item.qty_ordered - (item.qty_canceled ?? 0),
        withdrawnQty: withdrawn.get(item.item_id) ?? 0,
      })),
      returns: own.map((row) => row.status as ReturnStatus),
      paidGrosze: order.paidGrosze,
      refundedGrosze: order.refundedGrosze,
    });
    // a gateway's refusal is on the timeline as a refund event too: it is not when money went back
    const last = refunds
      .filter((e) => e.order_id === order.id && !String(e.data ?? "").includes('"failed":true'))
      .at(-1);
    const at = state.refund.kind === "none" || !last ? null : Number(last.at);
    views.set(order.id, {
      return: state.return,
      badge: state.badge,
      pending_return: state.pendingReturn,
      refund: {
        kind: state.refund.kind,
        label: state.refund.label,
        paid_amount: order.paidGrosze / 100,
        refunded_amount: state.refund.refundedGrosze / 100,
        kept_amount: state.refund.keptGrosze / 100,
        last_refunded_at: at === null ? null : new Date(at).toISOString(),
        last_refunded_at_label: at === null ? null : warsawDateTime(at),
      },
    });
  }
  return views;
}

/**
 * {@link orderAfterSalesViews} over `sales_order` rows as a list reads them (the stored body, the paid and
 * refunded grosze).
 *
 * @example
 * const views = await afterSalesOfStoredOrders(db, rows); // rows: { id, body, paid_grosze, refunded_grosze }[]
 */
export function afterSalesOfStoredOrders(
  db: TxDb,
  rows: readonly { id: number; body: string; paid_grosze: number; refunded_grosze: number }[],
): Promise<Map<number, AfterSalesView>> {
  return orderAfterSalesViews(
    db,
    rows.map((row) => ({
      id: row.id,
      items: (JSON.parse(row.body) as OrderDoc).items,
      paidGrosze: Number(row.paid_grosze),
      refundedGrosze: Number(row.refunded_grosze),
    })),
  );
}

/**
 * {@link orderAfterSalesViews} of one order as its page reads it (the shopper's and the back office's).
 *
 * @example
 * (await afterSalesOfOrder(db, await loadLifecycleOrder(db, 42)))?.refund.label; // "Zwrócono pieniądze"
 */
export async function afterSalesOfOrder(
  db: TxDb,
  order: StoredLifecycleOrder,
): Promise<AfterSalesView | null> {
  const views = await orderAfterSalesViews(db, [
    {
      id: order.id,
      items: order.doc.items,
      paidGrosze: order.lifecycle.paidGrosze,
      refundedGrosze: order.lifecycle.refundedGrosze,
    },
  ]);
  return views.get(order.id) ?? null;
}
