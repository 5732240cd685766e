// Executes a product SearchQuery on the product index: the matched ids in sorted order (matchedIds.ts),
// facets by GROUP BY, and the documents of the requested page alone read and made live. The sorted ids and
// the facets are kept in small LRUs keyed on the query and the cache state (searchCacheState.ts), so a
// repeated listing or search costs two indexed reads and its page's documents.
import { type Kysely, type RawBuilder, sql } from "kysely";
import { BUYABLE_PREFIX } from "../catalog/productIndexRows.js";
import type { Database } from "../db/schema.js";
import { idListSubquery, isPostgres } from "../db/sqlDialect.js";
import type { EntityFields, FieldType } from "./entityFields.js";
import { facetCacheKey, type LruCache, matchCacheKey } from "./facetCache.js";
import { type MatchedIds, matchedIds, sortSpecsOf, type TextTierOf } from "./matchedIds.js";
import {
  type Bucket,
  buyableOptionsFacet,
  hasOptions,
  type MatchedSet,
  priceRangeFacet,
  sortBuckets,
  termsFacet,
  type ValueTerms,
  valueTermsFacets,
} from "./productFacets.js";
import type { SearchBudget } from "./searchBudget.js";
import type { SearchCacheState } from "./searchCacheState.js";
import type { CompiledFacet, SearchPlan } from "./searchPlan.js";
import { needsPrice, PRICE_PATHS, productSource, whereSql } from "./sqlFilters.js";

type Sql = RawBuilder<unknown>;

/** Matched ids up to which PostgreSQL counts the facets over them as one array (see `matchedSet`). */
const ARRAY_SET_MAX = 50_000;

/** A scored text: the hits' scores and, for the relevance order, each hit's rank tier (issue 32). */
export interface TextMatch {
  readonly scores: ReadonlyMap<number, number>;
  readonly tierOf?: TextTierOf | undefined;
}

/** What the product search returns to the service. */
export interface ProductSearchResult {
  readonly total: number;
  readonly maxScore: number;
  /** The catalogue version read at the start of the search (the page's documents are at least as new). */
  readonly catalogVersion: string;
  /** The page's product ids and text scores (the documents are read by the caller). */
  readonly page: readonly { id: number; score: number }[];
  readonly aggregations: Record<string, unknown>;
  /** Attribute code → bucket keys seen (for `attribute_metadata`). */
  readonly metadataFields: Map<string, Set<string>>;
}

/** The facets of a search: aggregations and, per attribute, the bucket keys seen. */
export interface FacetResult {
  readonly aggregations: Record<string, unknown>;
  readonly metadataFields: Map<string, Set<string>>;
}

/** How one terms facet is answered: the path of its own buckets and of its `_options` buckets. */
interface FacetSteps {
  readonly facet: CompiledFacet;
  readonly type: FieldType;
  /** `buyable`: the parents' buyable-option rows (one more value path); `children`: through the children. */
  readonly options: "none" | "buyable" | "children";
}

async function facetSteps(set: MatchedSet, plan: SearchPlan, fields: EntityFields): Promise<FacetSteps[]> {
  const childFilters = plan.filters.filter((f) => f.catalog && !f.isRange);
  const steps: FacetSteps[] = [];
  for (const facet of plan.facets) {
    if (facet.field === "price") continue;
    const type = fields.filterable.get(facet.field) ?? "string";
    let options: FacetSteps["options"] = "none";
    if (
      !facet.field.endsWith("_options") &&
      !PRICE_PATHS.has(facet.path) &&
      (await hasOptions(set, facet.path))
    )
      options = childFilters.some((f) => f.field !== facet.path) ? "children" : "buyable";
    steps.push({ facet, type, options });
  }
  return steps;
}

