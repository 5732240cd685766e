import type {
  AppliedFilter,
  AppliedSort,
  AvailableFilter,
  FilterScalar,
  FilterValue,
  SearchQuery,
} from "@outlet/contract";
import { VISIBLE_VISIBILITIES } from "@outlet/url-resolution";
import type { AvailableFilters } from "./availableFilters.js";
import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig, defaultPriceRanges } from "./listingConfig.js";
import { ListingError } from "./listingError.js";
import type { ListingState } from "./listingState.js";
import { parsePriceRangeId, priceRangeFilterValue, priceRangeId } from "./priceRanges.js";
import { searchTextFor } from "./searchText.js";
import type { SortSpec } from "./sort.js";
import { appliedSort, defaultSort } from "./sort.js";

/**
 * Builds a SearchQuery with its four members in the contract's order (behaviour.md §7.8): available
 * filters, applied filters, sort, text. Pure.
 *
 * @example
 * searchQuery({ applied: [{ attribute: "sku", value: { eq: "A" }, scope: "default" }] });
 * // { _availableFilters: [], _appliedFilters: [{ attribute: "sku", value: { eq: "A" }, scope: "default" }], _appliedSort: [], _searchText: "" }
 */
export function searchQuery(parts: {
  readonly available?: readonly AvailableFilter[] | undefined;
  readonly applied?: readonly AppliedFilter[] | undefined;
  readonly sort?: readonly AppliedSort[] | undefined;
  readonly text?: string | undefined;
}): SearchQuery {
  return {
    _availableFilters: parts.available ?? [],
    _appliedFilters: parts.applied ?? [],
    _appliedSort: parts.sort ?? [],
    _searchText: parts.text ?? "",
  };
}

const defaultScope = (attribute: string, value: FilterValue): AppliedFilter => ({
  attribute,
  value,
  scope: "default",
});

/**
 * The filters that keep a product search to visible products (issue 30, rule 3; catalogue.md "Product
 * search always restricts to visibility in 2, 3, 4 and status in 0, 1", api-contract §13.6): the search
 * form of `@outlet/url-resolution`'s `isVisibleProduct`. Listings and the transport's default product
 * filters both carry them. Pure.
 *
 * @example
 * visibleProductFilters(); // [{ attribute: "visibility", value: { in: [2, 3, 4] }, scope: "default" }, { attribute: "status", value: { in: [0, 1] }, scope: "default" }]
 */
export function visibleProductFilters(): AppliedFilter[] {
  return [
    defaultScope("visibility", { in: [...VISIBLE_VISIBILITIES] }),
    defaultScope("status", { in: [0, 1] }),
  ];
}

/**
 * The filters every product listing carries (catalogue.md §5, behaviour.md §7.8): the
 * {@link visibleProductFilters}, and `stock.is_in_stock eq true` only when out-of-stock products are not
 * listed.
 *
 * @example
 * listingBaseFilters(); // [{ attribute: "visibility", value: { in: [2, 3, 4] }, scope: "default" }, { attribute: "status", value: { in: [0, 1] }, scope: "default" }]
 */
export function listingBaseFilters(config: ListingConfig = defaultListingConfig): AppliedFilter[] {
  return [...visibleProductFilters(), ...stockFilter(config)];
}

function stockFilter(config: ListingConfig): AppliedFilter[] {
  return config.listOutOfStockProducts ? [] : [defaultScope("stock.is_in_stock", { eq: true })];
}

/**
 * An option id as a filter operand: canonical integers become numbers (option ids are ints on the
 * backend, api-contract.md §12.1), anything else stays a string.
 *
 * @example
 * filterScalar("49"); // 49
 * filterScalar("049"); // "049"
 */
export function filterScalar(id: string): FilterScalar {
  if (/^-?(0|[1-9]\d*)$/.test(id)) {
    const value = Number(id);
    if (Number.isSafeInteger(value)) return value;
  }
  return id;
}

