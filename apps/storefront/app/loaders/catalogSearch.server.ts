import type { SearchQuery } from "@outlet/contract";
import { type ProductSearchResult, searchResultFrom } from "@outlet/listing";
import type { Client } from "@outlet/transport";
import { data as routeData } from "react-router";
import type { BreadcrumbView } from "../lib/catalogViews";
import { shopConfig } from "../lib/shopConfig";

/** Options of one catalogue search. */
interface SearchOptions {
  readonly entityType?: "product" | "category" | "tag" | "cms_page" | "review" | "attribute";
  readonly size?: number;
  readonly start?: number;
  readonly includeFields?: readonly string[];
  readonly excludeFields?: readonly string[];
  readonly addDefaultProductFilters?: boolean;
}

/** One catalogue search through the transport, mapped by `@outlet/listing` (slugs, totals; §7.11). */
export async function search<TSource extends Record<string, unknown>>(
  api: Client,
  query: Partial<SearchQuery>,
  options: SearchOptions = {},
): Promise<ProductSearchResult<TSource>> {
  const size = options.size ?? shopConfig.listing.pageSize;
  const start = options.start ?? 0;
  // Both sides speak @outlet/contract's SearchQuery and search response.
  const raw = await api.catalog.searchRaw<TSource>({
    entityType: options.entityType ?? "product",
    query,
    size,
    start,
    ...(options.includeFields ? { includeFields: options.includeFields } : {}),
    ...(options.excludeFields ? { excludeFields: options.excludeFields } : {}),
    ...(options.addDefaultProductFilters === false ? { addDefaultProductFilters: false } : {}),
  });
  return searchResultFrom<TSource>(raw, { start, size }, shopConfig.listing);
}

/** A 404 response for the route's error boundary (behaviour.md §8.9: "query returned empty result" → 404). */
export function notFound(message: string): Response {
  return routeData({ message }, { status: 404 }) as unknown as Response;
}

/** A breadcrumb trail as the pages render it: the package's routes without the shop root, then `current`. */
export function breadcrumbView(
  routes: readonly { name: string; route_link: string }[],
  current: string,
): BreadcrumbView {
  return {
    routes: routes
      .filter((route) => route.route_link !== "/sklep")
      .map((route) => ({ name: route.name, href: route.route_link })),
    current,
  };
}
