import { SHOP_TIME_ZONE, toZonedParts, zonedDateTimeToEpoch } from "@outlet/formatting";
import { AfterSalesError } from "./afterSalesError.js";

// Calendar-day counting of after-sales-and-law.md §2 (Kodeks cywilny art. 111 § 2): the starting day is not
// counted, the last day is the start date plus N calendar days on the Warsaw calendar, and the period ends at
// the end of that day in Warsaw, whatever daylight-saving change lies in between. Dates are `YYYY-MM-DD`
// strings, so the arithmetic is on the calendar, never on 24-hour blocks.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

function parts(date: string, field: string): { year: number; month: number; day: number } {
  const match = DATE.exec(date);
  if (match) {
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const check = utcDate(y, m - 1, d);
    if (check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d) {
      return { year: y, month: m, day: d };
    }
  }
  throw new AfterSalesError({ reason: "invalid-date", field, value: date });
}

function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function format(utc: Date): string {
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

function wholeDays(days: number, field: string): void {
  if (!Number.isSafeInteger(days)) throw new AfterSalesError({ reason: "invalid-days", field, value: days });
}

function finiteTime(epochMs: number, field: string): void {
  if (!Number.isFinite(epochMs)) throw new AfterSalesError({ reason: "invalid-time", field, value: epochMs });
}

/**
 * Whether `value` is a real calendar date written `YYYY-MM-DD` (no 31 April, no 29 February 2026). Pure.
 *
 * @example
 * isWarsawCalendarDate("2028-02-29"); // true
 */
export function isWarsawCalendarDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    parts(value, "value");
    return true;
  } catch {
    return false;
  }
}

/**
 * The Warsaw calendar date (`YYYY-MM-DD`) an instant falls on. Pure.
 *
 * @param epochMs - The instant, in milliseconds since the epoch.
 * @throws {AfterSalesError} `invalid-time` for a time that is not finite.
 * @example
 * warsawCalendarDate(Date.UTC(2026, 5, 30, 22, 30)); // "2026-07-01"
 */
export function warsawCalendarDate(epochMs: number): string {
  finiteTime(epochMs, "epochMs");
  const p = toZonedParts(epochMs, SHOP_TIME_ZONE);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * The calendar date `days` calendar days after (or before, when negative) `date`. Pure.
 *
 * @throws {AfterSalesError} `invalid-date` or `invalid-days`.
 * @example
 * addCalendarDays("2026-10-20", 14); // "2026-11-03"
 */
export function addCalendarDays(date: string, days: number): string {
  const p = parts(date, "date");
  wholeDays(days, "days");
  return format(utcDate(p.year, p.month - 1, p.day + days));
}

/**
 * The calendar date `months` months after `date`; when that month has no such day, its last day
 * (Kodeks cywilny art. 112: 31 August + 1 month is 30 September). Pure.
 *
 * @throws {AfterSalesError} `invalid-date` or `invalid-days` (for a `months` that is not whole).
 * @example
 * addCalendarMonths("2028-02-29", 24); // "2030-02-28"
 */
export function addCalendarMonths(date: string, months: number): string {
  const p = parts(date, "date");
  wholeDays(months, "months");
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const lastDay = utcDate(year, month, 0).getUTCDate();
  return format(utcDate(year, month - 1, Math.min(p.day, lastDay)));
}

/**
 * The first instant of a Warsaw calendar day (00:00:00.000 Warsaw). Pure.
 *
 * @throws {AfterSalesError} `invalid-date`.
 * @example
 * startOfWarsawDay("2026-07-01"); // Date.UTC(2026, 5, 30, 22)
 */
export function startOfWarsawDay(date: string): number {
  const p = parts(date, "date");
  return zonedDateTimeToEpoch({ ...p, hour: 0, minute: 0, second: 0 }, SHOP_TIME_ZONE);
}

/**
 * The last instant of a Warsaw calendar day (23:59:59.999 Warsaw, the millisecond before the next day
 * starts; 23 or 25 hours after its start on a daylight-saving day). Pure.
 *
 * @throws {AfterSalesError} `invalid-date`.
 * @example
 * endOfWarsawDay("2026-11-03"); // Date.UTC(2026, 10, 3, 22, 59, 59, 999)
 */
export function endOfWarsawDay(date: string): number {
  return startOfWarsawDay(addCalendarDays(date, 1)) - 1;
}

/**
 * The end of a period of `days` calendar days counted from `from` (a Warsaw date, or an instant read on the
 * Warsaw calendar): the starting day is not counted, the period ends at the end of the day `days` days
 * later, Warsaw time (Kodeks cywilny art. 111 § 2). Pure.
 *
 * @param from - The starting day: `YYYY-MM-DD`, or an epoch time in ms whose Warsaw date is used.
 * @param days - Calendar days, a whole number.
 * @throws {AfterSalesError} `invalid-date`, `invalid-time` or `invalid-days`.
 * @example
 * warsawDeadline("2026-10-20", 14); // Date.UTC(2026, 10, 3, 22, 59, 59, 999) — 23:59:59.999 on 3 November, winter time
 */
export function warsawDeadline(from: string | number, days: number): number {
  const start = typeof from === "number" ? warsawCalendarDate(from) : from;
  return endOfWarsawDay(addCalendarDays(start, days));
}

/**
 * How many Warsaw calendar days lie between two instants: the number of midnights in Warsaw from `from` to
 * `to`, so a case of yesterday 23:50 is 1 day old at 00:10 today, and today's is 0 (s22: the start page
 * counted 24-hour blocks). Daylight-saving days (23 or 25 hours) count as one day. `0` when `to` is not after
 * `from`. Pure.
 *
 * @throws {AfterSalesError} `invalid-time` for a time that is not finite.
 * @example
 * warsawDaysBetween(Date.UTC(2026, 10, 30, 22, 50), Date.UTC(2026, 10, 30, 23, 10)); // 1
 */
export function warsawDaysBetween(from: number, to: number): number {
  finiteTime(from, "from");
  finiteTime(to, "to");
  const day = (at: number): number => {
    const p = parts(warsawCalendarDate(at), "date");
    return Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
  };
  return Math.max(0, day(to) - day(from));
}
