import type { AggregationBucket, Aggregations, AttributeMetadata } from "@outlet/contract";
import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig } from "./listingConfig.js";
import type { PriceFilterOption } from "./priceRanges.js";
import { priceOptionLabel, priceRangeId } from "./priceRanges.js";
import type { SortOption } from "./sort.js";
import { sortOptions } from "./sort.js";

/**
 * A filter option of an attribute (catalogue.md §3 "Filter option").
 *
 * @example
 * const option: AttributeFilterOption = { id: "49", label: "Czarny", type: "color", sort_order: 1 };
 */
export interface AttributeFilterOption {
  readonly id: string;
  readonly label: string;
  readonly type: string;
  readonly sort_order?: number | undefined;
}

/**
 * Any filter option: an attribute value, a price bucket or a sort option.
 *
 * @example
 * const option: FilterOption = { label: "Latest", id: "updated_at:desc", type: "sort" };
 */
export type FilterOption = AttributeFilterOption | PriceFilterOption | SortOption;

/**
 * The available filters of a listing: attribute code → options, plus `sort` (behaviour.md §7.5).
 *
 * @example
 * const filters: AvailableFilters = { color: [{ id: "49", label: "Czarny", type: "color" }], sort: [] };
 */
export type AvailableFilters = Readonly<Record<string, readonly FilterOption[]>>;

/**
 * A tag or flag, for the labels of `flags_ids` options (api-contract.md §12.5).
 *
 * @example
 * const flag: FlagLabel = { id: 9, name: "Nowości" };
 */
export interface FlagLabel {
  readonly id: number | string;
  readonly name?: string | null | undefined;
  readonly menu_name?: string | null | undefined;
}

// Built on first need, not when the module loads: a browser's first Intl object loads ICU's data (20–50 ms
// of main thread, issue 29), and options with a `sort_order` never need it.
let collator: Intl.Collator | null = null;

function compareOptions(a: AttributeFilterOption, b: AttributeFilterOption): number {
  if (typeof a.sort_order === "number" && typeof b.sort_order === "number")
    return a.sort_order - b.sort_order;
  collator ??= new Intl.Collator("pl", { numeric: true });
  return collator.compare(a.label, b.label);
}

/**
 * The filter options of a search's aggregations (behaviour.md §7.5, api-contract.md §8.6). Pure.
 * Falsy aggregations give `{}`. Otherwise, for each default filter: terms from `agg_terms_<attr>` then
 * `agg_terms_<attr>_options` merged by key (first occurrence kept), labelled through the attribute
 * metadata options (flags through `flags`), blank labels dropped, ordered by `sort_order` when both have
 * one, else by Polish collation; price options from `agg_range_price` when present. `sort` is always added.
 *
 * @example
 * availableFiltersFrom(
 *   { agg_terms_color: { buckets: [{ key: 50 }, { key: 49 }] }, agg_terms_color_options: { buckets: [{ key: 49 }, { key: 51 }] } },
 *   { attributeMetadata: [{ attribute_code: "color", options: [{ value: "49", label: "Czarny" }, { value: "50", label: "Biały" }] }] },
 * ).color; // [{ id: "50", label: "Biały", type: "color" }, { id: "51", label: "51", type: "color" }, { id: "49", label: "Czarny", type: "color" }]
 */
export function availableFiltersFrom(
  aggregations: Aggregations | null | undefined,
  context: {
    readonly attributeMetadata?: readonly AttributeMetadata[] | undefined;
    readonly flags?: readonly FlagLabel[] | undefined;
    readonly config?: ListingConfig | undefined;
  } = {},
): Record<string, FilterOption[]> {
  if (!aggregations) return {};
  const config = context.config ?? defaultListingConfig;
  const filters: Record<string, FilterOption[]> = {};
  for (const attribute of config.defaultFilters) {
    if (attribute === "price") {
      const buckets = aggregations.agg_range_price?.buckets;
      if (buckets) filters.price = priceOptionsFrom(buckets, config);
      continue;
    }
    const mapped = config.filterFieldMapping[attribute] ?? attribute;
    const own = aggregations[`agg_terms_${mapped}`]?.buckets;
    const keys: string[] = [];
    if (own) {
      for (const bucket of [...own, ...(aggregations[`agg_terms_${attribute}_options`]?.buckets ?? [])]) {
        const key = String(bucket.key);
        if (!keys.includes(key)) keys.push(key);
      }
    }
    const metaOptions =
      context.attributeMetadata?.find((meta) => meta.attribute_code === attribute)?.options ?? [];
    const options: AttributeFilterOption[] = [];
    for (const id of keys) {
      const metaOption = metaOptions.find((option) => String(option.value) === id);
      const flag =
        attribute === "flags_ids"
          ? context.flags?.find((candidate) => String(candidate.id) === id)
          : undefined;
      const label =
        (attribute === "flags_ids"
          ? flag?.name || flag?.menu_name || metaOption?.label
          : metaOption?.label) ?? id;
      if (label.trim() === "") continue;
      options.push({
        id,
        label,
        type: attribute,
        ...(typeof metaOption?.sort_order === "number" ? { sort_order: metaOption.sort_order } : {}),
      });
    }
    filters[attribute] = options.sort(compareOptions);
  }
  filters.sort = sortOptions(config);
  return filters;
}

function priceOptionsFrom(buckets: readonly AggregationBucket[], config: ListingConfig): PriceFilterOption[] {
  const configured = config.priceRanges.map(priceRangeId);
  return buckets.map((bucket, position) => {
    // A bound sent as null is an open end, as an absent one (api-contract.md §8.6).
    const range = { from: bucket.from ?? undefined, to: bucket.to ?? undefined };
    const id = priceRangeId(range);
    // Label by the bucket's place among the configured ranges, so a missing bucket does not shift labels.
    const index = configured.indexOf(id);
    const label =
      index >= 0
        ? priceOptionLabel(range, index, configured.length, config)
        : priceOptionLabel(range, position, buckets.length, config);
    return { id, type: "price" as const, from: range.from, to: range.to, label, single: true as const };
  });
}

/**
 * The options map kept while filtering (behaviour.md §7.5): the previous map overwritten by the fresh
 * options, except for the attributes currently filtered on, which keep their previous full list so the
 * shopper can widen a selection. Pure.
 *
 * @example
 * mergeAvailableFilters({ color: [{ id: "1", label: "a", type: "color" }, { id: "2", label: "b", type: "color" }] }, { color: [{ id: "1", label: "a", type: "color" }] }, ["color"]).color?.length; // 2
 */
export function mergeAvailableFilters(
  previous: AvailableFilters | null | undefined,
  fresh: AvailableFilters,
  filteredAttributes: readonly string[],
): Record<string, readonly FilterOption[]> {
  const merged: Record<string, readonly FilterOption[]> = { ...(previous ?? {}), ...fresh };
  if (previous) {
    for (const attribute of filteredAttributes) {
      const kept = previous[attribute];
      if (kept) merged[attribute] = kept;
    }
  }
  return merged;
}
