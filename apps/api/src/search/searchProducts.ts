// Executes a product SearchQuery on the product index: match and count in SQL, sort in SQL (or, for the
// Polish name collation and the text score, over the matched ids and keys only), facets by GROUP BY, and
// the documents of the requested page alone read and made live.
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { CatalogStore, Doc } from "../catalog/createCatalogStore.js";
import type { Database } from "../db/schema.js";
import { idListSubquery } from "../db/sqlDialect.js";
import type { EntityFields, FieldType } from "./entityFields.js";
import { facetCacheKey, type LruCache } from "./facetCache.js";
import type { SearchPlan } from "./parseSearchRequest.js";
import { normaliseValue } from "./parseSearchRequest.js";
import {
  type Bucket,
  buyableOptionsFacet,
  hasOptions,
  type MatchedSet,
  priceRangeFacet,
  termsFacet,
} from "./productFacets.js";
import { needsPrice, PRICE_PATHS, productSource, whereSql } from "./sqlFilters.js";

type Sql = RawBuilder<unknown>;
const collator = new Intl.Collator("pl", { sensitivity: "base", numeric: true });
/** Largest matched set handed to the facets as an id list (larger ones re-run the filters per facet). */
const FACET_ID_LIST_MAX = 30_000;

/** What the product search returns to the service. */
export interface ProductSearchResult {
  readonly total: number;
  readonly maxScore: number;
  readonly page: readonly { doc: Doc; score: number }[];
  readonly aggregations: Record<string, unknown>;
  /** Attribute code → bucket keys seen (for `attribute_metadata`). */
  readonly metadataFields: Map<string, Set<string>>;
}

type SortSpec = { field: string; order: "asc" | "desc"; path: string; type: FieldType };

function sortSpecsOf(plan: SearchPlan, fields: EntityFields, text: boolean): SortSpec[] {
  if (plan.sort.length > 0) return [...plan.sort];
  if (text) return [{ field: "_score", order: "desc", path: "_score", type: "number" }];
  return fields.defaultSort.map((s) => ({
    ...s,
    path: fields.paths.get(s.field) ?? s.field,
    type: fields.sortable.get(s.field) ?? "number",
  }));
}

function sortColumn(spec: SortSpec): Sql | null {
  if (spec.field === "_score") return null;
  if (spec.field === "name") return sql.ref("p.name");
  const source = productSource(spec.path);
  return source.kind === "column" ? source.expr : null;
}

/** Compares two normalised sort keys as the in-memory search did (missing last, Polish names). */
function compareKeys(specs: readonly SortSpec[], a: unknown[], b: unknown[]): number {
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i] as SortSpec;
    const x = a[i];
    const y = b[i];
    const xMissing = x === null || x === undefined;
    const yMissing = y === null || y === undefined;
    if (xMissing || yMissing) {
      if (xMissing && yMissing) continue;
      return xMissing ? 1 : -1;
    }
    let c: number;
    if (typeof x === "number" && typeof y === "number") c = x - y;
    else if (spec.field === "name") c = collator.compare(String(x), String(y));
    else c = String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
    if (c !== 0) return spec.order === "desc" ? -c : c;
  }
  return 0;
}

/** The facets of a search: aggregations and, per attribute, the bucket keys seen. */
export interface FacetResult {
  readonly aggregations: Record<string, unknown>;
  readonly metadataFields: Map<string, Set<string>>;
}

async function computeFacets(set: MatchedSet, plan: SearchPlan, fields: EntityFields): Promise<FacetResult> {
  const aggregations: Record<string, unknown> = {};
  const metadataFields = new Map<string, Set<string>>();
  const childFilters = plan.filters.filter((f) => f.catalog && !f.isRange);
  const facetType = (field: string): FieldType => fields.filterable.get(field) ?? "string";
  for (const facet of plan.facets) {
    if (facet.field === "price") {
      aggregations.agg_range_price = await priceRangeFacet(set, facet);
      continue;
    }
    const type = facetType(facet.field);
    const own = await termsFacet(set, facet.path, type, facet.size, false);
    aggregations[`agg_terms_${facet.field}`] = own;
    const attrCode = facet.field.endsWith("_options")
      ? facet.field.slice(0, -"_options".length)
      : facet.field;
    const keys = metadataFields.get(attrCode) ?? new Set<string>();
    for (const b of own.buckets) keys.add(String(b.key));
    if (!facet.field.endsWith("_options")) {
      let opts: { buckets: Bucket[] } = { buckets: [] };
      if (!PRICE_PATHS.has(facet.path) && (await hasOptions(set, facet.path)))
        opts = await buyableOptionsFacet(set, facet.path, type, childFilters, facet.size);
      aggregations[`agg_terms_${facet.field}_options`] = opts;
      for (const b of opts.buckets) keys.add(String(b.key));
    }
    metadataFields.set(attrCode, keys);
  }
  return { aggregations, metadataFields };
}

