import { addCalendarMonths, endOfWarsawDay, warsawCalendarDate, warsawDeadline } from "./warsawCalendar.js";

/** A Warsaw calendar day and the last instant of it. */
export interface WarsawDayEnd {
  /** The last day, `YYYY-MM-DD` (Warsaw calendar). */
  readonly lastDay: string;
  /** The last millisecond of that day in Warsaw (23:59:59.999), epoch ms. */
  readonly endsAt: number;
}

/** How many calendar days the shop has to answer a complaint (ustawa o prawach konsumenta art. 7a). */
export const COMPLAINT_ANSWER_DAYS = 14;

/** How many months a complaint may be made after delivery (2 years, art. 43c ust. 1). */
export const COMPLAINT_WINDOW_MONTHS = 24;

/**
 * The day by which the shop must answer a complaint received at `receivedAt` (after-sales-and-law.md §4,
 * counted as §2: the day of receipt is not counted, the last day is that Warsaw date plus 14 calendar days,
 * and the deadline ends at the end of it, whatever daylight-saving change lies between). Pure.
 *
 * @param receivedAt - When the complaint reached the shop, epoch ms.
 * @throws {AfterSalesError} `invalid-time` when `receivedAt` is not a finite number.
 * @example
 * complaintAnswerDeadline(Date.UTC(2026, 2, 20, 12)).lastDay; // "2026-04-03" (across the spring DST change)
 */
export function complaintAnswerDeadline(receivedAt: number): WarsawDayEnd {
  const endsAt = warsawDeadline(receivedAt, COMPLAINT_ANSWER_DAYS);
  return { lastDay: warsawCalendarDate(endsAt), endsAt };
}

/**
 * The end of the period in which goods delivered on `deliveredOn` may be complained about: the same day two
 * years later, or the last day of that month when it has no such day (Kodeks cywilny art. 112: 29 February
 * → 28 February), at the end of that Warsaw day (after-sales-and-law.md §4). Pure.
 *
 * @param deliveredOn - The Warsaw calendar date of delivery, `YYYY-MM-DD`.
 * @throws {AfterSalesError} `invalid-date` when `deliveredOn` is not a calendar date.
 * @example
 * complaintWindow("2024-02-29").lastDay; // "2026-02-28"
 */
export function complaintWindow(deliveredOn: string): WarsawDayEnd {
  const lastDay = addCalendarMonths(deliveredOn, COMPLAINT_WINDOW_MONTHS);
  return { lastDay, endsAt: endOfWarsawDay(lastDay) };
}
