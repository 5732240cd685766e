import type { RouteQuery } from "./listingState.js";

/**
 * The filter value a shopper toggles: an option id, its type (the attribute, or `sort`) and whether it is
 * single-select (price).
 *
 * @example
 * const variant: FilterVariant = { id: "49", type: "color" };
 */
export interface FilterVariant {
  readonly id: string;
  readonly type: string;
  /** The attribute the option belongs to; defaults to `type`. */
  readonly attribute_code?: string | undefined;
  readonly single?: boolean | undefined;
}

/**
 * A route query as `changeFilterQuery` returns it: a deep copy of the current query, whose values keep
 * their types (`{ color: 1 }` stays `{ color: 1 }`), with the toggled keys holding lists of ids.
 *
 * @example
 * const query: FilterQuery = { color: ["49", "50"], page: 2 };
 */
export type FilterQuery = Record<string, string | number | (string | number | null)[] | null>;

/**
 * Toggles a filter value in a route query (behaviour.md §7.2). Pure: the query is deep-copied, and the
 * copy keeps every value as it was (a number stays a number, a `null` stays); only `undefined` entries
 * are left out, as a JSON copy would. Without a variant, the copy is returned. Sort (a system type): the
 * same value removes the key, another sets it. Other types: an id already present (compared as text, so
 * `49` and `"49"` are one id) is removed; otherwise a single-select filter is replaced by `[id]` and any
 * other gets `id` appended; an empty list removes the key. Several variants apply one after another.
 *
 * @example
 * changeFilterQuery({ currentQuery: { color: ["49", "50"] }, filterVariant: { id: "49", type: "color" } }); // { color: ["50"] }
 * changeFilterQuery({ currentQuery: { price: "0.0-50.0" }, filterVariant: { id: "50.0-100.0", type: "price", single: true } }); // { price: ["50.0-100.0"] }
 * changeFilterQuery({ currentQuery: { color: 1 } }); // { color: 1 }
 */
export function changeFilterQuery(input: {
  readonly currentQuery?: RouteQuery | undefined;
  readonly filterVariant?: FilterVariant | readonly FilterVariant[] | undefined;
  readonly systemFilterNames?: readonly string[] | undefined;
}): FilterQuery {
  const systemFilterNames = input.systemFilterNames ?? ["sort"];
  const query: FilterQuery = {};
  for (const [key, value] of Object.entries(input.currentQuery ?? {})) {
    if (value === undefined) continue;
    // The only object a route query value can be is a list of ids.
    query[key] = typeof value === "object" && value !== null ? [...value] : value;
  }
  const variants =
    input.filterVariant === undefined
      ? []
      : Array.isArray(input.filterVariant)
        ? input.filterVariant
        : [input.filterVariant];
  for (const variant of variants as readonly FilterVariant[]) {
    const key = variant.attribute_code ?? variant.type;
    if (systemFilterNames.includes(variant.type)) {
      if (query[key] === variant.id) delete query[key];
      else query[key] = variant.id;
      continue;
    }
    const current = query[key];
    const list =
      current === undefined || current === null ? [] : Array.isArray(current) ? current : [current];
    const present = list.some((id) => id !== null && String(id) === variant.id);
    const next = present
      ? list.filter((id) => id === null || String(id) !== variant.id)
      : variant.single
        ? [variant.id]
        : [...list, variant.id];
    if (next.length === 0) delete query[key];
    else query[key] = next;
  }
  return query;
}
