// The matched products of a search in their sorted order, as ids (and text scores): sorted in SQL by index
// columns, or — for the Polish name collation and the text score — over the matched ids and keys only,
// never documents. The result is what a page, the total and the facets' id list are cut from, so it is
// kept in a small LRU (createSearchService) keyed on the query and the cache state.
import { compareTextHits } from "@outlet/listing";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.js";
import type { EntityFields, FieldType } from "./entityFields.js";
import { normaliseValue } from "./normaliseValue.js";
import type { SearchPlan } from "./searchPlan.js";
import { productSource } from "./sqlFilters.js";

type Sql = RawBuilder<unknown>;
const collator = new Intl.Collator("pl", { sensitivity: "base", numeric: true });

/** One effective sort key of a product search. */
export type SortSpec = { field: string; order: "asc" | "desc"; path: string; type: FieldType };

/** The matched ids in page order, their text scores (aligned, when a text was searched) and the best score. */
export interface MatchedIds {
  readonly ids: Float64Array;
  readonly scores: Float64Array | null;
  readonly maxScore: number;
}

/**
 * The rank tier of a text hit (lower first; `textHitTier` of `@outlet/listing`), given whether the
 * product is in stock (`catalog_product.in_stock`).
 */
export type TextTierOf = (id: number, inStock: boolean) => number;

/** Bytes a {@link MatchedIds} holds (its weight in the cache). */
export const matchedBytes = (m: MatchedIds): number => m.ids.byteLength + (m.scores?.byteLength ?? 0);

/**
 * The sort a search applies: the asked one, else the text score, else the entity's default sort.
 *
 * @example
 * sortSpecsOf(plan, fields, false); // [{ field: "order_priority", order: "desc", … }]
 */
export function sortSpecsOf(plan: SearchPlan, fields: EntityFields, text: boolean): SortSpec[] {
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

/**
 * Every matched id in sorted order: `from`/`where` are the search's SQL, `scores` the text hits (id →
 * score) when a text was searched.
 *
 * @example
 * await matchedIds(db, specs, sql`catalog_product p`, sql`p.status IN (0, 1)`, null);
 */
export async function matchedIds(
  db: Kysely<Database>,
  specs: readonly SortSpec[],
  from: Sql,
  where: Sql,
  scores: ReadonlyMap<number, number> | null,
  tierOf?: TextTierOf,
): Promise<MatchedIds> {
  // the hit order of a text search sorted by relevance (issue 32): tiers before the score
  const tiered =
    tierOf !== undefined &&
    scores !== null &&
    specs.length === 1 &&
    specs[0]?.field === "_score" &&
    specs[0].order === "desc";
  const columns = specs.map(sortColumn);
  const inMemory =
    specs.some((s) => s.field === "_score" || s.field === "name") ||
    columns.some((c, i) => c === null && specs[i]?.field !== "_score");
  let ids: number[];
  let maxScore = 0;
  if (inMemory) {
    // every matched id with its sort keys (never documents), sorted as before
    const keyColumns = specs.map((s, i) => (s.field === "_score" ? sql`0` : (columns[i] ?? sql`NULL`)));
    const result = await sql`SELECT p.id AS id${tiered ? sql`, p.in_stock AS st` : sql``}${sql.join(
      keyColumns.map((c, i) => sql`, ${c} AS ${sql.ref(`k${i}`)}`),
      sql``,
    )} FROM ${from} WHERE ${where}`.execute(db);
    const keyed = (result.rows as Record<string, unknown>[]).map((row) => {
      const id = Number(row.id);
      const score = scores?.get(id) ?? 0;
      if (score > maxScore) maxScore = score;
      return {
        id,
        tier: tiered ? tierOf(id, Number(row.st) === 1) : 0,
        score,
        keys: specs.map((s, i) => (s.field === "_score" ? score : normaliseValue(s.type, row[`k${i}`]))),
      };
    });
    // a text search by relevance: tier, score, id (@outlet/listing's one rule); any other sort by its keys
    keyed.sort(tiered ? compareTextHits : (a, b) => compareKeys(specs, a.keys, b.keys) || a.id - b.id);
    ids = keyed.map((k) => k.id);
  } else {
    const order = specs.map((s, i) => {
      const c = columns[i] as Sql;
      return sql`(${c} IS NULL) ASC, ${c} ${s.order === "desc" ? sql`DESC` : sql`ASC`}`;
    });
    const orderBy = sql.join([...order, sql`p.id ASC`]);
    const rows = await sql`SELECT p.id AS id FROM ${from} WHERE ${where} ORDER BY ${orderBy}`.execute(db);
    ids = rows.rows.map((r) => Number((r as { id: unknown }).id));
    // as before: the best score of every text hit, whatever the filters
    if (scores !== null) for (const s of scores.values()) if (s > maxScore) maxScore = s;
  }
  return {
    ids: Float64Array.from(ids),
    scores: scores === null ? null : Float64Array.from(ids, (id) => scores.get(id) ?? 0),
    maxScore,
  };
}
