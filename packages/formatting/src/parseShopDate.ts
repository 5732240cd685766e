import type { ZonedDateTimeParts } from "./zonedTime";
import { SHOP_TIME_ZONE, toZonedParts, zonedDateTimeToEpoch } from "./zonedTime";

/** A date input read in the shop's time zone. */
export interface ShopDate {
  /** The instant. */
  readonly epochMs: number;
  /** Whether the input carried a time of day (`false` for `YYYY-MM-DD`). */
  readonly hasTime: boolean;
  /** The wall clock of that instant in the time zone used for reading. */
  readonly wallClock: ZonedDateTimeParts;
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

function daysInMonth(year: number, month: number): number {
  return [
    31,
    year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ][month - 1] as number;
}

/**
 * Reads a date input the way the shop does (behaviour §2.2, §4.1): a `Date`, epoch milliseconds, or an ISO
 * string. A string without an offset (`2026-11-21`, `2026-11-21 10:00:00`) is a wall-clock time in
 * `timeZone`; a date-only string means midnight there. Returns `null` for blank, unparseable or impossible
 * dates (`2026-02-30`). Pure; never throws on `value`.
 *
 * @param timeZone - Where offset-less strings are read. @default "Europe/Warsaw"
 * @example
 * parseShopDate("2026-11-21")?.epochMs; // Date.UTC(2026, 10, 20, 23) — midnight in Warsaw
 */
export function parseShopDate(value: unknown, timeZone: string = SHOP_TIME_ZONE): ShopDate | null {
  let epochMs: number;
  let hasTime = true;
  if (value instanceof Date) {
    epochMs = value.getTime();
  } else if (typeof value === "number") {
    epochMs = value;
  } else if (typeof value === "string") {
    const m = ISO.exec(value.trim());
    if (m === null) return null;
    const [, y, mo, d, h, mi, s, frac, zone] = m;
    const parts: ZonedDateTimeParts = {
      year: Number(y),
      month: Number(mo),
      day: Number(d),
      hour: Number(h ?? 0),
      minute: Number(mi ?? 0),
      second: Number(s ?? 0),
    };
    if (
      parts.month < 1 ||
      parts.month > 12 ||
      parts.day < 1 ||
      parts.day > daysInMonth(parts.year, parts.month) ||
      parts.hour > 23 ||
      parts.minute > 59 ||
      parts.second > 59
    ) {
      return null;
    }
    hasTime = h !== undefined;
    const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
    if (zone === undefined) {
      epochMs = zonedDateTimeToEpoch(parts, timeZone) + ms;
    } else {
      const sign = zone[0] === "-" ? -1 : 1;
      const digits = zone.toUpperCase() === "Z" ? "0000" : zone.slice(1).replace(":", "");
      const offsetMin = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
      const utc = new Date(0);
      utc.setUTCFullYear(parts.year, parts.month - 1, parts.day);
      utc.setUTCHours(parts.hour, parts.minute, parts.second, ms);
      epochMs = utc.getTime() - offsetMin * 60_000;
    }
  } else {
    return null;
  }
  // ±8.64e15 ms is the range of ECMAScript time values.
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) return null;
  return { epochMs, hasTime, wallClock: toZonedParts(epochMs, timeZone) };
}
