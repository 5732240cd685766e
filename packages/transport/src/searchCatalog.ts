import type {
  AppliedFilter,
  AppliedSort,
  AvailableFilter,
  SearchResponse as ContractSearchResponse,
  FilterScalar,
  FilterValue,
  SearchEntityType,
  SearchRequestBody,
} from "@outlet/contract";
import { normalizePaging, visibleProductFilters } from "@outlet/listing";
import type * as z from "zod/mini";
import type { aggregationSchema, attributeMetadataSchema } from "./catalogSchemas.js";
import { searchResponseSchema } from "./catalogSchemas.js";
import type { Transport } from "./createTransport.js";
import { encodeStrict } from "./fillUrlTemplate.js";

export type { AppliedSort, AvailableFilter, FilterScalar, FilterValue };

/**
 * The entity types the catalogue search serves (api-contract §8.1); `@outlet/contract`'s `SearchEntityType`.
 *
 * @example
 * const type: CatalogEntityType = "cms_page";
 */
export type CatalogEntityType = SearchEntityType;

/**
 * One applied filter (api-contract §8.2); `@outlet/contract`'s `AppliedFilter`.
 *
 * @example
 * const filter: SearchFilter = { attribute: "color", value: { in: [49] }, scope: "catalog" };
 */
export type SearchFilter = AppliedFilter;

/**
 * The SearchQuery body as this client accepts it (api-contract §8.2): `@outlet/contract`'s request body with
 * every member optional (a missing one is sent as absent). A full `SearchQuery` of `@outlet/listing` fits.
 *
 * @example
 * const query: SearchQuery = { _appliedFilters: [{ attribute: "category_ids", value: { in: [12] } }], _searchText: "sukienka" };
 */
export type SearchQuery = Partial<SearchRequestBody>;

/**
 * A catalogue search in the SearchQuery format (api-contract §8, behaviour §7.11).
 *
 * @example
 * const search: CatalogSearch = { entityType: "product", query: { _searchText: "len" }, size: 18, start: 0 };
 */
export interface CatalogSearch {
  readonly entityType: CatalogEntityType;
  /** The SearchQuery body. @default {} */
  readonly query?: SearchQuery;
  /** Page size; fractions floored, then not a number or `<= 0` becomes 50 (behaviour §7.11, listing's normalizePaging). @default 50 */
  readonly size?: number;
  /** Offset; fractions floored, then not a number or `< 0` becomes 0. @default 0 */
  readonly start?: number;
  readonly includeFields?: readonly string[];
  readonly excludeFields?: readonly string[];
  /** Index name. @default "catalog" */
  readonly index?: string;
  /**
   * On product searches, add `visibility in [2,3,4]` and `status in [0,1]` unless the query already filters
   * on them: LB ignores text, aggregations and sort without applied filters (api-contract §13.6).
   * @default true
   */
  readonly addDefaultProductFilters?: boolean;
  /** Overrides the configured search timeout. */
  readonly timeoutMs?: number;
  /** Aborts the search (e.g. a loader's `request.signal`). */
  readonly signal?: AbortSignal;
}

/**
 * One aggregation as returned.
 *
 * @example
 * const colors: Aggregation | undefined = result.aggregations.agg_terms_color;
 */
export type Aggregation = z.output<typeof aggregationSchema>;
/**
 * One `attribute_metadata` entry.
 *
 * @example
 * const labels = result.attributeMetadata.map((meta: AttributeMetadata) => meta.default_frontend_label);
 */
export type AttributeMetadata = z.output<typeof attributeMetadataSchema>;

/**
 * The spec's search result: items with their `_score`, total, paging, aggregations and attribute metadata.
 *
 * @example
 * const result: CatalogSearchResult<{ sku: string }> = await searchCatalog(transport, { entityType: "product" });
 */
export interface CatalogSearchResult<TItem = Record<string, unknown>> {
  readonly items: readonly (TItem & { readonly _score: number })[];
  readonly total: number;
  readonly start: number;
  readonly perPage: number;
  readonly aggregations: Readonly<Record<string, Aggregation>>;
  readonly attributeMetadata: readonly AttributeMetadata[];
  readonly suggestions: Readonly<Record<string, unknown>>;
}

/**
 * The default product filters of api-contract §13.6 / §8.2: `@outlet/listing`'s `visibleProductFilters`,
 * the one "visible product" rule in its search form (issue 30, rule 3).
 *
 * @example
 * DEFAULT_PRODUCT_FILTERS.map((f) => f.attribute) // ["visibility", "status"]
 */
export const DEFAULT_PRODUCT_FILTERS: readonly SearchFilter[] = /* @__PURE__ */ visibleProductFilters();

function withDefaultFilters(search: CatalogSearch): SearchQuery {
  const query = search.query ?? {};
  if (search.entityType !== "product" || search.addDefaultProductFilters === false) return query;
  const applied = query._appliedFilters ?? [];
  const missing = DEFAULT_PRODUCT_FILTERS.filter(
    (filter) => !applied.some((existing) => existing.attribute === filter.attribute),
  );
  return missing.length ? { ...query, _appliedFilters: [...missing, ...applied] } : query;
}

/**
 * Removes duplicate range buckets by `from`/`to`, keeping the first: LB's `agg_range_price` may repeat the
 * applied range (api-contract §13.6). Other aggregations pass through unchanged. Pure.
 *
 * @example
 * dedupeRangeBuckets({ agg_range_price: { buckets: [{ key: "0.0-50.0", from: 0, to: 50, doc_count: 3 }, { key: "0-50", from: 0, to: 50, doc_count: 3 }] } })
 * // { agg_range_price: { buckets: [{ key: "0.0-50.0", from: 0, to: 50, doc_count: 3 }] } }
 */
