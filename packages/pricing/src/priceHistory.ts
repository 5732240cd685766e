import { addZonedDays, parseShopDate, SHOP_TIME_ZONE } from "@outlet/formatting";
import { amountToGrosze, fromGrosze } from "./money";
import { PricingError } from "./pricingError";
import type { Instant } from "./toEpochMs";
import { toEpochMs } from "./toEpochMs";

/**
 * One change of a product's gross price: `price_incl_tax` is in effect from `at` until the next entry's
 * `at`. `at` is epoch ms, a `Date`, or an ISO string (offset-less strings are Europe/Warsaw wall-clock
 * times). Entries may come in any order; two entries with the same `at` resolve to the later one in the
 * array.
 */
export interface PriceHistoryEntry {
  /** When this price took effect. */
  readonly at: Instant | string;
  /** The gross PLN price the shopper paid from `at` on. */
  readonly price_incl_tax: number;
}

/** A normalised history point: epoch ms and grosze. */
interface Point {
  readonly at: number;
  readonly grosze: number;
}

/** Options shared by the history functions. */
export interface PriceHistoryOptions {
  /** The current instant. */
  readonly now: Instant;
  /** Length of the look-back window in calendar days (EU Directive 98/6/EC art. 6a: 30). @default 30 */
  readonly days?: number;
  /** Zone in which the calendar days are counted. @default "Europe/Warsaw" */
  readonly timeZone?: string;
}

function normalise(history: readonly PriceHistoryEntry[], timeZone: string): Point[] {
  const points = history.map((entry, index): Point & { index: number } => {
    const parsed = parseShopDate(entry?.at, timeZone);
    if (parsed === null)
      throw new PricingError({ reason: "invalid-price-history", index, field: "at", value: entry?.at });
    const price = entry.price_incl_tax;
    if (typeof price !== "number" || !Number.isFinite(price) || price < 0) {
      throw new PricingError({
        reason: "invalid-price-history",
        index,
        field: "price_incl_tax",
        value: price,
      });
    }
    return { at: parsed.epochMs, grosze: amountToGrosze(price), index };
  });
  points.sort((a, b) => a.at - b.at || a.index - b.index);
  // Same instant: the later entry wins; then consecutive equal prices collapse into the first of the run.
  const out: Point[] = [];
  for (const point of points) {
    const last = out[out.length - 1];
    if (last !== undefined && last.at === point.at)
      out[out.length - 1] = { at: point.at, grosze: point.grosze };
    else out.push({ at: point.at, grosze: point.grosze });
  }
  return out.filter((point, i) => i === 0 || point.grosze !== out[i - 1]?.grosze);
}

function reductionStartIndex(points: readonly Point[]): number | null {
  const last = points.length - 1;
  if (last < 1) return null;
  const current = points[last] as Point;
  const previous = points[last - 1] as Point;
  if (current.grosze >= previous.grosze) return null;
  // A progressive reduction (price lowered in steps) started at the first step of the run.
  let start = last;
  while (start - 1 >= 1 && (points[start - 1] as Point).grosze < (points[start - 2] as Point).grosze) start--;
  return start;
}

/**
 * When the reduction in force at `now` started, or `null` when the current price is not a reduction. The
 * current price is a reduction when it is below the price before it; a run of successive reductions counts
 * from its first step (the Omnibus rule for progressive reductions). Pure.
 *
 * @throws {PricingError} `invalid-price-history` for an entry without a valid `at` or a price that is not a
 * finite number ≥ 0; `invalid-now` for a broken `now`.
 * @example
 * findReductionStart([{ at: "2026-10-01", price_incl_tax: 129.99 }, { at: "2026-11-20", price_incl_tax: 99.99 }], Date.UTC(2026, 10, 21));
 * // 1795129200000 (2026-11-20 00:00 Warsaw)
 */
export function findReductionStart(
  history: readonly PriceHistoryEntry[],
  now: Instant,
  timeZone: string = SHOP_TIME_ZONE,
): number | null {
  const nowMs = toEpochMs(now);
  const points = normalise(history, timeZone).filter((point) => point.at <= nowMs);
  const start = reductionStartIndex(points);
  return start === null ? null : (points[start] as Point).at;
}