/**
 * The `_availableFilters` of a listing: each default filter, scope `catalog`; terms facets ask for
 * `filterAggregationSize` buckets (999, api-contract.md §8.6), price for the configured ranges only when
 * they differ from the contract's defaults.
 *
 * @example
 * defaultAvailableFilters()[0]; // { field: "color", scope: "catalog", options: { size: 999 } }
 */
export function defaultAvailableFilters(config: ListingConfig = defaultListingConfig): AvailableFilter[] {
  const standardRanges =
    config.priceRanges.map(priceRangeId).join() === defaultPriceRanges.map(priceRangeId).join();
  return config.defaultFilters.map((field) => {
    if (field === "price") {
      return standardRanges
        ? { field, scope: "catalog" as const }
        : { field, scope: "catalog" as const, options: { ranges: config.priceRanges } };
    }
    return {
      field,
      scope: "catalog" as const,
      options: { size: config.filterAggregationSize[field] ?? config.filterAggregationSize.default },
    };
  });
}

/**
 * The applied filters a listing state chooses (behaviour.md §7.1, §7.4, §7.8), scope `catalog`, in key
 * order: each attribute's ids as `{ in: ids }` (only ids among `availableFilters` when given), then the
 * price: `price_from`/`price_to` as `{ gte, lte }` when set, else the chosen bucket's range. Pure.
 *
 * @example
 * chosenFilters({ sort: null, q: "", priceFrom: null, priceTo: null, price: "0.0-50.0", filters: { color: ["49", "50"] } });
 * // [{ attribute: "color", value: { in: [49, 50] }, scope: "catalog" }, { attribute: "price", value: { gte: 0, lte: 50 }, scope: "catalog" }]
 */
export function chosenFilters(
  state: ListingState,
  availableFilters?: AvailableFilters | undefined,
  config: ListingConfig = defaultListingConfig,
): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  for (const [attribute, ids] of Object.entries(state.filters)) {
    if (attribute === "price" || config.systemFilterNames.includes(attribute)) continue;
    const options = availableFilters
      ? Object.hasOwn(availableFilters, attribute)
        ? availableFilters[attribute]
        : []
      : undefined;
    const known = options ? ids.filter((id) => options.some((option) => option.id === id)) : ids;
    if (known.length === 0) continue;
    applied.push({ attribute, value: { in: known.map(filterScalar) }, scope: "catalog" });
  }
  if (
    state.priceFrom !== null &&
    state.priceTo !== null &&
    state.priceFrom >= 0 &&
    state.priceTo >= state.priceFrom
  ) {
    applied.push({
      attribute: "price",
      value: { gte: state.priceFrom, lte: state.priceTo },
      scope: "catalog",
    });
  } else if (state.price !== null) {
    const range = parsePriceRangeId(state.price);
    if (range) applied.push({ attribute: "price", value: priceRangeFilterValue(range), scope: "catalog" });
  }
  return applied;
}

/**
 * The SearchQuery of a category listing (behaviour.md §7.8, §7.12): base filters, `category_ids in [id,
 * …descendants]`, the chosen filters; the default filters available; the text from `q` (3+ characters);
 * the route's sort or `order_priority:desc`. Pure.
 *
 * @example
 * categoryListingQuery({ categoryIds: [12, 13], state: emptyListingState })._appliedFilters[2];
 * // { attribute: "category_ids", value: { in: [12, 13] }, scope: "default" }
 */
export function categoryListingQuery(input: {
  readonly categoryIds: readonly (number | string)[];
  readonly state: ListingState;
  readonly availableFilters?: AvailableFilters | undefined;
  readonly config?: ListingConfig | undefined;
}): SearchQuery {
  const config = input.config ?? defaultListingConfig;
  return searchQuery({
    available: defaultAvailableFilters(config),
    applied: [
      ...listingBaseFilters(config),
      defaultScope("category_ids", { in: [...input.categoryIds] }),
      ...chosenFilters(input.state, input.availableFilters, config),
    ],
    sort: appliedSort(input.state.sort ?? defaultSort(config)),
    text: searchTextFor(input.state.q, config),
  });
}