export function dedupeRangeBuckets(
  aggregations: Readonly<Record<string, Aggregation>>,
): Readonly<Record<string, Aggregation>> {
  const result: Record<string, Aggregation> = {};
  for (const [name, aggregation] of Object.entries(aggregations)) {
    if (!name.startsWith("agg_range_")) {
      result[name] = aggregation;
      continue;
    }
    const seen = new Set<string>();
    result[name] = {
      ...aggregation,
      buckets: aggregation.buckets.filter((bucket) => {
        const id = `${String(bucket.from ?? "")}|${String(bucket.to ?? "")}`;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      }),
    };
  }
  return result;
}

/**
 * The search request's URL: query keys sorted alphabetically and strictly encoded, field lists joined with
 * `,` (behaviour §7.11). Pure.
 *
 * @example
 * searchQueryString({ size: 50, start: 0, includeFields: ["sku", "name"] })
 * // "_source_include=sku%2Cname&from=0&request_format=search-query&size=50"
 */
export function searchQueryString(options: {
  readonly size: number;
  readonly start: number;
  readonly includeFields?: readonly string[] | undefined;
  readonly excludeFields?: readonly string[] | undefined;
}): string {
  const params: Record<string, string> = {
    from: String(options.start),
    request_format: "search-query",
    size: String(options.size),
  };
  if (options.excludeFields?.length) params._source_exclude = options.excludeFields.join(",");
  if (options.includeFields?.length) params._source_include = options.includeFields.join(",");
  return Object.keys(params)
    .sort()
    .map((key) => `${key}=${encodeStrict(params[key] as string)}`)
    .join("&");
}

/**
 * The search response as parsed (api-contract §8.8), before mapping.
 *
 * @example
 * const raw: SearchResponse = await searchCatalogRaw(transport, { entityType: "product" });
 */
export type SearchResponse<TSource = Record<string, unknown>> = ContractSearchResponse<TSource>;

/**
 * Runs one catalogue search and returns the response as parsed, before mapping to the spec's result — for
 * callers that map it themselves (e.g. `@outlet/listing`, which adds slugs, behaviour §7.11). Product
 * searches get the default filters; the search timeout applies.
 *
 * @example
 * const raw = await searchCatalogRaw(transport, { entityType: "product", size: 50 });
 * raw.hits.hits[0]?._source;
 */
export async function searchCatalogRaw<TSource = Record<string, unknown>>(
  transport: Transport,
  search: CatalogSearch,
): Promise<SearchResponse<TSource>> {
  const response: SearchResponse = await requestSearch(transport, search);
  // The schema checks the response's frame (hits, totals, aggregations); the documents are the caller's
  // `TSource`, as with ky's `json<T>()`: the one place the generic is asserted.
  return response as SearchResponse<TSource>;
}

/** The search request itself; its answer as the schema parsed it. */
function requestSearch(transport: Transport, search: CatalogSearch) {
  const template = transport.config.endpoints.catalogSearch;
  return transport.request({
    endpoint: {
      template: `${template}${template.includes("?") ? "&" : "?"}${searchQueryString({
        ...normalizePaging(search),
        includeFields: search.includeFields,
        excludeFields: search.excludeFields,
      })}`,
    },
    method: "POST",
    params: { index: search.index ?? "catalog", entityType: search.entityType },
    json: withDefaultFilters(search),
    schema: searchResponseSchema,
    timeoutMs: search.timeoutMs ?? transport.config.searchTimeoutMs,
    ...(search.signal ? { signal: search.signal } : {}),
  });
}

/**
 * Runs one catalogue search (POST, `request_format=search-query`, api-contract §8) and maps the answer to the
 * spec's result (§8.8): `items` from `hits.hits[]._source` with `_score`, `total` from `hits.total` (or its
 * `value`), `start` = `from`, `perPage` = `size`, `aggregations` unchanged, `attributeMetadata` or `[]`.
 * Uses the search timeout (5 000 ms in the browser, 1 000 ms on the server). Throws the transport errors.
 *
 * @example
 * const { items, total } = await searchCatalog(transport, {
 *   entityType: "product",
 *   query: { _appliedFilters: [{ attribute: "category_ids", value: { in: [12] } }] },
 *   size: 8,
 * });
 */
export async function searchCatalog<TItem = Record<string, unknown>>(
  transport: Transport,
  search: CatalogSearch,
): Promise<CatalogSearchResult<TItem>> {
  // listing's paging rule (behaviour §7.11), the one the storefront's search requests follow too
  const { size, start } = normalizePaging(search);
  const body = await requestSearch(transport, search);
  const total = typeof body.hits.total === "number" ? body.hits.total : body.hits.total.value;
  const suggestions = (body as { suggestions?: unknown }).suggestions;
  return {
    items: body.hits.hits.map((hit) => ({ ...(hit._source as TItem), _score: hit._score ?? 0 })),
    total,
    start,
    perPage: size,
    aggregations: dedupeRangeBuckets(body.aggregations ?? {}),
    attributeMetadata: body.attribute_metadata ?? [],
    suggestions:
      typeof suggestions === "object" && suggestions !== null ? (suggestions as Record<string, unknown>) : {},
  };
}
