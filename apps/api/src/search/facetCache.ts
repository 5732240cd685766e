// A small LRU of facet results (aggregations of a product search), keyed on everything they depend on:
// the filters and facets asked, the catalogue version (any catalogue write), the stock version (any stock
// flag refresh: orders, admin and import stock changes) and, when prices are involved, the minute of `now`.
// Both versions live in `meta`, so several API processes stay correct.
import type { Kysely } from "kysely";
import { CATALOG_VERSION_KEY, STOCK_VERSION_KEY } from "../catalog/productIndexWriter.js";
import type { Database } from "../db/schema.js";
import type { SearchPlan } from "./parseSearchRequest.js";
import { PRICE_PATHS } from "./sqlFilters.js";

/** A bounded least-recently-used map. */
export interface LruCache<TValue> {
  get(key: string): TValue | undefined;
  set(key: string, value: TValue): void;
}

/**
 * A bounded LRU map of at most `size` entries.
 *
 * @example
 * const cache = createLruCache<number>(200); cache.set("a", 1); cache.get("a"); // 1
 */
export function createLruCache<TValue>(size: number): LruCache<TValue> {
  const entries = new Map<string, TValue>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
  };
}

/**
 * The cache key of a search's facets (one read of the two versions).
 *
 * @example
 * await facetCacheKey(db, plan, Date.now()); // '{"v":"…","s":"…","m":null,…}'
 */
export async function facetCacheKey(db: Kysely<Database>, plan: SearchPlan, now: number): Promise<string> {
  const rows = await db
    .selectFrom("meta")
    .select(["key", "value"])
    .where("key", "in", [CATALOG_VERSION_KEY, STOCK_VERSION_KEY])
    .execute();
  const version = (key: string) => rows.find((r) => r.key === key)?.value ?? "";
  const priced =
    plan.facets.some((f) => f.field === "price" || PRICE_PATHS.has(f.path)) ||
    plan.filters.some((f) => PRICE_PATHS.has(f.path));
  return JSON.stringify({
    v: version(CATALOG_VERSION_KEY),
    s: version(STOCK_VERSION_KEY),
    m: priced ? Math.floor(now / 60_000) : null,
    f: plan.filters.map((f) => [f.field, f.path, f.catalog, f.isRange, f.type ?? null, f.match]),
    a: plan.facets,
  });
}
