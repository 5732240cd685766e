import type { SearchEntityType, SearchQuery, SearchRequestBody, SearchResponse } from "@outlet/contract";
import { slugify } from "@outlet/formatting";
import { strictEncode } from "@outlet/url-resolution";
import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig } from "./listingConfig.js";
import { ListingError } from "./listingError.js";
import type { ProductSearchResult } from "./productSearchResult.js";

/**
 * The entity types with a search handler (api-contract.md §8.1).
 *
 * @example
 * searchEntityTypes.includes("cms_page"); // true
 */
export const searchEntityTypes: readonly SearchEntityType[] = Object.freeze([
  "product",
  "category",
  "attribute",
  "taxrule",
  "review",
  "cms_page",
  "cms_block",
  "cms_hierarchy",
  "tag",
]);

/**
 * Whether a text names an entity type with a search handler ({@link searchEntityTypes}): the one check of
 * the storefront's requests and the API's search route. Pure.
 *
 * @example
 * isSearchEntityType("cms_page"); // true
 * isSearchEntityType("order"); // false
 */
export function isSearchEntityType(value: string): value is SearchEntityType {
  return (searchEntityTypes as readonly string[]).includes(value);
}

/**
 * Size and start normalised (behaviour.md §7.11, catalogue.md §5): fractions floored, then a size that
 * is not a number or is 0 or below becomes 50 and a start that is not a number or below 0 becomes 0.
 *
 * @example
 * normalizePaging({ size: 0, start: -5 }); // { size: 50, start: 0 }
 * normalizePaging({ size: 18.9, start: 36.2 }); // { size: 18, start: 36 }
 * normalizePaging({ size: 0.5, start: Number.POSITIVE_INFINITY }); // { size: 50, start: 0 }
 */
export function normalizePaging(paging: { readonly size?: unknown; readonly start?: unknown }): {
  size: number;
  start: number;
} {
  const floor = (value: unknown) =>
    typeof value === "number" && Number.isFinite(value) ? Math.floor(value) : Number.NaN;
  const size = floor(paging.size);
  const start = floor(paging.start);
  return {
    size: Number.isNaN(size) || size <= 0 ? 50 : size,
    start: Number.isNaN(start) || start < 0 ? 0 : start,
  };
}

/**
 * A search request as data (api-contract.md §8.1).
 *
 * @example
 * const r: SearchRequest = searchRequest({ entityType: "product", query: { _availableFilters: [], _appliedFilters: [], _appliedSort: [], _searchText: "" } });
 */
export interface SearchRequest {
  readonly method: "POST";
  readonly entityType: SearchEntityType;
  /** `/api/catalog/<index>/<entityType>/_search?<params>` (relative to the API origin). */
  readonly url: string;
  readonly params: Readonly<Record<string, string>>;
  readonly headers: { readonly Accept: "application/json"; readonly "Content-Type": "application/json" };
  readonly body: SearchRequestBody;
  /** 5000 ms in the browser, 1000 ms on the server (catalogue.md §9). */
  readonly timeoutMs: number;
  readonly size: number;
  readonly start: number;
}

/**
 * Builds the search call (behaviour.md §7.11, api-contract.md §8.1). Pure. Paging is normalised; the
 * query parameters are `from`, `size`, `request_format=search-query` and the field lists, sorted by key
 * and strictly encoded (field lists joined with `,`); the body is the SearchQuery plus `groupId` /
 * `groupToken` only when `usePriceTiers` is on and they are set. An unknown entity type throws
 * `ListingError` `unknown-entity-type` ("No entity type registered for <type>").
 *
 * @example
 * searchRequest({ entityType: "product", query: quickSearchQuery("lniana"), size: 18, excludeFields: ["description"] }).url;
 * // "/api/catalog/catalog/product/_search?_source_exclude=description&from=0&request_format=search-query&size=18"
 */
export function searchRequest(input: {
  readonly entityType: string;
  readonly query: SearchQuery;
  readonly size?: number | undefined;
  readonly start?: number | undefined;
  readonly includeFields?: readonly string[] | null | undefined;
  readonly excludeFields?: readonly string[] | null | undefined;
  readonly environment?: "client" | "server" | undefined;
  readonly groupId?: number | null | undefined;
  readonly groupToken?: string | null | undefined;
  readonly config?: ListingConfig | undefined;
}): SearchRequest {
  const config = input.config ?? defaultListingConfig;
  if (!isSearchEntityType(input.entityType)) {
    throw new ListingError({ reason: "unknown-entity-type", entityType: input.entityType });
  }
  const { size, start } = normalizePaging({ size: input.size ?? config.pageSize, start: input.start ?? 0 });
  const params: Record<string, string> = {
    from: String(start),
    size: String(size),
    request_format: "search-query",
  };
  if (input.excludeFields && input.excludeFields.length > 0)
    params._source_exclude = input.excludeFields.join(",");
  if (input.includeFields && input.includeFields.length > 0)
    params._source_include = input.includeFields.join(",");
  const queryString = Object.keys(params)
    .sort()
    .map((key) => `${strictEncode(key)}=${(params[key] ?? "").split(",").map(strictEncode).join(",")}`)
    .join("&");
  const body: SearchRequestBody = {
    ...input.query,
    ...(config.usePriceTiers && typeof input.groupId === "number" ? { groupId: input.groupId } : {}),
    ...(config.usePriceTiers && input.groupToken ? { groupToken: input.groupToken } : {}),
  };
  return {
    method: "POST",
    entityType: input.entityType as SearchEntityType,
    url: `/api/catalog/${strictEncode(config.searchIndex)}/${input.entityType}/_search?${queryString}`,
    params,
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body,
    timeoutMs: input.environment === "server" ? 1000 : 5000,
    size,
    start,
  };
}

