import { addCalendarDays, warsawCalendarDate, warsawDeadline } from "@outlet/after-sales";
import { formatLongDate } from "@outlet/formatting";
import type { LifecycleOrder } from "./lifecycleOrder";
import { OrdersError } from "./ordersError";

/** When an order paid by bank transfer must be paid by. */
export interface TransferPaymentDeadline {
  /** The last day to pay (`YYYY-MM-DD`, Warsaw calendar). */
  readonly lastDay: string;
  /** The last instant (epoch ms): 23:59:59.999 Warsaw time on {@link lastDay}. */
  readonly endsAt: number;
  /** The period it was counted with (the shop's setting). */
  readonly days: number;
}

/**
 * The payment deadline of an order paid by bank transfer (s23): the Warsaw day it was placed plus `days`
 * calendar days, ending at 23:59:59 Warsaw time — counted like the withdrawal window
 * (`@outlet/after-sales` `warsawDeadline`, whatever daylight-saving change lies in between). Pure.
 *
 * @param placedAt - When the order was placed, epoch ms.
 * @param days - The shop's transfer payment period (`bankAccount.paymentDays`, 1–30), whole days.
 * @throws {OrdersError} `invalid-time` for a time that is not finite, `invalid-order` for days that are not whole and positive.
 * @example
 * transferPaymentDeadline(Date.UTC(2026, 11, 1, 10), 7);
 * // { lastDay: "2026-12-08", endsAt: Date.UTC(2026, 11, 8, 22, 59, 59, 999), days: 7 }
 */
export function transferPaymentDeadline(placedAt: number, days: number): TransferPaymentDeadline {
  if (!Number.isFinite(placedAt))
    throw new OrdersError({ reason: "invalid-time", field: "placedAt", value: placedAt });
  if (!Number.isSafeInteger(days) || days < 1)
    throw new OrdersError({ reason: "invalid-order", field: "days", value: days });
  const placedOn = warsawCalendarDate(placedAt);
  return { lastDay: addCalendarDays(placedOn, days), endsAt: warsawDeadline(placedOn, days), days };
}

/** What {@link transferPaymentOverdue} reads of an order. */
export type TransferPaymentOrder = Pick<LifecycleOrder, "status" | "payment" | "paidGrosze"> & {
  /** When it was placed, epoch ms. */
  readonly placedAt: number;
};

/**
 * Whether an order paid by bank transfer is past its payment deadline at `now` with no money booked, so the
 * shop cancels it (s23): only a transfer order still waiting (`placed` or `awaiting_payment`, nothing paid),
 * and only after the last instant of its last day — at 23:59:59.999 Warsaw it is still in time. Pure.
 *
 * @param now - The instant asked about, epoch ms (the caller's clock).
 * @throws {OrdersError} as {@link transferPaymentDeadline}, and `invalid-time` for a `now` that is not finite.
 * @example
 * transferPaymentOverdue({ status: "placed", payment: "transfer", paidGrosze: 0, placedAt: Date.UTC(2026, 11, 1, 10) }, 7, Date.UTC(2026, 11, 8, 23)); // true
 */
export function transferPaymentOverdue(order: TransferPaymentOrder, days: number, now: number): boolean {
  if (!Number.isFinite(now)) throw new OrdersError({ reason: "invalid-time", field: "now", value: now });
  if (order.payment !== "transfer" || order.paidGrosze > 0) return false;
  if (order.status !== "placed" && order.status !== "awaiting_payment") return false;
  return now > transferPaymentDeadline(order.placedAt, days).endsAt;
}

/**
 * What the shopper reads next to the transfer details — thank-you page, order page, confirmation mail (s23):
 * the last day in the long Polish form and what happens after it. Pure.
 *
 * @param lastDay - The last day to pay, `YYYY-MM-DD` ({@link TransferPaymentDeadline.lastDay}).
 * @example
 * transferDeadlineNotice("2026-12-08");
 * // "Zapłać do 8 grudnia 2026. Jeśli nie otrzymamy wpłaty do tego dnia, anulujemy zamówienie."
 */
export function transferDeadlineNotice(lastDay: string): string {
  return `Zapłać do ${formatLongDate(lastDay)}. Jeśli nie otrzymamy wpłaty do tego dnia, anulujemy zamówienie.`;
}