async function computeFacets(set: MatchedSet, plan: SearchPlan, fields: EntityFields): Promise<FacetResult> {
  const aggregations: Record<string, unknown> = {};
  const metadataFields = new Map<string, Set<string>>();
  const childFilters = plan.filters.filter((f) => f.catalog && !f.isRange);
  const steps = await facetSteps(set, plan, fields);
  // every facet of a value path (and every buyable-option facet) in one GROUP BY over the matched set
  const batch = new Map<string, ValueTerms>();
  for (const { facet, type, options } of steps) {
    if (productSource(facet.path).kind === "values") batch.set(facet.path, { path: facet.path, type });
    const buyable = `${BUYABLE_PREFIX}${facet.path}`;
    if (options === "buyable") batch.set(buyable, { path: buyable, type });
  }
  const counted = await valueTermsFacets(set, [...batch.values()]);
  const cut = (path: string, size: number) => ({
    buckets: sortBuckets(counted.get(path) ?? []).slice(0, size),
  });
  for (const facet of plan.facets) {
    if (facet.field === "price") {
      aggregations.agg_range_price = await priceRangeFacet(set, facet);
      continue;
    }
    const { type, options } = steps.find((s) => s.facet === facet) as FacetSteps;
    const own = batch.has(facet.path)
      ? cut(facet.path, facet.size)
      : await termsFacet(set, facet.path, type, facet.size, false);
    aggregations[`agg_terms_${facet.field}`] = own;
    const attrCode = facet.field.endsWith("_options")
      ? facet.field.slice(0, -"_options".length)
      : facet.field;
    const keys = metadataFields.get(attrCode) ?? new Set<string>();
    for (const b of own.buckets) keys.add(String(b.key));
    if (!facet.field.endsWith("_options")) {
      let opts: { buckets: Bucket[] } = { buckets: [] };
      if (options === "buyable") opts = cut(`${BUYABLE_PREFIX}${facet.path}`, facet.size);
      else if (options === "children")
        opts = await buyableOptionsFacet(set, facet.path, type, childFilters, facet.size);
      aggregations[`agg_terms_${facet.field}_options`] = opts;
      for (const b of opts.buckets) keys.add(String(b.key));
    }
    metadataFields.set(attrCode, keys);
  }
  return { aggregations, metadataFields };
}

/** The search's small result caches (createSearchService). */
export interface SearchCaches {
  readonly facets: LruCache<FacetResult>;
  readonly matched: LruCache<MatchedIds>;
  /** Computations in progress by cache key: concurrent misses of one key wait for one computation. */
  readonly pending: Map<string, Promise<unknown>>;
}

/**
 * The cached value of `key`, else the one computation of it in progress (the wait is not charged to this
 * request's budget), else a new one (then cached).
 */
function cachedOrComputed<TValue>(
  caches: SearchCaches,
  cache: LruCache<TValue>,
  budget: SearchBudget,
  key: string,
  compute: () => Promise<TValue>,
): Promise<TValue> {
  const held = cache.get(key);
  if (held !== undefined) return Promise.resolve(held);
  const running = caches.pending.get(key) as Promise<TValue> | undefined;
  if (running) return budget.waitFor(running);
  const computing = compute()
    .then((value) => {
      cache.set(key, value);
      return value;
    })
    .finally(() => caches.pending.delete(key));
  caches.pending.set(key, computing);
  return computing;
}

/**
 * Runs a product search. `scoreText` (id → text score, and the hits' rank tiers) narrows the match to the text hits when given; it
 * is not called when the matched ids come from the cache. `state`: the cache state the caller read at the
 * start of the request (`readSearchCacheState`), so the versions are read once per request.
 *
 * @example
 * await searchProducts({ db, fields, caches }, plan, null, { now: Date.now(), state }, budget);
 */
