import { matchedSizeLabel, textHitTier } from "@outlet/listing";
import type { Kysely } from "kysely";
import type { CatalogStore, EntityDocument } from "../catalog/createCatalogStore.js";
import type { Database } from "../db/schema.js";
import { RawJson } from "../http/rawJson.js";
import { analyze, tokenize } from "./analyzeText.js";
import { askedVariantStock } from "./askedVariantStock.js";
import { compileSearch } from "./compileSearch.js";
import { createTextSearch, type TextHits } from "./createTextSearch.js";
import { type EntityFields, type EntityType, entityFields } from "./entityFields.js";
import { createLruCache } from "./facetCache.js";
import { hitMatches, withMatch } from "./matchedColor.js";
import { type MatchedIds, matchedBytes } from "./matchedIds.js";
import { createSearchBudget, type SearchBudget } from "./searchBudget.js";
import { readSearchCacheState, type SearchCacheState } from "./searchCacheState.js";
import { searchDocuments } from "./searchDocuments.js";
import type { SearchPlan } from "./searchPlan.js";
import { type FacetResult, type SearchCaches, searchProducts, type TextMatch } from "./searchProducts.js";
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
  ): Promise<SearchResponse | RawJson>;
  /** Text-scores products (id → score); exposed for tests and the URL map. */
  scoreText(text: string, now?: number): Promise<Map<number, number>>;
  /** The whitelist of an entity type (product fields depend on the attribute documents). */
  fields(entityType: EntityType): Promise<EntityFields>;
}

/**
 * The documents a non-product search walks: reviews narrowed by a `product_id` eq/in filter to those
 * products' reviews (an indexed read; the product page's query), every other type from the catalogue cache.
 */