/**
 * The options-only query that loads a category's filter options before the first filtered listing
 * (behaviour.md §7.12 step 2): the base listing query without chosen filters; send it with
 * `size = maxFiltersQuerySize` and `_source_exclude = ['*']`. Pure.
 *
 * @example
 * categoryOptionsQuery({ categoryIds: [12] }).query._appliedFilters.length; // 3
 */
export function categoryOptionsQuery(input: {
  readonly categoryIds: readonly (number | string)[];
  readonly config?: ListingConfig | undefined;
}): { query: SearchQuery; size: number; excludeFields: readonly string[] } {
  const config = input.config ?? defaultListingConfig;
  return {
    query: searchQuery({
      available: defaultAvailableFilters(config),
      applied: [...listingBaseFilters(config), defaultScope("category_ids", { in: [...input.categoryIds] })],
      sort: appliedSort(defaultSort(config)),
    }),
    size: config.maxFiltersQuerySize,
    excludeFields: ["*"],
  };
}

/**
 * The SearchQuery of a tag listing (behaviour.md §7.8, api-contract.md §12.5): base filters and
 * `flags_ids in [tag id]`, plus any chosen filters; the default filters available; the sort. Pure.
 *
 * @example
 * tagListingQuery({ tagId: 9 })._appliedFilters.at(-1); // { attribute: "flags_ids", value: { in: [9] }, scope: "default" }
 */
export function tagListingQuery(input: {
  readonly tagId: number | string;
  readonly state?: ListingState | undefined;
  readonly availableFilters?: AvailableFilters | undefined;
  readonly config?: ListingConfig | undefined;
}): SearchQuery {
  const config = input.config ?? defaultListingConfig;
  return searchQuery({
    available: defaultAvailableFilters(config),
    applied: [
      ...listingBaseFilters(config),
      defaultScope("flags_ids", { in: [input.tagId] }),
      ...(input.state ? chosenFilters(input.state, input.availableFilters, config) : []),
    ],
    sort: appliedSort(input.state?.sort ?? defaultSort(config)),
  });
}

/**
 * The SearchQuery of the search page `/szukaj` (behaviour.md §7.8, §7.10): base filters and the chosen
 * filters, the default filters available, `_searchText` (3+ characters), the chosen sort. Without a chosen
 * sort the results keep the backend's relevance order (no `_appliedSort`) **(decision: §7.3 names
 * `order_priority:desc` as the search page's default, which ranks a fuzzy name match above the product
 * the shopper typed; like the quick panel, the page now opens on relevance)**. Pure.
 *
 * @example
 * searchPageQuery({ state: { ...emptyListingState, q: "lniana" } })._searchText; // "lniana"
 */
export function searchPageQuery(input: {
  readonly state: ListingState;
  readonly availableFilters?: AvailableFilters | undefined;
  readonly config?: ListingConfig | undefined;
}): SearchQuery {
  const config = input.config ?? defaultListingConfig;
  return searchQuery({
    available: defaultAvailableFilters(config),
    applied: [...listingBaseFilters(config), ...chosenFilters(input.state, input.availableFilters, config)],
    sort: appliedSort(input.state.sort),
    text: searchTextFor(input.state.q, config),
  });
}

/**
 * The SearchQuery of the quick search panel (behaviour.md §7.8, §7.10): base filters and the text, no
 * available filters and no sort (relevance). Send it with `size = panelPageSize` (18). Pure.
 *
 * @example
 * quickSearchQuery("sukienka")._appliedSort; // []
 */
export function quickSearchQuery(text: string, config: ListingConfig = defaultListingConfig): SearchQuery {
  return searchQuery({ applied: listingBaseFilters(config), text: searchTextFor(text, config) });
}

