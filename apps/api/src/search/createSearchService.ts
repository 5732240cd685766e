import type { Kysely } from "kysely";
import type { CatalogStore, Doc } from "../catalog/createCatalogStore.js";
import type { Database } from "../db/schema.js";
import { ApiError } from "../http/apiError.js";
import { compileSearch } from "./compileSearch.js";
import { createTextSearch } from "./createTextSearch.js";
import { type EntityFields, type EntityType, entityFields } from "./entityFields.js";
import { createLruCache } from "./facetCache.js";
import { type MatchedIds, matchedBytes } from "./matchedIds.js";
import { searchDocuments } from "./searchDocuments.js";
import type { SearchPlan } from "./searchPlan.js";
import { type FacetResult, type SearchCaches, searchProducts } from "./searchProducts.js";
import type { SearchQueryParams } from "./searchRequestSchemas.js";
import { createFieldSelector } from "./selectFields.js";

/** Bytes of sorted matched ids (and scores) the search keeps at most. */
const MATCHED_BYTES_MAX = 32 * 1024 * 1024;

/** A search hit in the standard format (§8.8). */
export interface SearchHit {
  readonly _index: string;
  readonly _type: string;
  readonly _id: string;
  readonly _score: number;
  readonly _source: Record<string, unknown>;
}

/** The standard search response (§8.8), sent without the envelope. */
export interface SearchResponse {
  readonly took: number;
  readonly timed_out: false;
  readonly hits: { readonly total: number; readonly max_score: number; readonly hits: readonly SearchHit[] };
  readonly aggregations: Record<string, unknown>;
  readonly attribute_metadata?: readonly Record<string, unknown>[];
}

/** Executes SearchQueries on the in-process index. */
export interface SearchService {
  /**
   * Runs a validated search. Throws 400 (invalid query) or 503 (over the 1000 ms budget) as {@link ApiError}.
   */
  search(
    entityType: EntityType,
    query: SearchQueryParams,
    body: unknown,
    now: number,
  ): Promise<SearchResponse>;
  /** Text-scores products (id → score); exposed for tests and the URL map. */
  scoreText(text: string, now?: number): Promise<Map<number, number>>;
  /** The whitelist of an entity type (product fields depend on the attribute documents). */
  fields(entityType: EntityType): Promise<EntityFields>;
}

/**
 * The documents a non-product search walks: reviews narrowed by a `product_id` eq/in filter to those
 * products' reviews (an indexed read; the product page's query), every other type from the catalogue cache.
 */
function documentsOf(catalog: CatalogStore, type: EntityType, plan: SearchPlan): Promise<readonly Doc[]> {
  if (type === "review") {
    const byProduct = plan.filters.find(
      (f) => f.path === "product_id" && f.match.kind === "in" && !f.match.negate && !f.match.wantsNull,
    );
    if (byProduct?.match.kind === "in")
      return catalog.reviewsOf(byProduct.match.values.filter((v): v is number => typeof v === "number"));
  }
  return catalog.documents(type);
}

/**
 * Creates the search service. Products are searched on the product index in the database
 * (searchProducts.ts), their text on the search tables (createTextSearch.ts); the small other entity types
 * over their cached documents (searchDocuments.ts).
 *
 * @example
 * const search = createSearchService(catalog, db, { index: "catalog", budgetMs: 1000 });
 * (await search.search("product", { request_format: "search-query" }, {}, Date.now())).hits.total;
 */
export function createSearchService(
  catalog: CatalogStore,
  db: Kysely<Database>,
  options: { index: string; budgetMs?: number; clock?: () => number },
): SearchService {
  const budget = options.budgetMs ?? 1000;
  const clock = options.clock ?? (() => performance.now());
  // facet results of the last 200 distinct listings, and the sorted matched ids of the last 500 distinct
  // searches up to 2 000 000 ids (16 MB; 32 MB with text scores) in all (facetCache.ts: keys, invalidation)
  const caches: SearchCaches = {
    facets: createLruCache<FacetResult>(200),
    matched: createLruCache<MatchedIds>(500, matchedBytes, MATCHED_BYTES_MAX),
    pending: new Map(),
  };
  const text = createTextSearch(db);

  const productFields = async (): Promise<EntityFields> =>
    entityFields("product", await catalog.documents("attribute"));
  const fieldsOf = async (type: EntityType): Promise<EntityFields> =>
    type === "product" ? productFields() : entityFields(type);

  const execute = async (
    type: EntityType,
    fields: EntityFields,
    plan: SearchPlan,
    now: number,
    started: number,
  ): Promise<SearchResponse> => {
    const check = (): void => {
      if (clock() - started > budget) {
        throw new ApiError("unavailable", {
          message: {
            pl: "Wyszukiwanie trwało zbyt długo. Spróbuj ponownie.",
            en: "The search took too long. Please retry.",
          },
        });
      }
    };
    if (type !== "product") {
      const result = searchDocuments(await documentsOf(catalog, type, plan), fields, plan, check);
      const select = createFieldSelector(plan.include, plan.exclude);
      return {
        took: Math.max(0, Math.round(clock() - started)),
        timed_out: false,
        hits: {
          total: result.total,
          max_score: 0,
          hits: result.page.map((doc) => ({
            _index: options.index,
            _type: type,
            _id: String(doc.id ?? doc.identifier ?? ""),
            _score: 0,
            _source: select(doc),
          })),
        },
        aggregations: result.aggregations,
      };
    }
    // the text narrows the filtered set (§8.4.5)
    const scoreText = plan.text !== "" ? () => text.score(plan.text) : null;
    const result = await searchProducts({ db, catalog, fields, caches }, plan, scoreText, now, check);
    check();
    // products carry no enumerable internal fields, so without a selection the document goes out as is
    const select =
      plan.include === null && plan.exclude === null
        ? (d: Doc) => d
        : createFieldSelector(plan.include, plan.exclude);
    const hits: SearchHit[] = result.page.map(({ doc, score }) => ({
      _index: options.index,
      _type: type,
      _id: String(doc.id ?? ""),
      _score: score,
      _source: select(doc),
    }));
    const response: SearchResponse = {
      took: Math.max(0, Math.round(clock() - started)),
      timed_out: false,
      hits: { total: result.total, max_score: result.maxScore, hits },
      aggregations: result.aggregations,
    };
    if (plan.facets.length === 0) return response;
    const attributes = await catalog.documents("attribute");
    const metadata: Record<string, unknown>[] = [];
    for (const [code, keys] of result.metadataFields) {
      const attr = attributes.find((a) => a.attribute_code === code);
      if (!attr) continue;
      metadata.push({
        attribute_code: code,
        attribute_id: attr.attribute_id,
        default_frontend_label: attr.default_frontend_label,
        frontend_label: attr.frontend_label,
        options: ((attr.options as { value: string }[] | undefined) ?? []).filter((o) =>
          keys.has(String(o.value)),
        ),
      });
    }
    return { ...response, attribute_metadata: metadata };
  };

  return {
    fields: fieldsOf,
    scoreText: (query) => text.score(query),
    async search(type, query, body, now) {
      const started = clock();
      const fields = await fieldsOf(type);
      const plan = compileSearch(type, fields, query, body);
      return execute(type, fields, plan, now, started);
    },
  };
}
