import type { SearchQuery } from "@outlet/contract";
import { listingBaseFilters, searchQuery } from "./buildSearchQuery.js";
import { homeSectionCandidates } from "./homeSectionItems.js";
import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig } from "./listingConfig.js";
import { ListingError } from "./listingError.js";
import { appliedSort } from "./sort.js";

/**
 * The next page of a listing (behaviour.md §7.12): `next = start + perPage`; `null` (stop) once
 * `next >= total`; otherwise fetch `start = next` with `size = perPage`.
 *
 * @example
 * nextPage({ start: 0, perPage: 50, total: 120 }); // { start: 50, size: 50 }
 * nextPage({ start: 100, perPage: 50, total: 120 }); // null
 */
export function nextPage(stats: {
  readonly start: number;
  readonly perPage: number;
  readonly total: number;
}): { start: number; size: number } | null {
  const next = stats.start + stats.perPage;
  if (next >= stats.total || stats.perPage <= 0) return null;
  return { start: next, size: stats.perPage };
}

/**
 * The quick panel's "See more" (behaviour.md §7.10): continue at `start + 18`, hidden once that is at or
 * beyond `total`.
 *
 * @example
 * seeMore({ start: 0, total: 40 }); // { start: 18, size: 18 }
 * seeMore({ start: 18, total: 36 }); // null
 */
export function seeMore(
  stats: { readonly start: number; readonly total: number },
  config: ListingConfig = defaultListingConfig,
): { start: number; size: number } | null {
  const next = stats.start + config.panelPageSize;
  return next >= stats.total ? null : { start: next, size: config.panelPageSize };
}

/**
 * The warning for an empty or failed product list (catalogue.md §4, §8; behaviour.md §7.12).
 *
 * @example
 * emptyListingNotification().message; // "No products synchronized for this category. Please come back while online!"
 */
export function emptyListingNotification(): { type: "warning"; message: string; action1: { label: "OK" } } {
  return {
    type: "warning",
    message: new ListingError({ reason: "empty-listing" }).message,
    action1: { label: "OK" },
  };
}

/**
 * One home page section's query (catalogue.md §1): base filters plus the section's filters, sorted by
 * `created_at` descending, with its size.
 *
 * @example
 * const section: HomeSectionQuery = { key: "sale", size: 5, candidates: 15, query: searchQuery({}) };
 */
export interface HomeSectionQuery {
  readonly key: string;
  readonly size: number;
  /** How many items to ask the search for: more than `size`, so sold-out ones can give way ({@link homeSectionItems}). */
  readonly candidates: number;
  readonly query: SearchQuery;
}

/**
 * The home page sections (catalogue.md §1, §4): new collection (6), bestsellers (8) and sale (5), each
 * sorted by `created_at` descending. Which products each lists comes from `config.homeSections`. Pure.
 *
 * @example
 * homeSections().map((s) => [s.key, s.size]); // [["newCollection", 6], ["bestsellers", 8], ["sale", 5]]
 */
export function homeSections(config: ListingConfig = defaultListingConfig): HomeSectionQuery[] {
  return config.homeSections.map((section) => ({
    key: section.key,
    size: section.size,
    candidates: homeSectionCandidates(section.size),
    query: searchQuery({
      applied: [...listingBaseFilters(config), ...section.filters],
      sort: appliedSort({ field: "created_at", direction: "desc" }),
    }),
  }));
}
