// Facet counts of a product search, by GROUP BY over the matched set (sqlFilters.ts): terms of a value
// path or column, `<attr>_options` counted through buyable children, and the gross price ranges.
import { type Kysely, type RawBuilder, sql } from "kysely";
import { BUYABLE_PREFIX } from "../catalog/productIndexRows.js";
import type { Database } from "../db/schema.js";
import type { FieldType } from "./entityFields.js";
import type { CompiledFacet, CompiledFilter } from "./searchPlan.js";
import { BUYABLE, meetsSql, productSource } from "./sqlFilters.js";

type Sql = RawBuilder<unknown>;
/** A facet bucket. */
export type Bucket = { key: unknown; doc_count: number };

const DEFAULT_RANGES = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];

/** Buckets by `doc_count` descending, then by key (§8.6). */
export function sortBuckets<TBucket extends Bucket>(buckets: TBucket[]): TBucket[] {
  return buckets.sort((a, b) => {
    if (b.doc_count !== a.doc_count) return b.doc_count - a.doc_count;
    if (typeof a.key === "number" && typeof b.key === "number") return a.key - b.key;
    return String(a.key) < String(b.key) ? -1 : String(a.key) > String(b.key) ? 1 : 0;
  });
}

function keyOf(type: FieldType, raw: unknown): unknown {
  if (type === "boolean") return Number(raw) === 1;
  if (type === "number") return Number(raw);
  return raw;
}

function keyExpr(type: FieldType, alias: string): Sql {
  if (type === "boolean") return sql`CASE WHEN COALESCE(${sql.ref(`${alias}.num`)}, 0) = 1 THEN 1 ELSE 0 END`;
  return type === "number" ? sql.ref(`${alias}.num`) : sql.ref(`${alias}.str`);
}

/** The facet context: the matched products as a subquery, and the query's `FROM` (with the price join). */
export interface MatchedSet {
  readonly db: Kysely<Database>;
  /** `SELECT p.id FROM … WHERE …`. */
  readonly ids: Sql;
  /** `catalog_product p [JOIN product_price pp …]` (the join when the filters read a price). */
  readonly from: Sql;
  /** `catalog_product p JOIN product_price pp …` (the price valid at the request's `now`). */
  readonly priceJoin: Sql;
  readonly where: Sql;
}

async function rows(set: MatchedSet, query: Sql): Promise<{ k: unknown; n: unknown }[]> {
  return (await query.execute(set.db)).rows as { k: unknown; n: unknown }[];
}

/**
 * Terms buckets of a path over the matched products (each product counted once per value).
 *
 * @example
 * await termsFacet(set, "color", "number", 999, false);
 */
export async function termsFacet(
  set: MatchedSet,
  path: string,
  type: FieldType,
  size: number,
  onlyConfigurable: boolean,
): Promise<{ buckets: Bucket[] }> {
  const source = productSource(path);
  let found: { k: unknown; n: unknown }[];
  if (source.kind === "column") {
    const key =
      type === "boolean" ? sql`CASE WHEN ${source.expr} = 1 THEN 1 ELSE 0 END` : (source.expr as Sql);
    found = await rows(
      set,
      sql`SELECT ${key} AS k, COUNT(*) AS n FROM ${set.from} WHERE ${set.where} AND ${source.expr} IS NOT NULL${onlyConfigurable ? sql` AND p.type_id = 'configurable'` : sql``} GROUP BY ${key}`,
    );
  } else {
    const configurable = onlyConfigurable
      ? sql` AND v.owner IN (SELECT id FROM catalog_product WHERE type_id = 'configurable')`
      : sql``;
    const key = keyExpr(type, "v");
    found = await rows(
      set,
      sql`SELECT ${key} AS k, COUNT(*) AS n FROM product_value v WHERE v.field = ${path} AND v.owner IN (${set.ids}) AND ${valueColumnNotNull(type)}${configurable} GROUP BY ${key}`,
    );
  }
  const buckets = found.map((r) => ({ key: keyOf(type, r.k), doc_count: Number(r.n) }));
  return { buckets: sortBuckets(buckets).slice(0, size) };
}

/** One terms facet of a value path, counted by {@link valueTermsFacets}. */
export interface ValueTerms {
  readonly path: string;
  readonly type: FieldType;
}

/**
 * The terms buckets of several value paths (`product_value` rows) over the matched products in one
 * `GROUP BY`: each matched product's rows are read once through the owner index, instead of one pass over
 * the matched set per facet. Buckets unsorted and uncut (see {@link sortBuckets}).
 *
 * @example
 * await valueTermsFacets(set, [{ path: "color", type: "number" }, { path: "buyable:size", type: "number" }]);
 */
