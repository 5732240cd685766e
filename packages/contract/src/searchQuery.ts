// The SearchQuery request and the search response (api-contract.md §8), shared by the transport, @outlet/listing
// and both apps.

/**
 * A scalar operand of a SearchQuery filter (api-contract.md §8.3).
 *
 * @example
 * const operand: FilterScalar = 49;
 */
export type FilterScalar = string | number | boolean | null;

/**
 * A range operand: numbers, or date strings `YYYY-MM-DD[ HH:mm:ss]` (api-contract.md §8.3).
 *
 * @example
 * const range: RangeOperator = { gte: 50, lte: 100 };
 */
export interface RangeOperator {
  readonly gt?: number | string | undefined;
  readonly gte?: number | string | undefined;
  readonly lt?: number | string | undefined;
  readonly lte?: number | string | undefined;
}

/**
 * One operator object of a filter (api-contract.md §8.3). Exactly one operator, except that
 * `gt`/`gte` and `lt`/`lte` combine into one range.
 *
 * @example
 * const value: FilterOperator = { in: [2, 3, 4] };
 */
export type FilterOperator =
  | { readonly eq: FilterScalar }
  | { readonly in: readonly FilterScalar[] }
  | { readonly neq: FilterScalar }
  | { readonly nin: readonly FilterScalar[] }
  | { readonly like: string }
  | { readonly or: readonly FilterScalar[] }
  | RangeOperator;

/**
 * A filter value: an operator object, or a bare scalar or array meaning `{ in: … }` (api-contract.md §8.3).
 *
 * @example
 * const value: FilterValue = { eq: true };
 */
export type FilterValue = FilterOperator | FilterScalar | readonly FilterScalar[];

/**
 * Filter scope: `default` (the document as written) or `catalog` (facets, matching configurable parents
 * through `<attr>_options`).
 *
 * @example
 * const scope: FilterScope = "catalog";
 */
export type FilterScope = "default" | "catalog" | readonly ("default" | "catalog")[];

/**
 * One member of `_appliedFilters` (api-contract.md §8.2).
 *
 * @example
 * const filter: AppliedFilter = { attribute: "visibility", value: { in: [2, 3, 4] }, scope: "default" };
 */