/**
 * The SearchQuery of related products (behaviour.md §7.8): `<key> in skus`, visibility 2, 3, 4,
 * status 1, stock as configured. Pure.
 *
 * @example
 * relatedProductsQuery("sku", ["A", "B"])._appliedFilters[0]; // { attribute: "sku", value: { in: ["A", "B"] }, scope: "default" }
 */
export function relatedProductsQuery(
  key: string,
  skus: readonly string[],
  config: ListingConfig = defaultListingConfig,
): SearchQuery {
  return searchQuery({
    applied: [
      defaultScope(key, { in: [...skus] }),
      defaultScope("visibility", { in: [...VISIBLE_VISIBILITIES] }),
      defaultScope("status", { in: [1] }),
      ...stockFilter(config),
    ],
  });
}

/**
 * The query of grouped or bundle children (catalogue.md §5, behaviour.md §7.8): `sku in skus`,
 * status 1 only, stock as configured; size = the number of skus. Pure.
 *
 * @example
 * childProductsQuery(["A", "B"]).size; // 2
 */
export function childProductsQuery(
  skus: readonly string[],
  config: ListingConfig = defaultListingConfig,
): { query: SearchQuery; size: number } {
  return {
    query: searchQuery({
      applied: [
        defaultScope("sku", { in: [...skus] }),
        defaultScope("status", { in: [1] }),
        ...stockFilter(config),
      ],
    }),
    size: skus.length,
  };
}

/**
 * The product-page lookup by key (behaviour.md §5.8, §7.8): `<key> eq value` only (no visibility or
 * status filter, so the page can judge them), size 1. Throws `ListingError` `missing-search-key`
 * ("Please provide the search key <key> for product/single action!") for a blank value.
 *
 * @example
 * productByKeyQuery("sku", "P").query._appliedFilters; // [{ attribute: "sku", value: { eq: "P" }, scope: "default" }]
 */
export function productByKeyQuery(
  key: string,
  value: string | number | null | undefined,
): { query: SearchQuery; size: 1 } {
  if (value === null || value === undefined || value === "")
    throw new ListingError({ reason: "missing-search-key", key });
  return { query: searchQuery({ applied: [defaultScope(key, { eq: value })] }), size: 1 };
}

/**
 * The lookup of a child's configurable parent (behaviour.md §7.8, §8.9): `configurable_children.sku eq
 * sku`, size 1. Pure.
 *
 * @example
 * configurableParentQuery("P-M").query._appliedFilters[0]?.attribute; // "configurable_children.sku"
 */
export function configurableParentQuery(childSku: string): { query: SearchQuery; size: 1 } {
  return {
    query: searchQuery({ applied: [defaultScope("configurable_children.sku", { eq: childSku })] }),
    size: 1,
  };
}

/**
 * The unknown-path product fallback (behaviour.md §7.8, §8.6 f): `url_path eq <segment>`, visibility 2,
 * 3, 4, status 0, 1, size 1. Pure.
 *
 * @example
 * productByUrlPathQuery("sukienka-lniana").size; // 1
 */
export function productByUrlPathQuery(segment: string): { query: SearchQuery; size: 1 } {
  return {
    query: searchQuery({
      applied: [
        defaultScope("url_path", { eq: segment }),
        defaultScope("visibility", { in: [...VISIBLE_VISIBILITIES] }),
        defaultScope("status", { in: [0, 1] }),
      ],
    }),
    size: 1,
  };
}

/**
 * The sort of a SearchQuery from a spec value such as `'position:asc'`; `[]` when invalid.
 *
 * @example
 * sortFromValue("level:asc"); // [{ field: "level", options: "asc" }]
 */
export function sortFromValue(...values: readonly string[]): AppliedSort[] {
  const sorts: SortSpec[] = [];
  for (const value of values) {
    const [field = "", direction = "asc"] = value.split(":");
    if (/^[A-Za-z0-9_.]+$/.test(field) && (direction === "asc" || direction === "desc"))
      sorts.push({ field, direction });
  }
  return sorts.flatMap((sort) => appliedSort(sort));
}
