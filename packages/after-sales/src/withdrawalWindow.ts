import { AfterSalesError } from "./afterSalesError.js";
import { addCalendarDays, isWarsawCalendarDate, warsawDeadline } from "./warsawCalendar.js";

/** The statutory withdrawal period (ustawa o prawach konsumenta art. 27): no shop setting goes below it. */
export const STATUTORY_WITHDRAWAL_DAYS = 14;

/** What the withdrawal window of an order is decided on. */
export interface WithdrawalWindowOrder {
  /** The lifecycle status (`@outlet/orders`): only `cancelled` matters here. */
  readonly status: string;
  /** The Warsaw date the goods were delivered (`YYYY-MM-DD`; the last part's), or `null` before delivery. */
  readonly deliveredOn: string | null;
  /** The return period stored on the order when it was placed (art. 34; the shop's setting then). */
  readonly periodDays: number;
}

/** Why the withdrawal function is closed. */
export type WithdrawalClosedReason = "period_over" | "cancelled";

/** The window's answer: open (until `closesAt`, or with no end yet before delivery) or closed with its reason. */
export type WithdrawalWindow =
  | {
      readonly open: true;
      /** The last instant (epoch ms, 23:59:59.999 Warsaw), or `null` while the goods are not delivered. */
      readonly closesAt: number | null;
      /** The last day (`YYYY-MM-DD`, Warsaw), or `null` before delivery. */
      readonly lastDay: string | null;
      /** The period the window counts with (never below 14). */
      readonly days: number;
    }
  | {
      readonly open: false;
      readonly reason: WithdrawalClosedReason;
      /** When it closed (`period_over`), else `null`. */
      readonly closedAt: number | null;
      readonly lastDay: string | null;
      readonly days: number;
      /** The Polish sentence the shopper reads. */
      readonly message: string;
    };

const polishDate = (date: string): string => {
  const [y, m, d] = date.split("-");
  return `${Number(d)}.${m}.${y}`;
};

/**
 * The withdrawal window of an order at `now` (after-sales-and-law.md §2): open from the order (a withdrawal
 * before delivery is valid) until the end of the return period after delivery — the delivery day not
 * counted, the last day ending at 23:59:59 Warsaw time — and never shorter than 14 days whatever the stored
 * period says; closed for a cancelled order. Pure.
 *
 * @param now - The instant asked about, epoch ms.
 * @throws {AfterSalesError} `invalid-order` for a delivery date that is not a date or a period that is not whole.
 * @example
 * withdrawalWindow({ status: "delivered", deliveredOn: "2026-10-20", periodDays: 30 }, Date.UTC(2026, 10, 19, 22, 59)).open; // true
 */
export function withdrawalWindow(order: WithdrawalWindowOrder, now: number): WithdrawalWindow {
  if (!Number.isSafeInteger(order.periodDays) || order.periodDays < 0) {
    throw new AfterSalesError({ reason: "invalid-order", field: "periodDays", value: order.periodDays });
  }
  if (order.deliveredOn !== null && !isWarsawCalendarDate(order.deliveredOn)) {
    throw new AfterSalesError({ reason: "invalid-order", field: "deliveredOn", value: order.deliveredOn });
  }
  if (!Number.isFinite(now)) throw new AfterSalesError({ reason: "invalid-time", field: "now", value: now });
  const days = Math.max(STATUTORY_WITHDRAWAL_DAYS, order.periodDays);
  if (order.status === "cancelled") {
    return {
      open: false,
      reason: "cancelled",
      closedAt: null,
      lastDay: null,
      days,
      message: "Zamówienie zostało anulowane, więc nie ma umowy, od której można odstąpić.",
    };
  }
  if (order.deliveredOn === null) return { open: true, closesAt: null, lastDay: null, days };
  const lastDay = addCalendarDays(order.deliveredOn, days);
  const closesAt = warsawDeadline(order.deliveredOn, days);
  if (now <= closesAt) return { open: true, closesAt, lastDay, days };
  return {
    open: false,
    reason: "period_over",
    closedAt: closesAt,
    lastDay,
    days,
    message: `Termin na odstąpienie od umowy minął ${polishDate(lastDay)} o 23:59 (${days} dni od dostarczenia zamówienia ${polishDate(order.deliveredOn)}).`,
  };
}