export async function valueTermsFacets(
  set: MatchedSet,
  requests: readonly ValueTerms[],
): Promise<Map<string, Bucket[]>> {
  const out = new Map<string, Map<unknown, number>>(requests.map((r) => [r.path, new Map()]));
  if (requests.length === 0) return new Map();
  const typeOf = new Map(requests.map((r) => [r.path, r.type]));
  const fields = sql.join([...typeOf.keys()].map((path) => sql`${path}`));
  const found =
    await sql`SELECT v.field AS f, v.num AS num, v.str AS str, COUNT(*) AS n FROM ${set.from} JOIN product_value v ON v.owner = p.id AND v.field IN (${fields}) WHERE ${set.where} GROUP BY v.field, v.num, v.str`.execute(
      set.db,
    );
  for (const row of found.rows as { f: string; num: unknown; str: unknown; n: unknown }[]) {
    const type = typeOf.get(row.f);
    const counts = out.get(row.f);
    if (type === undefined || counts === undefined) continue;
    let key: unknown;
    if (type === "boolean") key = Number(row.num ?? 0) === 1;
    else if (type === "number") {
      if (row.num === null) continue;
      key = Number(row.num);
    } else {
      if (row.str === null) continue;
      key = row.str;
    }
    counts.set(key, (counts.get(key) ?? 0) + Number(row.n));
  }
  return new Map(
    [...out].map(([path, counts]) => [path, [...counts].map(([key, doc_count]) => ({ key, doc_count }))]),
  );
}

function valueColumnNotNull(type: FieldType): Sql {
  return type === "number"
    ? sql`v.num IS NOT NULL`
    : type === "boolean"
      ? sql`1 = 1`
      : sql`v.str IS NOT NULL`;
}

/** Whether any product has `<path>_options` values. */
export async function hasOptions(set: MatchedSet, path: string): Promise<boolean> {
  const found =
    await sql`SELECT 1 AS k FROM product_value WHERE field = ${`${path}_options`} LIMIT 1`.execute(set.db);
  return found.rows.length > 0;
}

/**
 * The `<attr>_options` facet counted through buyable children (sqlFilters.ts): a matched configurable
 * parent counts once under each value a buyable child carries while meeting the other catalog filters.
 *
 * @example
 * await buyableOptionsFacet(set, "size", "number", [colorIn49], 999);
 */
export async function buyableOptionsFacet(
  set: MatchedSet,
  path: string,
  type: FieldType,
  childFilters: readonly CompiledFilter[],
  size: number,
): Promise<{ buckets: Bucket[] }> {
  const others = childFilters.filter((f) => f.field !== path);
  // no other catalog filter: the parents' precomputed buyable values (productIndexRows.BUYABLE_PREFIX)
  if (others.length === 0) return termsFacet(set, `${BUYABLE_PREFIX}${path}`, type, size, false);
  const meets = others.length > 0 ? sql` AND ${sql.join(others.map(meetsSql), sql` AND `)}` : sql``;
  const key = keyExpr(type, "cv");
  const found = await rows(
    set,
    sql`SELECT ${key} AS k, COUNT(DISTINCT p.id) AS n FROM catalog_product p JOIN product_child c ON c.parent_id = p.id JOIN child_value cv ON cv.owner = c.child_key AND cv.field = ${path} WHERE p.type_id = 'configurable' AND p.id IN (${set.ids}) AND ${BUYABLE}${meets} AND ${type === "number" ? sql`cv.num IS NOT NULL` : sql`cv.str IS NOT NULL`} GROUP BY ${key}`,
  );
  const buckets = found.map((r) => ({ key: keyOf(type, r.k), doc_count: Number(r.n) }));
  return { buckets: sortBuckets(buckets).slice(0, size) };
}

function rangeKey(r: { from?: number | undefined; to?: number | undefined }): string {
  const f = r.from === undefined ? "*" : r.from.toFixed(1);
  const t = r.to === undefined ? "*" : r.to.toFixed(1);
  return `${f}-${t}`;
}

/**
 * The gross final price ranges over the matched products.
 *
 * @example
 * await priceRangeFacet(set, facet); // { buckets: [{ key: "0.0-50.0", from: 0, to: 50, doc_count: 12 }, …] }
 */
export async function priceRangeFacet(set: MatchedSet, facet: CompiledFacet) {
  const ranges = (facet.ranges && facet.ranges.length > 0 ? facet.ranges : DEFAULT_RANGES).filter(
    (r, i, all) => all.findIndex((o) => rangeKey(o) === rangeKey(r)) === i,
  );
  const sums = ranges.map((r, i) => {
    const conds: Sql[] = [sql`pp.final_price IS NOT NULL`];
    if (r.from !== undefined) conds.push(sql`pp.final_price >= ${r.from}`);
    if (r.to !== undefined) conds.push(sql`pp.final_price < ${r.to}`);
    return sql`SUM(CASE WHEN ${sql.join(conds, sql` AND `)} THEN 1 ELSE 0 END) AS ${sql.ref(`r${i}`)}`;
  });
  const result = await sql`SELECT ${sql.join(sums)} FROM ${set.priceJoin} WHERE ${set.where}`.execute(set.db);
  const row = (result.rows[0] ?? {}) as Record<string, unknown>;
  return {
    buckets: ranges.map((r, i) => ({
      key: rangeKey(r),
      ...(r.from === undefined ? {} : { from: r.from }),
      ...(r.to === undefined ? {} : { to: r.to }),
      doc_count: Number(row[`r${i}`] ?? 0),
    })),
  };
}
