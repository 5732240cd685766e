import type { AppliedFilter, PriceRange } from "@outlet/contract";

/**
 * A home page section (catalogue.md §1): a product list of `size`, sorted by `created_at` descending,
 * narrowed by `filters`.
 *
 * @example
 * const section: HomeSectionConfig = { key: "newCollection", size: 6, filters: [{ attribute: "flags_ids", value: { in: [9] }, scope: "default" }] };
 */
export interface HomeSectionConfig {
  readonly key: string;
  readonly size: number;
  readonly filters: readonly AppliedFilter[];
}

/**
 * Everything the listing functions read (behaviour.md §1). Pass it explicitly; nothing is global.
 *
 * @example
 * const config: ListingConfig = { ...defaultListingConfig, listOutOfStockProducts: false };
 */
export interface ListingConfig {
  /** `products.defaultFilters`. @default ["color", "price", "size", "flags_ids"] */
  readonly defaultFilters: readonly string[];
  /** `products.systemFilterNames`. @default ["sort"] */
  readonly systemFilterNames: readonly string[];
  /** `products.defaultSortBy`. @default { attribute: "order_priority", order: "desc" } */
  readonly defaultSortBy: { readonly attribute: string; readonly order: "asc" | "desc" };
  /** `products.sortByAttributes`, label → sort value, in this order. @default Latest, Price: Low to high, Price: High to low */
  readonly sortByAttributes: Readonly<Record<string, string>>;
  /** `products.priceFilters.ranges`. @default 0–50, 50–100, 100–150, 150+ */
  readonly priceRanges: readonly PriceRange[];
  /** `products.filterAggregationSize`. @default { default: 999 } */
  readonly filterAggregationSize: Readonly<Record<string, number>> & { readonly default: number };
  /** `products.maxFiltersQuerySize`: size of the options-only query (§7.12). @default 999 */
  readonly maxFiltersQuerySize: number;
  /** `products.filterFieldMapping`: aggregation names. @default { "category.name": "category.name.keyword" } */
  readonly filterFieldMapping: Readonly<Record<string, string>>;
  /** `products.listOutOfStockProducts`: when false, listings add `stock.is_in_stock eq true`. @default true */
  readonly listOutOfStockProducts: boolean;
  /** `products.useUrlKeyAsSlug`. @default true */
  readonly useUrlKeyAsSlug: boolean;
  /** `entities.category.categoriesRootCategoryId`. @default 2 */
  readonly categoriesRootCategoryId: number;
  /** `entities.category.validSearchOptionsFromRouteParams`. @default ["url-key", "slug", "id"] */
  readonly validSearchOptionsFromRouteParams: readonly string[];
  /** `search.index`. @default "catalog" */
  readonly searchIndex: string;
  /** `search.minTermLength`. @default 3 */
  readonly minTermLength: number;
  /** Longest search text the API takes (api-contract.md `_searchText`: 3–200 characters). @default 200 */
  readonly maxTermLength: number;
  /** `listing.pageSize`. @default 50 */
  readonly pageSize: number;
  /** `search.panelPageSize`. @default 18 */
  readonly panelPageSize: number;
  /** `tax.usePriceTiers`: send `groupId`/`groupToken` with searches. @default false */
  readonly usePriceTiers: boolean;
  /** `i18n.currencySign`. @default "zł" */
  readonly currencySign: string;
  /** `i18n.priceFormat`. @default "{amount} {sign}" */
  readonly priceFormat: string;
  /** Home page sections (catalogue.md §1). @default new collection 6 (flag 9), bestsellers 8 (flag 11), sale 5 */
  readonly homeSections: readonly HomeSectionConfig[];
}

/**
 * The default price ranges: 0–50, 50–100, 100–150, 150+ (catalogue.md §9).
 *
 * @example
 * defaultPriceRanges[3]; // { from: 150 }
 */
export const defaultPriceRanges: readonly PriceRange[] = Object.freeze([
  { from: 0, to: 50 },
  { from: 50, to: 100 },
  { from: 100, to: 150 },
  { from: 150 },
]);

/**
 * The shop's defaults (behaviour.md §1, catalogue.md §1, §9). Home sections: the spec fixes sizes and
 * sort but not what each lists **(decision)**: new collection = the newest-products flag 9, bestsellers =
 * the bestseller tag 11 (`/tag/bestsellery`, the section's "see all" link, so both list the same
 * products), sale = products with a special price (`special_price gt 0`).
 *
 * @example
 * defaultListingConfig.pageSize; // 50
 */
export const defaultListingConfig: ListingConfig = Object.freeze({
  defaultFilters: Object.freeze(["color", "price", "size", "flags_ids"]),
  systemFilterNames: Object.freeze(["sort"]),
  defaultSortBy: Object.freeze({ attribute: "order_priority", order: "desc" as const }),
  sortByAttributes: Object.freeze({
    Latest: "updated_at:desc",
    "Price: Low to high": "final_price",
    "Price: High to low": "final_price:desc",
  }),
  priceRanges: defaultPriceRanges,
  filterAggregationSize: Object.freeze({ default: 999 }),
  maxFiltersQuerySize: 999,
  filterFieldMapping: Object.freeze({ "category.name": "category.name.keyword" }),
  listOutOfStockProducts: true,
  useUrlKeyAsSlug: true,
  categoriesRootCategoryId: 2,
  validSearchOptionsFromRouteParams: Object.freeze(["url-key", "slug", "id"]),
  searchIndex: "catalog",
  minTermLength: 3,
  maxTermLength: 200,
  pageSize: 50,
  panelPageSize: 18,
  usePriceTiers: false,
  currencySign: "zł",
  priceFormat: "{amount} {sign}",
  homeSections: Object.freeze([
    {
      key: "newCollection",
      size: 6,
      filters: [{ attribute: "flags_ids", value: { in: [9] }, scope: "default" as const }],
    },
    {
      key: "bestsellers",
      size: 8,
      filters: [{ attribute: "flags_ids", value: { in: [11] }, scope: "default" as const }],
    },
    {
      key: "sale",
      size: 5,
      filters: [{ attribute: "special_price", value: { gt: 0 }, scope: "default" as const }],
    },
  ]),
});