function documentsOf(
  catalog: CatalogStore,
  type: EntityType,
  plan: SearchPlan,
): Promise<readonly EntityDocument[]> {
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
 * await search.search("product", { request_format: "search-query" }, {}, Date.now()); // a RawJson for products
 */
export function createSearchService(
  catalog: CatalogStore,
  db: Kysely<Database>,
  options: {
    index: string;
    budgetMs?: number;
    clock?: () => number;
    /** Tests: matched ids up to which PostgreSQL counts facets over them as an array (searchProducts.ts). */
    facetArrayMax?: number;
  },
): SearchService {
  const budgetMs = options.budgetMs ?? 1000;
  const clock = options.clock ?? (() => performance.now());
  // facet results of the last 200 distinct listings, and the sorted matched ids of the last 500 distinct
  // searches up to 2 000 000 ids (16 MB; 32 MB with text scores) in all (facetCache.ts: keys, invalidation)
  const caches: SearchCaches = {
    facets: createLruCache<FacetResult>(200),
    matched: createLruCache<MatchedIds>(500, matchedBytes, MATCHED_BYTES_MAX),
    pending: new Map(),
  };
  const text = createTextSearch(db);

  const productFields = async (version?: string): Promise<EntityFields> =>
    entityFields("product", await catalog.documents("attribute", version));
  const fieldsOf = async (type: EntityType, version?: string): Promise<EntityFields> =>
    type === "product" ? productFields(version) : entityFields(type);

  const execute = async (
    type: EntityType,
    fields: EntityFields,
    plan: SearchPlan,
    at: { readonly now: number; readonly state: SearchCacheState | null },
    budget: SearchBudget,
  ): Promise<SearchResponse | RawJson> => {
    const { now, state } = at;
    const check = (): void => budget.check();
    if (type !== "product" || state === null) {
      const result = searchDocuments(await documentsOf(catalog, type, plan), fields, plan, check);
      const select = createFieldSelector(plan.include, plan.exclude);
      return {
        took: Math.max(0, Math.round(budget.elapsed())),
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
    // the text narrows the filtered set (§8.4.5); its hits are ordered by rank tier, then score (issue 32)
    const scoreText = plan.text !== "" ? () => rankedText(plan.text, state.catalog) : null;
    const deps = { db, fields, caches, arraySetMax: options.facetArrayMax };
    const result = await searchProducts(deps, plan, scoreText, { now, state }, budget);
    check();
    const head = {
      took: Math.max(0, Math.round(budget.elapsed())),
      timed_out: false as const,
      total: result.total,
      maxScore: result.maxScore,
      aggregations: result.aggregations,
      metadata:
        plan.facets.length === 0 ? null : await attributeMetadata(result.metadataFields, state.catalog),
    };
    // the made-live JSON of the page's documents (whole, or their selected fields), cached while true
    // (catalog/liveJsonCache.ts), joined into the answer as it is
    const whole = plan.include === null && plan.exclude === null;
    const selection = whole
      ? undefined
      : {
          key: JSON.stringify([plan.include, plan.exclude]),
          select: createFieldSelector(plan.include, plan.exclude),
        };
    const scoreOf = new Map(result.page.map((p) => [p.id, p.score]));
    const docs = await catalog.productJsonById(
      result.page.map((p) => p.id),
      now,
      result.catalogVersion,
      selection,
    );
    const matched =
      plan.text === ""
        ? new Map()
        : await hitMatches(
            whole
              ? docs
              : await catalog.productJsonById(
                  docs.map((d) => d.id),
                  now,
                  result.catalogVersion,
                ),
            await text.expandedTerms(plan.text),
            await sizeWordsOf(plan.text, result.catalogVersion),
          );
    const index = JSON.stringify(options.index);
    const parts: Buffer[] = [
      Buffer.from(
        `{"took":${head.took},"timed_out":false,"hits":{"total":${head.total},"max_score":${JSON.stringify(head.maxScore)},"hits":[`,
      ),
    ];
    for (const [i, { id, json }] of docs.entries()) {
      parts.push(
        Buffer.from(
          `${i === 0 ? "" : ","}{"_index":${index},"_type":"product","_id":${JSON.stringify(String(id))},"_score":${JSON.stringify(scoreOf.get(id) ?? 0)},"_source":`,
        ),
        withMatch(json, matched.get(id)),
        Buffer.from("}"),
      );
    }
    const tail = head.metadata === null ? "" : `,"attribute_metadata":${JSON.stringify(head.metadata)}`;
    parts.push(Buffer.from(`]},"aggregations":${JSON.stringify(head.aggregations)}${tail}}`));
    return new RawJson(Buffer.concat(parts));
  };

  /** The option labels of an attribute (`color`, `size`) by option id. */
  const optionLabels = async (code: string, version: string): Promise<Map<number, string>> => {
    const attributes = await catalog.documents("attribute", version);
    const options = attributes.find((a) => a.attribute_code === code)?.options;
    const labels = new Map<number, string>();
    for (const option of Array.isArray(options) ? (options as unknown[]) : []) {
      const { value, label } = (option ?? {}) as { value?: unknown; label?: unknown };
      if (typeof label === "string" && Number.isFinite(Number(value))) labels.set(Number(value), label);
    }
    return labels;
  };

  /** The words of a query that are size labels of the catalogue (exactly, `matchedSizeLabel`). */
  const sizeWordsOf = async (query: string, version: string): Promise<string[]> => {
    const labels = [...(await optionLabels("size", version)).values()];
    return tokenize(query).filter((word) => matchedSizeLabel([word], labels) !== undefined);
  };

  /**
   * The text's scores and each hit's rank tier (`textHitTier` of `@outlet/listing`, issue 32): exact sku
   * first, then hits that matched a word naming the product, and within each what is buyable — the
   * asked colour and size in stock (askedVariantStock.ts), else the product in stock.
   */
  const rankedText = async (query: string, version: string): Promise<TextMatch> => {
    const sizeWords = await sizeWordsOf(query, version);
    const hits: TextHits = await text.hits(query, new Set(sizeWords));
    const colors = [...(await optionLabels("color", version))]
      .filter(([, label]) => analyze(label).some((term) => hits.colorTerms.has(term)))
      .map(([id]) => id);
    const sizes = [...(await optionLabels("size", version))]
      .filter(([, label]) => matchedSizeLabel(sizeWords, [label]) !== undefined)
      .map(([id]) => id);
    const asked = await askedVariantStock(db, [...hits.scores.keys()], { colors, sizes });
    return {
      scores: hits.scores,
      tierOf: (id, inStock) =>
        textHitTier({
          exactSku: hits.exactSku.has(id),
          matchedProductWord: hits.productWord.has(id),
          available: asked.get(id) ?? inStock,
        }),
    };
  };

  /** The attribute documents' labels and the options seen in the facets (§8.8 `attribute_metadata`). */
  const attributeMetadata = async (
    metadataFields: Map<string, Set<string>>,
    version: string,
  ): Promise<Record<string, unknown>[]> => {
    const attributes = await catalog.documents("attribute", version);
    const metadata: Record<string, unknown>[] = [];
    for (const [code, keys] of metadataFields) {
      const attr = attributes.find((a) => a.attribute_code === code);
      if (!attr) continue;
      metadata.push({
        attribute_code: code,
        attribute_id: attr.attribute_id,
        default_frontend_label: attr.default_frontend_label,
        frontend_label: attr.frontend_label,
        options: (Array.isArray(attr.options) ? (attr.options as unknown[]) : []).filter(
          (o) => typeof o === "object" && o !== null && keys.has(String((o as { value?: unknown }).value)),
        ),
      });
    }
    return metadata;
  };

  return {
    fields: fieldsOf,
    scoreText: (query) => text.score(query),
    async search(type, query, body, now) {
      const budget = createSearchBudget(budgetMs, clock);
      // a product search reads the versions once (one statement) and uses them throughout the request
      const state = type === "product" ? await readSearchCacheState(db, now) : null;
      const fields = await fieldsOf(type, state?.catalog);
      const plan = compileSearch(type, fields, query, body);
      return execute(type, fields, plan, { now, state }, budget);
    },
  };
}
