import { SHOP_TIME_ZONE, toZonedParts } from "@outlet/formatting";

const pad = (n: number): string => String(n).padStart(2, "0");

/**
 * The calendar date (`YYYY-MM-DD`) an instant falls on in Warsaw: the date the shop's staff and shoppers
 * read (after-sales-and-law.md §1, "Warsaw shown"). Pure.
 *
 * @example
 * warsawDate(Date.UTC(2026, 10, 21, 23, 30)); // "2026-11-22"
 */
export function warsawDate(epochMs: number): string {
  const p = toZonedParts(epochMs, SHOP_TIME_ZONE);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * Whether `value` is a real calendar date written `YYYY-MM-DD` (no 31 April, no 30 February). Pure.
 *
 * @example
 * isCalendarDate("2026-02-29"); // false
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