/**
 * Runs a product search. `scores` (id → text score) narrows the match to the text hits when given.
 *
 * @example
 * await searchProducts({ db, catalog, fields }, plan, null, Date.now(), check);
 */
export async function searchProducts(
  deps: {
    db: Kysely<Database>;
    catalog: CatalogStore;
    fields: EntityFields;
    facetCache?: LruCache<FacetResult>;
  },
  plan: SearchPlan,
  scores: ReadonlyMap<number, number> | null,
  now: number,
  check: () => void,
): Promise<ProductSearchResult> {
  const { db } = deps;
  const specs = sortSpecsOf(plan, deps.fields, scores !== null);
  const facetPaths = plan.facets.map((f) => (f.field === "price" ? "final_price_incl_tax" : f.path));
  const price = needsPrice(plan.filters, [...facetPaths, ...specs.map((s) => s.path)]);
  const from = price
    ? sql`catalog_product p JOIN product_price pp ON pp.product_id = p.id AND pp.valid_from <= ${now} AND pp.valid_to > ${now}`
    : sql`catalog_product p`;
  const conditions = [whereSql(plan.filters)];
  if (scores !== null) conditions.push(sql`p.id IN (${idListSubquery(db, [...scores.keys()])})`);
  const where = sql.join(conditions, sql` AND `);
  let set: MatchedSet = { db, ids: sql`SELECT p.id FROM ${from} WHERE ${where}`, from, where };

  const columns = specs.map(sortColumn);
  const inMemory =
    specs.some((s) => s.field === "_score" || s.field === "name") ||
    columns.some((c, i) => c === null && specs[i]?.field !== "_score");
  let total: number;
  let pageIds: number[];
  let maxScore = 0;
  if (inMemory) {
    // every matched id with its sort keys (never documents), sorted as before
    const keyColumns = specs.map((s, i) => (s.field === "_score" ? sql`0` : (columns[i] ?? sql`NULL`)));
    const result = await sql`SELECT p.id AS id${sql.join(
      keyColumns.map((c, i) => sql`, ${c} AS ${sql.ref(`k${i}`)}`),
      sql``,
    )} FROM ${from} WHERE ${where}`.execute(db);
    const keyed = (result.rows as Record<string, unknown>[]).map((row) => {
      const id = Number(row.id);
      const score = scores?.get(id) ?? 0;
      if (score > maxScore) maxScore = score;
      return {
        id,
        keys: specs.map((s, i) => (s.field === "_score" ? score : normaliseValue(s.type, row[`k${i}`]))),
      };
    });
    keyed.sort((a, b) => compareKeys(specs, a.keys, b.keys) || a.id - b.id);
    total = keyed.length;
    pageIds = keyed.slice(plan.from, plan.from + plan.size).map((k) => k.id);
  } else {
    const order = specs.map((s, i) => {
      const c = columns[i] as Sql;
      return sql`(${c} IS NULL) ASC, ${c} ${s.order === "desc" ? sql`DESC` : sql`ASC`}`;
    });
    const orderBy = sql.join([...order, sql`p.id ASC`]);
    const counted = await sql`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`.execute(db);
    total = Number((counted.rows[0] as { n: unknown }).n);
    pageIds =
      plan.size === 0 || plan.from >= total
        ? []
        : (
            await sql`SELECT p.id AS id FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT ${plan.size} OFFSET ${plan.from}`.execute(
              db,
            )
          ).rows.map((r) => Number((r as { id: unknown }).id));
    if (scores !== null) for (const s of scores.values()) if (s > maxScore) maxScore = s;
  }
  check();
  const facetKey =
    deps.facetCache && scores === null && plan.facets.length > 0 ? await facetCacheKey(db, plan, now) : null;
  let facets = facetKey === null ? undefined : deps.facetCache?.get(facetKey);
  if (facets === undefined) {
    // a matched set of moderate size is read once and handed to every facet as an id list, so the
    // filters are not evaluated again per facet
    if (plan.facets.length > 1 && total > 0 && total <= FACET_ID_LIST_MAX) {
      const matched = (await sql`SELECT p.id AS id FROM ${from} WHERE ${where}`.execute(db)).rows.map((r) =>
        Number((r as { id: unknown }).id),
      );
      const ids = idListSubquery(db, matched);
      set = { db, ids, from, where: sql`p.id IN (${ids})` };
    }
    facets = await computeFacets(set, plan, deps.fields);
    if (facetKey !== null) deps.facetCache?.set(facetKey, facets);
  }
  const { aggregations, metadataFields } = facets;
  const docs = await deps.catalog.productsById(pageIds, now);
  const page = docs.map((doc) => ({ doc, score: scores?.get(doc.id as number) ?? 0 }));
  return { total, maxScore, page, aggregations, metadataFields };
}