/**
 * The lowest gross price in effect at any time in `[from, to)`: the price in force at `from` and every
 * later change before `to`. `null` when no price was in force in that span. Pure.
 *
 * @throws {PricingError} `invalid-price-history` for a broken entry.
 * @example
 * lowestPriceInWindow([{ at: 0, price_incl_tax: 120 }, { at: 10, price_incl_tax: 110 }, { at: 20, price_incl_tax: 90 }], 5, 20); // 110
 */
export function lowestPriceInWindow(
  history: readonly PriceHistoryEntry[],
  from: Instant,
  to: Instant,
  timeZone: string = SHOP_TIME_ZONE,
): number | null {
  const fromMs = toEpochMs(from);
  const toMs = toEpochMs(to);
  const points = normalise(history, timeZone);
  let lowest: number | null = null;
  for (let i = 0; i < points.length; i++) {
    const point = points[i] as Point;
    const next = points[i + 1];
    const endsAt = next === undefined ? Number.POSITIVE_INFINITY : next.at;
    // In force during [point.at, endsAt); it counts when that overlaps [fromMs, toMs).
    if (point.at < toMs && endsAt > fromMs && (lowest === null || point.grosze < lowest))
      lowest = point.grosze;
  }
  return lowest === null ? null : fromGrosze(lowest);
}

/** The Omnibus price indication of a product at `now`. */
export type OmnibusPrice =
  | { readonly status: "not-reduced" }
  | {
      readonly status: "reduced";
      /** When the reduction started (epoch ms). */
      readonly reduction_started_at: number;
      /** The lowest gross price of the `days` before the reduction; `null` when the history does not reach back. */
      readonly lowest_price_30d_incl_tax: number | null;
    };

/** Options of {@link lowestPriceBeforeReduction}. */
export interface LowestPriceBeforeReductionOptions extends PriceHistoryOptions {
  /**
   * When the reduction started, if the caller knows it (for example from `special_from_date`); otherwise
   * it is found in the history with {@link findReductionStart}.
   */
  readonly reductionStart?: Instant | undefined;
}

/**
 * The EU Omnibus price indication (Directive 98/6/EC art. 6a, as amended by 2019/2161): the lowest gross
 * price of the `days` (30) calendar days before the reduction in force at `now` started. Returns
 * `{ status: 'not-reduced' }` when the current price is not a reduction; otherwise the start and the lowest
 * price in `[start − 30 days, start)`, or `null` when the history does not cover that span at all.
 * Pure.
 *
 * @throws {PricingError} `invalid-price-history` for a broken entry; `invalid-now` for a broken `now`.
 * @example
 * const history = [
 *   { at: "2026-09-01", price_incl_tax: 149.99 },
 *   { at: "2026-10-25", price_incl_tax: 119.99 }, // a short promotion
 *   { at: "2026-11-01", price_incl_tax: 129.99 },
 *   { at: "2026-11-20", price_incl_tax: 99.99 },  // the reduction shown now
 * ];
 * lowestPriceBeforeReduction(history, { now: Date.UTC(2026, 10, 21) });
 * // { status: "reduced", reduction_started_at: 1795129200000, lowest_price_30d_incl_tax: 119.99 }
 */
export function lowestPriceBeforeReduction(
  history: readonly PriceHistoryEntry[],
  options: LowestPriceBeforeReductionOptions,
): OmnibusPrice {
  const timeZone = options.timeZone ?? SHOP_TIME_ZONE;
  const start =
    options.reductionStart === undefined
      ? findReductionStart(history, options.now, timeZone)
      : toEpochMs(options.reductionStart);
  if (start === null) return { status: "not-reduced" };
  const windowStart = addZonedDays(start, -(options.days ?? 30), timeZone);
  return {
    status: "reduced",
    reduction_started_at: start,
    lowest_price_30d_incl_tax: lowestPriceInWindow(history, windowStart, start, timeZone),
  };
}

