// Small LRUs of search results (facets, matched ids), keyed on everything they depend on: the query's
// filters, sort, text or facets and the cache state (searchCacheState.ts: catalogue version, stock version
// and, when prices are involved, the price epoch). The versions live in `meta`, so several API processes
// stay correct.

import type { SearchCacheState } from "./searchCacheState.js";
import type { SearchPlan } from "./searchPlan.js";
import { PRICE_PATHS } from "./sqlFilters.js";

/** A bounded least-recently-used map. */
export interface LruCache<TValue> {
  get(key: string): TValue | undefined;
  set(key: string, value: TValue): void;
}

/**
 * A bounded LRU map of at most `size` entries and, with `weigh`, at most `maxWeight` summed weight (an
 * entry heavier than that alone is not kept).
 *
 * @example
 * const cache = createLruCache<number>(200); cache.set("a", 1); cache.get("a"); // 1
 */
export function createLruCache<TValue>(
  size: number,
  weigh?: (value: TValue) => number,
  maxWeight = Number.POSITIVE_INFINITY,
): LruCache<TValue> {
  const entries = new Map<string, TValue>();
  const weightOf = (value: TValue): number => (weigh ? weigh(value) : 0);
  let held = 0;
  const drop = (key: string): void => {
    const old = entries.get(key);
    if (old === undefined) return;
    entries.delete(key);
    held -= weightOf(old);
  };
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
      drop(key);
      const weight = weightOf(value);
      if (weight > maxWeight) return;
      entries.set(key, value);
      held += weight;
      while (entries.size > size || held > maxWeight) drop(entries.keys().next().value as string);
    },
  };
}

/** Whether the filters read a price (the matched set depends on the price epoch). */
export function filtersPriced(plan: SearchPlan): boolean {
  return plan.filters.some((f) => PRICE_PATHS.has(f.path));
}

/** Whether the facets read a price. */
export function facetsPriced(plan: SearchPlan): boolean {
  return plan.facets.some((f) => f.field === "price" || PRICE_PATHS.has(f.path));
}

const filterKey = (plan: SearchPlan) =>
  plan.filters.map((f) => [f.field, f.path, f.catalog, f.isRange, f.type ?? null, f.match]);

/**
 * The cache key of a search's facets.
 *
 * @example
 * facetCacheKey(state, plan); // '{"v":"…","s":"…","e":null,…}'
 */
export function facetCacheKey(state: SearchCacheState, plan: SearchPlan): string {
  const priced = facetsPriced(plan) || filtersPriced(plan);
  return JSON.stringify({
    v: state.catalog,
    s: state.stock,
    e: priced ? state.priceEpoch : null,
    t: plan.text,
    f: filterKey(plan),
    a: plan.facets,
  });
}

/**
 * The cache key of a search's matched ids in their sorted order (`sort`: the effective sort specs).
 *
 * @example
 * matchCacheKey(state, plan, [{ field: "order_priority", order: "desc", path: "order_priority" }]);
 */
export function matchCacheKey(
  state: SearchCacheState,
  plan: SearchPlan,
  sort: readonly { field: string; order: string; path: string }[],
): string {
  const priced = filtersPriced(plan) || sort.some((s) => PRICE_PATHS.has(s.path));
  return JSON.stringify({
    v: state.catalog,
    s: state.stock,
    e: priced ? state.priceEpoch : null,
    t: plan.text,
    f: filterKey(plan),
    o: sort,
  });
}
