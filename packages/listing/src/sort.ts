import type { AppliedSort, SortDirection } from "@outlet/contract";
import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig } from "./listingConfig.js";

/**
 * A parsed sort value.
 *
 * @example
 * const sort: SortSpec = { field: "final_price", direction: "asc" };
 */
export interface SortSpec {
  readonly field: string;
  readonly direction: SortDirection;
}

const FIELD = /^[A-Za-z0-9_.]+$/;

/**
 * Parses `field[:direction]` (behaviour.md §7.3, catalogue.md §2). Pure. The direction is `asc` or
 * `desc`, case-insensitive, `asc` by default; a field that does not match `^[A-Za-z0-9_.]+$` or an
 * invalid direction gives `null` (the default then applies).
 *
 * @example
 * parseSort("final_price"); // { field: "final_price", direction: "asc" }
 * parseSort("updated_at:DESC"); // { field: "updated_at", direction: "desc" }
 * parseSort("price:up"); // null
 */
export function parseSort(value: string | null | undefined): SortSpec | null {
  if (typeof value !== "string") return null;
  const parts = value.split(":");
  if (parts.length > 2) return null;
  const [field = "", rawDirection] = parts;
  if (!FIELD.test(field)) return null;
  if (rawDirection === undefined) return { field, direction: "asc" };
  const direction = rawDirection.toLowerCase();
  if (direction !== "asc" && direction !== "desc") return null;
  return { field, direction };
}

/**
 * Writes a sort back as `field:direction`. Pure.
 *
 * @example
 * formatSort({ field: "final_price", direction: "desc" }); // "final_price:desc"
 */
export function formatSort(sort: SortSpec): string {
  return `${sort.field}:${sort.direction}`;
}

/**
 * The default listing sort, `order_priority:desc` (behaviour.md §7.3, catalogue.md §9).
 *
 * @example
 * defaultSort(); // { field: "order_priority", direction: "desc" }
 */
export function defaultSort(config: ListingConfig = defaultListingConfig): SortSpec {
  return { field: config.defaultSortBy.attribute, direction: config.defaultSortBy.order };
}

/**
 * The `_appliedSort` of a SearchQuery: `[{ field, options: direction }]`, or `[]` for relevance.
 *
 * @example
 * appliedSort({ field: "order_priority", direction: "desc" }); // [{ field: "order_priority", options: "desc" }]
 */
export function appliedSort(sort: SortSpec | null): AppliedSort[] {
  return sort ? [{ field: sort.field, options: sort.direction }] : [];
}

/**
 * A sort option of the listing's sort menu.
 *
 * @example
 * const option: SortOption = { label: "Latest", id: "updated_at:desc", type: "sort" };
 */
export interface SortOption {
  readonly label: string;
  readonly id: string;
  readonly type: "sort";
}

/**
 * The sort options in `sortByAttributes` order as `{ label, id, type: 'sort' }` (behaviour.md §7.3,
 * catalogue.md §9): Latest, Price: Low to high, Price: High to low. The labels are i18n keys.
 *
 * @example
 * sortOptions().map((o) => o.id); // ["updated_at:desc", "final_price", "final_price:desc"]
 */
export function sortOptions(config: ListingConfig = defaultListingConfig): SortOption[] {
  return Object.entries(config.sortByAttributes).map(([label, id]) => ({ label, id, type: "sort" as const }));
}
