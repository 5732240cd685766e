import { z } from "zod";
import type { Transport } from "./createTransport";

/** The entity types the catalogue search serves (api-contract §8.1). */
export type CatalogEntityType =
  | "product"
  | "category"
  | "attribute"
  | "taxrule"
  | "review"
  | "cms_page"
  | "cms_block"
  | "cms_hierarchy"
  | "tag";

/** A catalogue search in the SearchQuery format (api-contract §8.2). */
export interface CatalogSearch {
  readonly entityType: CatalogEntityType;
  /** The SearchQuery body: `_appliedFilters`, `_availableFilters`, `_appliedSort`, `_searchText`. */
  readonly query: Readonly<Record<string, unknown>>;
  /** @default 10 */
  readonly size?: number;
  /** @default 0 */
  readonly from?: number;
  readonly includeFields?: readonly string[];
  readonly excludeFields?: readonly string[];
  /** Index name. @default "catalog" */
  readonly index?: string;
  readonly timeoutMs?: number;
}

const hitSchema = z.object({
  _id: z.union([z.string(), z.number()]),
  _score: z.number().nullable().optional(),
  _source: z.record(z.string(), z.unknown()),
});
const bucketSchema = z
  .object({ key: z.union([z.string(), z.number()]), doc_count: z.number() })
  .passthrough();

/** The search response of api-contract §8.8 (LB's object-shaped `hits.total` accepted too, §13). */
export const searchResponseSchema = z.object({
  hits: z.object({
    total: z.union([z.number(), z.object({ value: z.number() })]),
    hits: z.array(hitSchema),
  }),
  aggregations: z.record(z.string(), z.object({ buckets: z.array(bucketSchema) }).passthrough()).optional(),
  attribute_metadata: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** The spec's search result: items with their `_score`, total, paging, aggregations and attribute metadata. */
export interface CatalogSearchResult<TItem = Record<string, unknown>> {
  readonly items: readonly (TItem & { readonly _score: number })[];
  readonly total: number;
  readonly start: number;
  readonly perPage: number;
  readonly aggregations: Readonly<
    Record<string, { readonly buckets: readonly { key: string | number; doc_count: number }[] }>
  >;
  readonly attributeMetadata: readonly Record<string, unknown>[];
}

/**
 * Runs one catalogue search (POST, `request_format=search-query`) and maps the answer to the spec's result
 * (api-contract §8.8): `items` from `hits.hits[]._source` with `_score`, `total` from `hits.total` (or its
 * `value`), `start` = `from`, `perPage` = `size`.
 *
 * @example
 * const { items, total } = await searchCatalog(transport, {
 *   entityType: "product",
 *   query: { _appliedFilters: [{ attribute: "visibility", value: { in: [2, 3, 4] } }] },
 *   size: 8,
 * });
 */
export async function searchCatalog<TItem = Record<string, unknown>>(
  transport: Transport,
  search: CatalogSearch,
): Promise<CatalogSearchResult<TItem>> {
  const size = search.size ?? 10;
  const from = search.from ?? 0;
  const body = await transport.request({
    method: "POST",
    path: `api/catalog/${encodeURIComponent(search.index ?? "catalog")}/${search.entityType}/_search`,
    searchParams: {
      request_format: "search-query",
      size,
      from,
      _source_include: search.includeFields?.join(","),
      _source_exclude: search.excludeFields?.join(","),
    },
    json: search.query,
    schema: searchResponseSchema,
    ...(search.timeoutMs === undefined ? {} : { timeoutMs: search.timeoutMs }),
  });
  const total = typeof body.hits.total === "number" ? body.hits.total : body.hits.total.value;
  return {
    items: body.hits.hits.map((hit) => ({ ...(hit._source as TItem), _score: hit._score ?? 0 })),
    total,
    start: from,
    perPage: size,
    aggregations: body.aggregations ?? {},
    attributeMetadata: body.attribute_metadata ?? [],
  };
}
