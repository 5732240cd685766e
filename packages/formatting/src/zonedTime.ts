import { FormattingError } from "./formattingError";

/** A wall-clock date and time in some time zone. `month` is 1–12. */
export interface ZonedDateTimeParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/**
 * The shop's time zone (behaviour §4.1 decision).
 *
 * @example
 * toZonedParts(0, SHOP_TIME_ZONE).hour; // 1
 */
export const SHOP_TIME_ZONE = "Europe/Warsaw";

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
        era: "short",
      });
    } catch (cause) {
      throw new FormattingError({ reason: "invalid-time-zone", value: timeZone, cause });
    }
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function intlParts(epochMs: number, timeZone: string): ZonedDateTimeParts {
  const parts = partFormatter(timeZone).formatToParts(epochMs);
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const part of parts) {
    switch (part.type) {
      case "year":
        year = Number(part.value);
        break;
      case "month":
        month = Number(part.value);
        break;
      case "day":
        day = Number(part.value);
        break;
      case "hour":
        hour = Number(part.value);
        break;
      case "minute":
        minute = Number(part.value);
        break;
      case "second":
        second = Number(part.value);
        break;
      case "era":
        bc = part.value.startsWith("B");
        break;
      default:
        break;
    }
  }
  return { year: bc ? 1 - year : year, month, day, hour, minute, second };
}

// Offsets are memoised per 15-minute bucket (a memo only: results are the same as asking Intl every time).
// A bucket whose first and last second share an offset has that offset throughout; a bucket that contains
// a transition is marked NaN and always goes to Intl.
const BUCKET_MS = 900_000;
const offsetBuckets = new Map<string, Map<number, number>>();

function bucketOffset(bucket: number, timeZone: string): number {
  let buckets = offsetBuckets.get(timeZone);
  if (buckets === undefined) {
    buckets = new Map();
    offsetBuckets.set(timeZone, buckets);
  }
  let offset = buckets.get(bucket);
  if (offset === undefined) {
    const start = bucket * BUCKET_MS;
    const end = start + BUCKET_MS - 1000;
    const a = wallClockAsUtc(intlParts(start, timeZone)) - start;
    const b = wallClockAsUtc(intlParts(end, timeZone)) - end;
    offset = a === b ? a : Number.NaN;
    if (buckets.size > 100_000) buckets.clear();
    buckets.set(bucket, offset);
  }
  return offset;
}

// The shop's own zone by its rule, without Intl (issue 29: a browser's first Intl object loads ICU's data,
// 20–50 ms of main thread, four times that on a mid-range phone). Poland keeps the EU's summer time since
// 1996: UTC+2 from the last Sunday of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC, else
// UTC+1. Outside 1996–2099 Intl answers. `zonedTime.property.test.ts` holds the rule against Intl.
const WARSAW_RULE_FROM = Date.UTC(1996, 0, 1);
const WARSAW_RULE_UNTIL = Date.UTC(2100, 0, 1);
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (`monthIndex` 0–11). */
function lastSundayOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function warsawOffset(epochMs: number): number | undefined {
  if (epochMs < WARSAW_RULE_FROM || epochMs >= WARSAW_RULE_UNTIL) return undefined;
  const year = new Date(epochMs).getUTCFullYear();
  const summer = epochMs >= lastSundayOneUtc(year, 2) && epochMs < lastSundayOneUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

/**
 * The wall-clock parts of an instant in a time zone (no clock reading): Europe/Warsaw in 1996–2099 by its
 * summer-time rule, anything else through `Intl`. Pure (Intl's offsets are memoised per 15 minutes, which does
 * not change any result).
 *
 * @param epochMs - The instant, in milliseconds since the epoch.
 * @param timeZone - An IANA zone. @default "Europe/Warsaw"
 * @throws {FormattingError} `invalid-time-zone` for a zone `Intl` does not know.
 * @example
 * toZonedParts(Date.UTC(2026, 10, 21, 23, 30)); // { year: 2026, month: 11, day: 22, hour: 0, minute: 30, second: 0 }
 */
export function toZonedParts(epochMs: number, timeZone: string = SHOP_TIME_ZONE): ZonedDateTimeParts {
  const seconds = Math.floor(epochMs / 1000) * 1000;
  const ruled = timeZone === SHOP_TIME_ZONE ? warsawOffset(seconds) : undefined;
  const offset = ruled ?? bucketOffset(Math.floor(seconds / BUCKET_MS), timeZone);
  if (Number.isNaN(offset)) return intlParts(seconds, timeZone);
  const local = new Date(seconds + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

function wallClockAsUtc(parts: ZonedDateTimeParts): number {
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  date.setUTCHours(parts.hour, parts.minute, parts.second, 0);
  return date.getTime();
}

function offsetAt(epochMs: number, timeZone: string): number {
  const seconds = Math.floor(epochMs / 1000) * 1000;
  return wallClockAsUtc(toZonedParts(seconds, timeZone)) - seconds;
}

/**
 * The instant at which a time zone's wall clock shows `parts`. Out-of-range parts roll over like
 * `Date.UTC` (day 32 is the 1st of the next month). In the autumn overlap the earlier instant wins; in the
 * spring gap the time is moved forward by the gap (02:30 → 03:30 in Warsaw). Pure.
 *
 * @param timeZone - An IANA zone. @default "Europe/Warsaw"
 * @example
 * zonedDateTimeToEpoch({ year: 2026, month: 11, day: 21, hour: 0, minute: 0, second: 0 }); // Date.UTC(2026, 10, 20, 23)
 */
export function zonedDateTimeToEpoch(parts: ZonedDateTimeParts, timeZone: string = SHOP_TIME_ZONE): number {
  const local = wallClockAsUtc(parts);
  // Try the offsets in force a day before and after; the earliest candidate that maps back wins.
  const candidates = new Set([
    offsetAt(local - 86_400_000, timeZone),
    offsetAt(local + 86_400_000, timeZone),
  ]);
  const matches = [...candidates]
    .map((offset) => local - offset)
    .filter((epoch) => wallClockAsUtc(toZonedParts(epoch, timeZone)) === local)
    .sort((a, b) => a - b);
  if (matches[0] !== undefined) return matches[0];
  // Spring-forward gap: no instant shows this wall clock; use the offset from before the gap.
  return local - offsetAt(local - 86_400_000, timeZone);
}

/**
 * Adds calendar days in a time zone: the same wall-clock time `days` later (23 or 25 hours across a DST
 * change). Pure.
 *
 * @param timeZone - An IANA zone. @default "Europe/Warsaw"
 * @example
 * addZonedDays(Date.UTC(2026, 9, 24, 10), 1) - Date.UTC(2026, 9, 24, 10); // 90_000_000 (25 h: DST ends)
 */
export function addZonedDays(epochMs: number, days: number, timeZone: string = SHOP_TIME_ZONE): number {
  const parts = toZonedParts(epochMs, timeZone);
  const ms = epochMs - Math.floor(epochMs / 1000) * 1000;
  return zonedDateTimeToEpoch({ ...parts, day: parts.day + days }, timeZone) + ms;
}
