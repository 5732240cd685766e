import { parseShopDate, SHOP_TIME_ZONE, zonedDateTimeToEpoch } from "@outlet/formatting";
import type { Instant } from "./toEpochMs";
import { toEpochMs } from "./toEpochMs";

/** The product fields that define a special-price window (its dates and price). */
export interface SpecialWindow {
  /** Start, inclusive: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` (Europe/Warsaw), ISO with offset, epoch ms or `Date`. */
  readonly special_from_date?: unknown;
  /** End: a date-only value (or exactly `00:00:00`) covers that whole day; any other time is inclusive. */
  readonly special_to_date?: unknown;
}

/** Options of {@link specialWindowActive}. */
export interface SpecialWindowOptions {
  /** Zone in which offset-less dates are read. @default "Europe/Warsaw" */
  readonly timeZone?: string;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

// The window ends as instants: `from` is inclusive; the end is the next midnight (exclusive) for a whole
// day, or the given instant (inclusive).
// `null` = the value cannot be read. Strings are memoised (the same dates repeat across thousands of
// children); the memo does not change any result.
export interface Bound {
  readonly at: number | null;
  /** For an end: whether `at` itself is still inside the window (inclusive end). */
  readonly inclusive?: boolean;
}
const fromMemo = new Map<string, Bound>();
const toMemo = new Map<string, Bound>();

function remember(memo: Map<string, Bound>, key: string, compute: () => Bound): Bound {
  let bound = memo.get(key);
  if (bound === undefined) {
    bound = compute();
    if (memo.size > 10_000) memo.clear();
    memo.set(key, bound);
  }
  return bound;
}

/** The window's start as an instant (inclusive), `null` when unreadable; shared with `checkSpecialPrice`. */
export function fromBound(value: unknown, timeZone: string): Bound {
  const read = (): Bound => ({ at: parseShopDate(value, timeZone)?.epochMs ?? null });
  return typeof value === "string" ? remember(fromMemo, `${timeZone}|${value}`, read) : read();
}

/** The window's end as an instant (see {@link Bound}), `null` when unreadable; shared with `checkSpecialPrice`. */
export function toEndBound(value: unknown, timeZone: string): Bound {
  const read = (): Bound => {
    const to = parseShopDate(value, timeZone);
    if (to === null) return { at: null };
    const { year, month, day, hour, minute, second } = to.wallClock;
    const wholeDay = !to.hasTime || (hour === 0 && minute === 0 && second === 0 && to.epochMs % 1000 === 0);
    // A date-only end (or exactly 00:00:00) lasts through that day: active while now < next midnight.
    if (wholeDay) {
      return {
        at: zonedDateTimeToEpoch({ year, month, day: day + 1, hour: 0, minute: 0, second: 0 }, timeZone),
      };
    }
    return { at: to.epochMs, inclusive: true }; // any other time is inclusive: now <= to
  };
  return typeof value === "string" ? remember(toMemo, `${timeZone}|${value}`, read) : read();
}

/**
 * Whether `now` is inside a product's special-price window (behaviour §4.1). Dates are read in
 * Europe/Warsaw. Both ends blank: active. `from` is inclusive (`now >= from`). A `to` without a time, or
 * at exactly `00:00:00`, lasts through the end of that day (`now < start of to + 1 day`); any other `to`
 * time is inclusive (`now <= to`). Both set: both must hold. An end that cannot be read makes the window
 * inactive (decision: a broken date never switches a special price on). Pure.
 *
 * @param now - The current instant, passed in.
 * @param options - Time zone. @default { timeZone: "Europe/Warsaw" }
 * @throws {PricingError} `invalid-now` when `now` is not a valid instant.
 * @example
 * const product = { special_from_date: "2026-11-01", special_to_date: "2026-11-21" };
 * specialWindowActive(product, Date.UTC(2026, 10, 21, 22, 59)); // true  (23:59 in Warsaw)
 * specialWindowActive(product, Date.UTC(2026, 10, 21, 23, 0));  // false (midnight of the 22nd)
 */
export function specialWindowActive(
  product: SpecialWindow,
  now: Instant,
  options: SpecialWindowOptions = {},
): boolean {
  const nowMs = toEpochMs(now);
  const timeZone = options.timeZone ?? SHOP_TIME_ZONE;
  if (!isBlank(product.special_from_date)) {
    const from = fromBound(product.special_from_date, timeZone).at;
    if (from === null || nowMs < from) return false;
  }
  if (!isBlank(product.special_to_date)) {
    const end = toEndBound(product.special_to_date, timeZone);
    if (end.at === null || (end.inclusive ? nowMs > end.at : nowMs >= end.at)) return false;
  }
  return true;
}

/** When a special-price window opens and closes, as instants (see {@link specialWindowBounds}). */
export interface SpecialWindowBounds {
  /** The first instant inside the window; `null` when `special_from_date` is blank or unreadable. */
  readonly opensAt: number | null;
  /** The first instant after the window; `null` when `special_to_date` is blank or unreadable. */
  readonly closesAt: number | null;
}

/**
 * The instants at which a product's special-price window opens and closes, by the rule of
 * {@link specialWindowActive} (behaviour §4.1): `opensAt` is `special_from_date`; `closesAt` is the next
 * Warsaw midnight for a date-only end (or one at exactly `00:00:00`), else one millisecond after the
 * inclusive end. For readable dates, the window is active exactly when `opensAt ≤ now < closesAt`. The API
 * keeps processed prices until the next of these instants. Pure.
 *
 * @example
 * specialWindowBounds({ special_from_date: "2026-11-01", special_to_date: "2026-11-21" });
 * // { opensAt: 1793487600000 (1 Nov 00:00 Warsaw), closesAt: 1795302000000 (22 Nov 00:00 Warsaw) }
 */
export function specialWindowBounds(
  product: SpecialWindow,
  options: SpecialWindowOptions = {},
): SpecialWindowBounds {
  const timeZone = options.timeZone ?? SHOP_TIME_ZONE;
  const opensAt = isBlank(product.special_from_date)
    ? null
    : fromBound(product.special_from_date, timeZone).at;
  if (isBlank(product.special_to_date)) return { opensAt, closesAt: null };
  const end = toEndBound(product.special_to_date, timeZone);
  return { opensAt, closesAt: end.at === null ? null : end.inclusive ? end.at + 1 : end.at };
}

/**
 * {@link specialWindowBounds} as a list of the instants that exist (opening first). Pure.
 *
 * @example
 * specialWindowEdges({ special_from_date: "2026-11-01" }); // [1793487600000]
 */
export function specialWindowEdges(product: SpecialWindow, options: SpecialWindowOptions = {}): number[] {
  const { opensAt, closesAt } = specialWindowBounds(product, options);
  return [opensAt, closesAt].filter((at): at is number => at !== null);
}
