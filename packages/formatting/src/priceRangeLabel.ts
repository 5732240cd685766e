import { fillTemplate } from "./formatPrice";
import type { FormattingStoreView } from "./storeView";
import { plStoreView, resolveI18n } from "./storeView";

/**
 * A price bucket: `from` inclusive, `to` exclusive; a missing end is open. The shape of the contract's
 * `PriceRange` (and of an `agg_range_price` bucket), so the listing labels its buckets with this rule.
 */
export interface PriceRange {
  readonly from?: number | undefined;
  readonly to?: number | undefined;
}

/** Where a bucket sits in its list; the first and the last read `< to` / `> from`. */
export interface PriceRangePosition {
  readonly isFirst: boolean;
  readonly isLast: boolean;
}

/**
 * The label of one price bucket (behaviour §7.4 decision). The raw numbers (JavaScript's default form, not
 * `formatPrice`) go through the `priceFormat` template: the first and the last bucket read `< fmt(to)` when
 * `to` is set, else `> fmt(from)`; any other bucket reads `fmt(from - to)`, or `fmt(from)` without `to`.
 * A missing `from` is written as nothing. The one place the labels are built: `@outlet/listing`'s price
 * filter options call it. Pure.
 *
 * @param storeView - Template and sign. @default plStoreView
 * @example
 * priceRangeLabel({ from: 0, to: 50 }, { isFirst: true, isLast: false });    // "< 50 zł"
 * priceRangeLabel({ from: 50, to: 100 }, { isFirst: false, isLast: false }); // "50 - 100 zł"
 * priceRangeLabel({ from: 150 }, { isFirst: false, isLast: true });          // "> 150 zł"
 */
export function priceRangeLabel(
  range: PriceRange,
  position: PriceRangePosition,
  storeView: FormattingStoreView = plStoreView,
): string {
  const i18n = resolveI18n(storeView.i18n ?? {});
  const fmt = (amount: string): string => fillTemplate(i18n.priceFormat, amount, i18n.currencySign);
  const from = typeof range.from === "number" ? String(range.from) : "";
  const hasTo = typeof range.to === "number";
  if (position.isFirst || position.isLast) {
    return hasTo ? `< ${fmt(String(range.to))}` : `> ${fmt(from)}`;
  }
  return hasTo ? fmt(`${from} - ${range.to}`) : fmt(from);
}

/**
 * Labels every bucket of a list, in order (catalogue §9 defaults: `< 50 zł`, `50 - 100 zł`,
 * `100 - 150 zł`, `> 150 zł`). Pure.
 *
 * @param storeView - Template and sign. @default plStoreView
 * @example
 * priceRangeLabels([{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }]);
 * // ["< 50 zł", "50 - 100 zł", "100 - 150 zł", "> 150 zł"]
 */
export function priceRangeLabels(
  ranges: readonly PriceRange[],
  storeView: FormattingStoreView = plStoreView,
): string[] {
  return ranges.map((range, index) =>
    priceRangeLabel(range, { isFirst: index === 0, isLast: index === ranges.length - 1 }, storeView),
  );
}