/**
 * The slug of a search hit (behaviour.md §7.11): the existing slug, else `url_key` when
 * `useUrlKeyAsSlug`, else `slugify(name) + '-' + id` when there is a name, else `''`.
 *
 * @example
 * hitSlug({ id: 19, name: "Sukienka lniana" }, { ...defaultListingConfig, useUrlKeyAsSlug: false }); // "sukienka-lniana-19"
 */
export function hitSlug(
  source: {
    readonly slug?: unknown;
    readonly url_key?: unknown;
    readonly name?: unknown;
    readonly id?: unknown;
  },
  config: ListingConfig = defaultListingConfig,
): string {
  if (typeof source.slug === "string" && source.slug) return source.slug;
  if (config.useUrlKeyAsSlug && typeof source.url_key === "string" && source.url_key) return source.url_key;
  if (typeof source.name === "string" && source.name) return `${slugify(source.name)}-${String(source.id)}`;
  return "";
}

/**
 * Maps a standard search response to the product search result (behaviour.md §7.11, api-contract.md
 * §8.8). Pure. Each item is the hit's source with `_score` and `slug`; `total` is unwrapped from
 * `{ value }`; `perPage` is the request size. A backend error (`code >= 400` or `error`) throws
 * `ListingError` `backend-error` (the search rejects).
 *
 * @example
 * searchResultFrom({ hits: { total: { value: 1 }, hits: [{ _score: 2, _source: { id: 1, sku: "A", url_key: "a" } }] } }, { start: 0, size: 50 }).items[0];
 * // { id: 1, sku: "A", url_key: "a", _score: 2, slug: "a" }
 */
export function searchResultFrom<TSource extends object>(
  response: SearchResponse<TSource>,
  request: { readonly start: number; readonly size: number },
  config: ListingConfig = defaultListingConfig,
): ProductSearchResult<TSource> {
  const code = response.code === undefined ? undefined : Number.parseInt(String(response.code), 10);
  if ((code !== undefined && code >= 400) || (response.error !== undefined && response.error !== null)) {
    throw new ListingError({ reason: "backend-error", code }, { cause: response.error });
  }
  const total = typeof response.hits.total === "number" ? response.hits.total : response.hits.total.value;
  return {
    items: response.hits.hits.map((hit) => ({
      ...hit._source,
      _score: hit._score ?? null,
      slug: hitSlug(hit._source, config),
    })),
    total,
    start: request.start,
    perPage: request.size,
    aggregations: response.aggregations ?? {},
    attributeMetadata: response.attribute_metadata ?? [],
    suggestions: response.suggest ?? {},
  };
}

/**
 * The result a failed search gives on the client while offline (behaviour.md §7.11).
 *
 * @example
 * offlineSearchResult().noresults; // true
 */
export function offlineSearchResult(): ProductSearchResult<Record<string, never>> {
  return {
    items: [],
    total: 0,
    start: 0,
    perPage: 0,
    aggregations: {},
    attributeMetadata: [],
    suggestions: {},
    offline: true,
    cache: true,
    noresults: true,
  };
}

/**
 * The object whose hash keys the search cache (behaviour.md §7.11): `{ store, type, searchQuery, size,
 * from, groupId, _sourceInclude, _sourceExclude }` in this key order. Hash it with SHA3-224 of its compact
 * JSON. Pure.
 *
 * @example
 * Object.keys(searchCacheKeyInput({ store: "pl", request: searchRequest({ entityType: "tag", query: searchQuery({}) }) })); // ["store", "type", "searchQuery", "size", "from", "groupId", "_sourceInclude", "_sourceExclude"]
 */
export function searchCacheKeyInput(input: {
  readonly store: string;
  readonly request: SearchRequest;
}): Record<string, unknown> {
  const { request } = input;
  const { groupId, groupToken: _groupToken, ...query } = request.body;
  return {
    store: input.store,
    type: request.entityType,
    searchQuery: query,
    size: request.size,
    from: request.start,
    groupId: groupId ?? null,
    _sourceInclude: request.params._source_include?.split(",") ?? null,
    _sourceExclude: request.params._source_exclude?.split(",") ?? null,
  };
}