/**
 * The `lowest_price_30d_incl_tax` a product document carries (api-contract §12.1), the one Omnibus rule
 * the API applies: {@link lowestPriceBeforeReduction}'s lowest price of the `days` (30) Warsaw calendar
 * days before the reduction started; when the history starts at or after that instant (a product on sale
 * since before its first recorded price), its earliest recorded price (decision: the price it came with is
 * the only one known to have been in force before the reduction). `null` when the current price is not a
 * reduction or there is no history. Pure.
 *
 * @throws {PricingError} `invalid-price-history` for a broken entry; `invalid-now` for a broken `now`.
 * @example
 * const history = [{ at: "2026-10-01", price_incl_tax: 170 }, { at: "2026-10-19", price_incl_tax: 84.99 }];
 * omnibusLowestPrice(history, { now: Date.UTC(2026, 9, 20), reductionStart: Date.UTC(2026, 9, 18, 22) }); // 170
 */
export function omnibusLowestPrice(
  history: readonly PriceHistoryEntry[],
  options: LowestPriceBeforeReductionOptions,
): number | null {
  if (history.length === 0) return null;
  const omnibus = lowestPriceBeforeReduction(history, options);
  if (omnibus.status === "not-reduced") return null;
  if (omnibus.lowest_price_30d_incl_tax !== null) return omnibus.lowest_price_30d_incl_tax;
  const first = normalise(history, options.timeZone ?? SHOP_TIME_ZONE)[0];
  return first === undefined ? null : fromGrosze(first.grosze);
}

/**
 * The Omnibus price a tile or product page shows next to a reduction (EU Directive 98/6/EC art. 6a): `null`
 * when nothing is struck through; otherwise the document's `lowest_price_30d_incl_tax` (from
 * {@link omnibusLowestPrice}) when it is a price > 0, else the struck-through regular price (decision: before
 * the reduction the regular price was the one in force). Pure.
 *
 * @param lowest30d - The document's `lowest_price_30d_incl_tax`, as received.
 * @param originalPrice - The struck-through price shown, or `null` when the price is not reduced.
 * @example
 * omnibusShownPrice(undefined, 170); // 170
 * omnibusShownPrice(150, 170); // 150
 * omnibusShownPrice(150, null); // null
 */
export function omnibusShownPrice(lowest30d: unknown, originalPrice: number | null): number | null {
  if (originalPrice === null) return null;
  return typeof lowest30d === "number" && Number.isFinite(lowest30d) && lowest30d > 0
    ? lowest30d
    : originalPrice;
}

/**
 * Records a new gross price and drops what the Omnibus rule no longer needs: the entry is appended only when
 * the price differs from the one in force; entries are kept from `days` before the earlier of `now` and the
 * current reduction's start, plus the one entry in force at that point. The result is sorted by `at` (epoch
 * ms). Pure; returns a new array.
 *
 * @throws {PricingError} `invalid-price-history` for a broken entry.
 * @example
 * recordPrice([], { at: Date.UTC(2026, 10, 1), price_incl_tax: 129.99 }, { now: Date.UTC(2026, 10, 1) });
 * // [{ at: 1793491200000, price_incl_tax: 129.99 }]
 */
export function recordPrice(
  history: readonly PriceHistoryEntry[],
  entry: PriceHistoryEntry,
  options: PriceHistoryOptions,
): { at: number; price_incl_tax: number }[] {
  const timeZone = options.timeZone ?? SHOP_TIME_ZONE;
  const nowMs = toEpochMs(options.now);
  const points = normalise([...history, entry], timeZone);
  const start = reductionStartIndex(points.filter((point) => point.at <= nowMs));
  const anchor = start === null ? nowMs : Math.min(nowMs, (points[start] as Point).at);
  const cutoff = addZonedDays(anchor, -(options.days ?? 30), timeZone);
  let firstKept = points.findIndex((point) => point.at > cutoff);
  if (firstKept === -1) firstKept = points.length;
  return points
    .slice(Math.max(0, firstKept - 1))
    .map((point) => ({ at: point.at, price_incl_tax: fromGrosze(point.grosze) }));
}
