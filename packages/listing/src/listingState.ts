import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig } from "./listingConfig.js";
import { priceRangeId } from "./priceRanges.js";
import type { SortSpec } from "./sort.js";
import { formatSort, parseSort } from "./sort.js";

/**
 * A route query as routers hand it over: each key a string, a list of strings, or missing.
 *
 * @example
 * const query: RouteQuery = { sort: "final_price:desc", color: ["49", "50"], flag: "9" };
 */
export type RouteQuery = Readonly<
  Record<string, string | number | readonly (string | number | null)[] | null | undefined>
>;

/**
 * The listing state a category, tag or search route query stands for (catalogue.md §2, behaviour.md §7.1).
 * Filter ids are strings; `flag` and `flags_ids` are merged into `filters.flags_ids`; a filter key is
 * present only with at least one id.
 *
 * @example
 * const state: ListingState = { sort: { field: "final_price", direction: "asc" }, q: "", priceFrom: null, priceTo: null, price: null, filters: { color: ["49"] } };
 */
export interface ListingState {
  /** The sort of the route, `null` for the default. */
  readonly sort: SortSpec | null;
  /** The search text, trimmed; `''` when none. It is used only from 3 characters (§7.10). */
  readonly q: string;
  /** `price_from` when it forms a valid range with `priceTo` (both numbers, `0 <= from <= to`), else `null`. */
  readonly priceFrom: number | null;
  /** `price_to`, under the same rule. */
  readonly priceTo: number | null;
  /** The chosen price bucket id (single-select, last valid one wins), `null` for none. */
  readonly price: string | null;
  /** The chosen ids per attribute filter (color, size, flags_ids, …), in query order, without duplicates. */
  readonly filters: Readonly<Record<string, readonly string[]>>;
}

/**
 * The empty listing state: default sort, no text, no filters.
 *
 * @example
 * emptyListingState.filters; // {}
 */
export const emptyListingState: ListingState = Object.freeze({
  sort: null,
  q: "",
  priceFrom: null,
  priceTo: null,
  price: null,
  filters: Object.freeze({}),
});

function values(raw: RouteQuery[string]): string[] {
  if (raw === null || raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return (list as readonly (string | number | null)[])
    .filter((value): value is string | number => value !== null && value !== undefined)
    .map(String);
}

function lastValue(raw: RouteQuery[string]): string | undefined {
  const list = values(raw);
  return list[list.length - 1];
}

function parseAmount(text: string | undefined): number | null {
  if (text === undefined || text.trim() === "") return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value; // -0 → 0, so it prints back as "0"
}

/**
 * Reads the listing state from a route query (catalogue.md §2, behaviour.md §7.1, §7.3). Pure. Only the
 * configured keys survive: `sort`, `q`, `price_from`, `price_to`, `price`, `flag` and the default filters
 * (`color`, `size`, `flags_ids`, …); every other parameter is dropped. An invalid sort, an invalid price
 * pair or an unknown price bucket is ignored.
 *
 * @example
 * parseListingQuery({ sort: "final_price", color: ["49", "49", "50"], flag: "9", flags_ids: "12", utm_source: "x" });
 * // { sort: { field: "final_price", direction: "asc" }, q: "", priceFrom: null, priceTo: null, price: null,
 * //   filters: { color: ["49", "50"], flags_ids: ["9", "12"] } }
 */
export function parseListingQuery(
  query: RouteQuery,
  config: ListingConfig = defaultListingConfig,
): ListingState {
  const sort = parseSort(lastValue(query.sort));
  const q = (lastValue(query.q) ?? "").trim();

  let priceFrom = parseAmount(lastValue(query.price_from));
  let priceTo = parseAmount(lastValue(query.price_to));
  if (priceFrom === null || priceTo === null || priceFrom < 0 || priceTo < priceFrom) {
    priceFrom = null;
    priceTo = null;
  }

  const bucketIds = new Set(config.priceRanges.map(priceRangeId));
  let price: string | null = null;
  if (config.defaultFilters.includes("price")) {
    for (const id of values(query.price)) if (bucketIds.has(id)) price = id;
  }

  const filters: Record<string, string[]> = {};
  const add = (key: string, ids: readonly string[]) => {
    for (const id of ids) {
      if (id === "") continue;
      const list = filters[key] ?? [];
      if (!list.includes(id)) list.push(id);
      filters[key] = list;
    }
  };
  for (const key of Object.keys(query)) {
    if (key === "flag") add("flags_ids", values(query[key]));
    else if (
      key !== "price" &&
      !config.systemFilterNames.includes(key) &&
      config.defaultFilters.includes(key)
    )
      add(key, values(query[key]));
  }
  return { sort, q, priceFrom, priceTo, price, filters };
}

/**
 * Writes a listing state back to a route query (the inverse of {@link parseListingQuery}: for every state
 * it returns, `parseListingQuery(serializeListingState(state))` equals the state). Pure. One id is a
 * string, several are a list; `flag` is written as `flags_ids`.
 *
 * @example
 * serializeListingState({ sort: { field: "final_price", direction: "desc" }, q: "lniana", priceFrom: 0, priceTo: 100, price: null, filters: { size: ["167", "168"] } });
 * // { sort: "final_price:desc", q: "lniana", price_from: "0", price_to: "100", size: ["167", "168"] }
 */
export function serializeListingState(state: ListingState): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (state.sort) query.sort = formatSort(state.sort);
  if (state.q) query.q = state.q;
  if (state.priceFrom !== null && state.priceTo !== null) {
    query.price_from = String(state.priceFrom);
    query.price_to = String(state.priceTo);
  }
  if (state.price !== null) query.price = state.price;
  for (const [key, ids] of Object.entries(state.filters)) {
    if (ids.length === 0) continue;
    query[key] = ids.length === 1 ? (ids[0] as string) : [...ids];
  }
  return query;
}

/**
 * The variant-selection configuration of a listing: each chosen attribute filter's ids, price left out,
 * so every tile shows its best-matching child (behaviour.md §7.12 step 4). Pure.
 *
 * @example
 * listingConfiguration({ ...emptyListingState, price: "0.0-50.0", filters: { color: ["49"] } }); // { color: ["49"] }
 */
export function listingConfiguration(state: ListingState): Record<string, readonly string[]> {
  const configuration: Record<string, readonly string[]> = {};
  for (const [key, ids] of Object.entries(state.filters))
    if (key !== "price" && ids.length > 0) configuration[key] = ids;
  return configuration;
}
