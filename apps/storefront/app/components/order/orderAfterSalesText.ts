import { formatPrice } from "@outlet/formatting";
import type { OrderView } from "@outlet/transport";
import { plAfterSalesLead, plAfterSalesNext } from "../../i18n/pl.afterSales";
import { orderStatusLabel, plOrders } from "../../i18n/pl.orders";

/** The part of an order these texts read: its status and the API's `after_sales` (`orderAfterSales`). */
type AfterSalesOrder = Pick<OrderView, "status" | "after_sales">;

/** The money back of an order, or null when nothing went back. */
function refundOf(order: AfterSalesOrder) {
  const refund = order.after_sales?.refund;
  if (!refund || refund.kind === "none") return null;
  return {
    full: refund.kind === "full",
    amount: formatPrice(Number(refund.refunded_amount)),
    when: refund.last_refunded_at_label,
  };
}

/**
 * The order page's lead line about money (s20): „Zapłacono: …” / „Do zapłaty: …”, with „Zwrócono: …” beside
 * it after a partial refund, and instead of it after a full one — „Zamówienie zwrócone — zwróciliśmy …” for
 * a returned order, „Zamówienie anulowane — …” for a cancelled one. The state is the API's (one rule:
 * `@outlet/after-sales` `orderAfterSales`); this only words it.
 *
 * @example
 * orderMoneyLead(order, true, 134.99); // "Zamówienie zwrócone — zwróciliśmy 134,99 zł (30 listopada 2026, 10:05)."
 */
export function orderMoneyLead(order: AfterSalesOrder, paid: boolean, total: number): string {
  const lead = (paid ? plOrders.paid : plOrders.toPay)(formatPrice(total));
  const refund = refundOf(order);
  if (!refund) return lead;
  if (!refund.full) return `${lead} · ${plAfterSalesLead.refundedPart(refund.amount, refund.when)}`;
  if (order.status === "cancelled") return plAfterSalesLead.cancelledRefunded(refund.amount, refund.when);
  if (order.after_sales?.return.kind === "returned")
    return plAfterSalesLead.returnedAll(refund.amount, refund.when);
  return plAfterSalesLead.refundedAll(refund.amount, refund.when);
}

/**
 * What the tracking box says comes next after the sale (s20), or null to keep the status's own text: the
 * return under way (parcel awaited, on its way, received), the order returned and refunded, part of it
 * returned and refunded, a cancelled order refunded.
 *
 * @example
 * orderAfterSalesNext({ status: "delivered", after_sales: { pending_return: "received", … } }); // "Otrzymaliśmy Twoją paczkę ze zwrotem. Przygotowujemy zwrot pieniędzy."
 */
export function orderAfterSalesNext(order: AfterSalesOrder): string | null {
  const pending = order.after_sales?.pending_return;
  if (pending) return plAfterSalesNext.returnNext[pending] ?? null;
  const refund = refundOf(order);
  if (!refund) return null;
  if (order.status === "cancelled") return plAfterSalesNext.cancelledRefunded(refund.amount, refund.when);
  const kind = order.after_sales?.return.kind;
  if (kind === "returned") return plAfterSalesNext.returned(refund.amount, refund.when);
  if (kind === "partial") return plAfterSalesNext.partlyReturned(refund.amount, refund.when);
  return null;
}

/**
 * An order's status as the order list and the order page print it (lower case): „zwrócone” / „zwrot w
 * toku” for the whole order, otherwise the lifecycle's status with the return's badge beside it
 * („dostarczone, częściowo zwrócone”).
 *
 * @example
 * orderStatusText({ status: "delivered", after_sales: { return: { kind: "returned", label: "Zwrócone" }, … } }); // "zwrócone"
 */
export function orderStatusText(order: AfterSalesOrder): string {
  const afterSales = order.after_sales;
  const whole = afterSales?.return.label;
  if (whole) return whole.toLocaleLowerCase("pl-PL");
  const status = orderStatusLabel(order.status);
  return afterSales?.badge ? `${status}, ${afterSales.badge.toLocaleLowerCase("pl-PL")}` : status;
}
