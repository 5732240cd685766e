import type { AvailableFilters, FilterOption } from "./availableFilters.js";
import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig } from "./listingConfig.js";
import type { RouteQuery } from "./listingState.js";

/**
 * A chosen filter option: the option plus the attribute it belongs to.
 *
 * @example
 * const chosen: ChosenFilterOption = { id: "49", label: "Czarny", type: "color", attribute_code: "color" };
 */
export type ChosenFilterOption = FilterOption & { readonly attribute_code: string };

/**
 * The chosen filters and sort of a route query (behaviour.md §7.1).
 *
 * @example
 * const chosen: ChosenFilters = { filters: { color: [] }, sort: "final_price" };
 */
export interface ChosenFilters {
  readonly filters: Readonly<Record<string, readonly ChosenFilterOption[]>>;
  readonly sort?: string | undefined;
}

/**
 * Matches a route query against the available filters (behaviour.md §7.1). Pure. Keys are processed in
 * query order; a key without available options is ignored (`sort` too, unless a `sort` list is
 * available); the system key `sort` is copied raw; any other key's values are matched by strict `id ===`
 * (ids are strings) and each match is appended as `{ ...option, attribute_code: key }`; unknown values are
 * dropped.
 *
 * @example
 * getFiltersFromQuery({ filtersQuery: { color: ["49", "99"], utm: "x" }, availableFilters: { color: [{ id: "49", label: "Czarny", type: "color" }] } });
 * // { filters: { color: [{ id: "49", label: "Czarny", type: "color", attribute_code: "color" }] } }
 */
export function getFiltersFromQuery(input: {
  readonly filtersQuery: RouteQuery;
  readonly availableFilters: AvailableFilters;
  readonly config?: ListingConfig | undefined;
}): ChosenFilters {
  const config = input.config ?? defaultListingConfig;
  const filters: Record<string, ChosenFilterOption[]> = {};
  let sort: string | undefined;
  for (const key of Object.keys(input.filtersQuery)) {
    const options = Object.hasOwn(input.availableFilters, key) ? input.availableFilters[key] : undefined;
    if (!options) continue;
    const raw = input.filtersQuery[key];
    if (config.systemFilterNames.includes(key)) {
      if (typeof raw === "string") sort = raw;
      continue;
    }
    const list = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const value of list as readonly unknown[]) {
      const option = options.find((candidate) => candidate.id === value);
      if (!option) continue;
      filters[key] = [...(filters[key] ?? []), { ...option, attribute_code: key }];
    }
  }
  return sort === undefined ? { filters } : { filters, sort };
}