export interface AppliedFilter {
  readonly attribute: string;
  readonly value: FilterValue;
  readonly scope?: FilterScope | undefined;
  readonly options?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * A price range of `_availableFilters` options and of the price filter (behaviour.md §7.4).
 *
 * @example
 * const range: PriceRange = { from: 150 };
 */
export interface PriceRange {
  readonly from?: number | undefined;
  readonly to?: number | undefined;
}

/**
 * One member of `_availableFilters`: a facet to aggregate (api-contract.md §8.2, §8.6).
 *
 * @example
 * const facet: AvailableFilter = { field: "color", scope: "catalog", options: { size: 999 } };
 */
export interface AvailableFilter {
  readonly field: string;
  readonly scope: "catalog";
  readonly options?:
    | { readonly size?: number | undefined; readonly ranges?: readonly PriceRange[] | undefined }
    | undefined;
}

/**
 * A sort direction.
 *
 * @example
 * const direction: SortDirection = "desc";
 */
export type SortDirection = "asc" | "desc";

/**
 * One member of `_appliedSort` (api-contract.md §8.2, §8.5).
 *
 * @example
 * const sort: AppliedSort = { field: "order_priority", options: "desc" };
 */
export interface AppliedSort {
  readonly field: string;
  readonly options: SortDirection | { readonly order: SortDirection };
}

/**
 * The SearchQuery request body (api-contract.md §8.2, behaviour.md §7.8). Its four members always come in
 * this order, which the search cache key depends on.
 *
 * @example
 * const body: SearchQuery = { _availableFilters: [], _appliedFilters: [], _appliedSort: [], _searchText: "" };
 */
export interface SearchQuery {
  readonly _availableFilters: readonly AvailableFilter[];
  readonly _appliedFilters: readonly AppliedFilter[];
  readonly _appliedSort: readonly AppliedSort[];
  readonly _searchText: string;
}

/**
 * The request body sent: the SearchQuery plus the customer group when tier prices are on.
 *
 * @example
 * const body: SearchRequestBody = { _availableFilters: [], _appliedFilters: [], _appliedSort: [], _searchText: "", groupToken: "t" };
 */
export interface SearchRequestBody extends SearchQuery {
  readonly groupId?: number | undefined;
  readonly groupToken?: string | undefined;
}

/**
 * The entity types of the search endpoint (api-contract.md §8.1).
 *
 * @example
 * const type: SearchEntityType = "product";
 */
export type SearchEntityType =
  | "product"
  | "category"
  | "attribute"
  | "taxrule"
  | "review"
  | "cms_page"
  | "cms_block"
  | "cms_hierarchy"
  | "tag";

/**
 * An aggregation bucket (api-contract.md §8.6). Term keys keep the field's type (option ids are
 * numbers); range buckets carry `from` / `to`.
 *
 * @example
 * const bucket: AggregationBucket = { key: "0.0-50.0", from: 0, to: 50, doc_count: 3 };
 */
export interface AggregationBucket {
  readonly key: string | number;
  readonly doc_count?: number | undefined;
  readonly from?: number | null | undefined;
  readonly to?: number | null | undefined;
}

/**
 * The `aggregations` of a search response: `agg_terms_<field>`, `agg_terms_<field>_options`,
 * `agg_range_price`.
 *
 * @example
 * const aggs: Aggregations = { agg_terms_color: { buckets: [{ key: 49, doc_count: 12 }] } };
 */
export type Aggregations = Readonly<
  Record<string, { readonly buckets: readonly AggregationBucket[] } | undefined>
>;

/**
 * An attribute option (api-contract.md §12.3): `value` is the option id as a string.
 *
 * @example
 * const option: AttributeOption = { value: "49", label: "Czarny", sort_order: 1 };
 */
export interface AttributeOption {
  readonly value: string | number;
  readonly label: string;
  readonly sort_order?: number | undefined;
}

/**
 * Attribute metadata of a product search (api-contract.md §8.8).
 *
 * @example
 * const meta: AttributeMetadata = { attribute_code: "color", attribute_id: 93, default_frontend_label: "Kolor", options: [{ value: "49", label: "Czarny" }] };
 */
export interface AttributeMetadata {
  readonly attribute_code: string;
  readonly attribute_id?: number | string | undefined;
  readonly default_frontend_label?: string | null | undefined;
  readonly options?: readonly AttributeOption[] | undefined;
}

/**
 * One hit of the standard search response (api-contract.md §8.8).
 *
 * @example
 * const hit: SearchHit<{ sku: string }> = { _index: "catalog", _type: "product", _id: "19", _score: 7.1, _source: { sku: "SUK-0193" } };
 */
export interface SearchHit<TSource> {
  readonly _index?: string | undefined;
  readonly _type?: string | undefined;
  readonly _id?: string | undefined;
  readonly _score?: number | null | undefined;
  readonly _source: TSource;
}

/**
 * The standard search response, without envelope (api-contract.md §8.8). `hits.total` may be an object on
 * legacy backends.
 *
 * @example
 * const response: SearchResponse<{ sku: string }> = { hits: { total: 0, hits: [] } };
 */
export interface SearchResponse<TSource> {
  readonly took?: number | undefined;
  readonly timed_out?: boolean | undefined;
  readonly hits: {
    readonly total: number | { readonly value: number };
    readonly max_score?: number | null | undefined;
    readonly hits: readonly SearchHit<TSource>[];
  };
  readonly aggregations?: Aggregations | undefined;
  readonly attribute_metadata?: readonly AttributeMetadata[] | null | undefined;
  readonly suggest?: Readonly<Record<string, unknown>> | undefined;
  /** A legacy error answer: `code >= 400` or `error` set. */
  readonly code?: number | string | undefined;
  readonly error?: unknown;
}
