import type { PriceRange, RangeOperator } from "@outlet/contract";
import { priceRangeLabel } from "@outlet/formatting";
import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig } from "./listingConfig.js";

/**
 * A price filter option (behaviour.md §7.4).
 *
 * @example
 * const option: PriceFilterOption = { id: "0.0-50.0", type: "price", from: 0, to: 50, label: "< 50 zł", single: true };
 */
export interface PriceFilterOption {
  readonly id: string;
  readonly type: "price";
  readonly from: number | undefined;
  readonly to: number | undefined;
  readonly label: string;
  readonly single: true;
}

/**
 * The bucket id of a range: `"<from>-<to>"` with one decimal place, `*` for an open end (behaviour.md §7.4).
 *
 * @example
 * priceRangeId({ from: 0, to: 50 }); // "0.0-50.0"
 * priceRangeId({ from: 150 }); // "150.0-*"
 */
export function priceRangeId(range: PriceRange): string {
  const end = (value: number | undefined) => (typeof value === "number" ? value.toFixed(1) : "*");
  return `${end(range.from)}-${end(range.to)}`;
}

/**
 * Parses a bucket id back into a range; `null` when it is not one.
 *
 * @example
 * parsePriceRangeId("150.0-*"); // { from: 150, to: undefined }
 */
export function parsePriceRangeId(id: string): { from: number | undefined; to: number | undefined } | null {
  const match = /^(\*|\d+(?:\.\d+)?)-(\*|\d+(?:\.\d+)?)$/.exec(id);
  if (!match) return null;
  const value = (text: string | undefined) => (text === undefined || text === "*" ? undefined : Number(text));
  return { from: value(match[1]), to: value(match[2]) };
}

/**
 * The label of the range at `index` of `count` ranges: `@outlet/formatting`'s `priceRangeLabel`
 * (behaviour.md §7.4 decision), the one place the labels are built, with the listing's template and sign.
 * Pure.
 *
 * @example
 * priceOptionLabel({ from: 0, to: 50 }, 0, 4, defaultListingConfig); // "< 50 zł"
 */
export function priceOptionLabel(
  range: PriceRange,
  index: number,
  count: number,
  config: ListingConfig,
): string {
  const storeView = { i18n: { priceFormat: config.priceFormat, currencySign: config.currencySign } };
  return priceRangeLabel(range, { isFirst: index === 0, isLast: index === count - 1 }, storeView);
}

/**
 * The price filter options of the configured ranges (behaviour.md §7.4): `{ id, type: 'price', from,
 * to, label, single: true }`.
 *
 * @example
 * priceFilterOptions().map((o) => o.label); // ["< 50 zł", "50 - 100 zł", "100 - 150 zł", "> 150 zł"]
 */
export function priceFilterOptions(config: ListingConfig = defaultListingConfig): PriceFilterOption[] {
  const ranges = config.priceRanges;
  return ranges.map((range, index) => ({
    id: priceRangeId(range),
    type: "price" as const,
    from: range.from,
    to: range.to,
    label: priceOptionLabel(range, index, ranges.length, config),
    single: true as const,
  }));
}

/**
 * The range filter value of a selected bucket (behaviour.md §7.4): `gte: from` whenever `from` is a
 * number (0 included), plus `lt: to` when `to` is a number. Pure.
 *
 * The upper bound is exclusive, as in the price buckets themselves (api-contract.md §8.6
 * `agg_range_price`: "`from` is inclusive and `to` exclusive"), as behaviour.md §7.4 settles it: the
 * buckets are disjoint, so a product of exactly 150,00 zł is listed under `> 150 zł` only, and each
 * bucket lists as many products as its count says. `price_from`/`price_to` (§7.1) keep their inclusive
 * `lte`.
 *
 * @example
 * priceRangeFilterValue({ from: 0, to: 50 }); // { gte: 0, lt: 50 }
 * priceRangeFilterValue({ from: 150 }); // { gte: 150 }
 */
export function priceRangeFilterValue(range: PriceRange): RangeOperator {
  return {
    ...(typeof range.from === "number" ? { gte: range.from } : {}),
    ...(typeof range.to === "number" ? { lt: range.to } : {}),
  };
}
