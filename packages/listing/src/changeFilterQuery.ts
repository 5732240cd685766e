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
 * Toggles a filter value in a route query (behaviour.md §7.2). Pure: the query is copied. Without a
 * variant, the copy is returned. Sort (a system type): the same value removes the key, another sets it.
 * Other types: an id already present is removed; otherwise a single-select filter is replaced by
 * `[id]` and any other gets `id` appended; an empty list removes the key. Several variants apply one after
 * another.
 *
 * @example
 * changeFilterQuery({ currentQuery: { color: ["49", "50"] }, filterVariant: { id: "49", type: "color" } }); // { color: ["50"] }
 * changeFilterQuery({ currentQuery: { price: "0.0-50.0" }, filterVariant: { id: "50.0-100.0", type: "price", single: true } }); // { price: ["50.0-100.0"] }
 */
export function changeFilterQuery(input: {
  readonly currentQuery?: RouteQuery | undefined;
  readonly filterVariant?: FilterVariant | readonly FilterVariant[] | undefined;
  readonly systemFilterNames?: readonly string[] | undefined;
}): Record<string, string | string[]> {
  const systemFilterNames = input.systemFilterNames ?? ["sort"];
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(input.currentQuery ?? {})) {
    if (value === null || value === undefined) continue;
    query[key] = Array.isArray(value)
      ? (value as readonly unknown[]).filter((v) => v !== null).map(String)
      : String(value);
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
    const list = current === undefined ? [] : Array.isArray(current) ? [...current] : [current];
    const next = list.includes(variant.id)
      ? list.filter((id) => id !== variant.id)
      : variant.single
        ? [variant.id]
        : [...list, variant.id];
    if (next.length === 0) delete query[key];
    else query[key] = next;
  }
  return query;
}