export async function searchProducts(
  deps: {
    db: Kysely<Database>;
    fields: EntityFields;
    caches: SearchCaches;
    /** Matched ids up to which PostgreSQL counts facets over them as an array (default 50 000). */
    arraySetMax?: number | undefined;
  },
  plan: SearchPlan,
  scoreText: (() => Promise<TextMatch>) | null,
  at: { readonly now: number; readonly state: SearchCacheState },
  budget: SearchBudget,
): Promise<ProductSearchResult> {
  const { db, caches } = deps;
  const { now, state } = at;
  const specs = sortSpecsOf(plan, deps.fields, scoreText !== null);
  // every product has one price row valid at any instant: the join only where a filter or sort reads it
  const priceJoin = sql`catalog_product p JOIN product_price pp ON pp.product_id = p.id AND pp.valid_from <= ${now} AND pp.valid_to > ${now}`;
  const from = needsPrice(
    plan.filters,
    specs.map((s) => s.path),
  )
    ? priceJoin
    : sql`catalog_product p`;
  const matched = await cachedOrComputed(
    caches,
    caches.matched,
    budget,
    `m${matchCacheKey(state, plan, specs)}`,
    async () => {
      const text = scoreText === null ? null : await scoreText();
      const scores = text?.scores ?? null;
      const conditions = [whereSql(plan.filters)];
      if (scores !== null) conditions.push(sql`p.id IN (${idListSubquery(db, [...scores.keys()])})`);
      return matchedIds(db, specs, from, sql.join(conditions, sql` AND `), scores, text?.tierOf);
    },
  );
  const total = matched.ids.length;
  const pageIds = Array.from(matched.ids.subarray(plan.from, plan.from + plan.size));
  const pageScores = matched.scores?.subarray(plan.from, plan.from + plan.size) ?? null;
  budget.check();
  const facets =
    plan.facets.length === 0
      ? undefined
      : await cachedOrComputed(caches, caches.facets, budget, `f${facetCacheKey(state, plan)}`, () =>
          computeFacets(
            matchedSet(db, { from, priceJoin }, plan, matched, deps.arraySetMax ?? ARRAY_SET_MAX),
            plan,
            deps.fields,
          ),
        );
  const page = pageIds.map((id, i) => ({ id, score: pageScores?.[i] ?? 0 }));
  return {
    total,
    maxScore: matched.maxScore,
    catalogVersion: state.catalog,
    page,
    aggregations: facets?.aggregations ?? {},
    metadataFields: facets?.metadataFields ?? new Map(),
  };
}

/**
 * The matched set the facets count over. On PostgreSQL, for a text search or up to `arraySetMax` (50 000)
 * matched products, the held matched ids as one array parameter: an index descent per id, so a category's
 * facets and price ranges (17 700 products at 200 000) take ≈ 60 % of the time they take re-running the
 * filters, which scan `catalog_product` and hash the category's products in every statement; for all
 * 198 000 products the array makes the price ranges slower (≈ 180 against 75 ms), so larger sets keep the
 * filters. On SQLite the text hits as one bound list (the text is not scored again), else the filters' own
 * condition (indexed, so the facets' GROUP BY reads only the matched products).
 */
function matchedSet(
  db: Kysely<Database>,
  sources: { from: Sql; priceJoin: Sql },
  plan: SearchPlan,
  matched: MatchedIds,
  arraySetMax: number,
): MatchedSet {
  const { from, priceJoin } = sources;
  if (isPostgres(db) && (plan.text !== "" || matched.ids.length <= arraySetMax)) {
    const list = sql`CAST(${`{${matched.ids.join(",")}}`} AS bigint[])`;
    return { db, ids: sql`SELECT unnest(${list})`, from, priceJoin, where: sql`p.id = ANY(${list})` };
  }
  if (plan.text !== "") {
    const ids = idListSubquery(db, Array.from(matched.ids));
    return { db, ids, from, priceJoin, where: sql`p.id IN (${ids})` };
  }
  const where = whereSql(plan.filters);
  return { db, ids: sql`SELECT p.id FROM ${from} WHERE ${where}`, from, priceJoin, where };
}
