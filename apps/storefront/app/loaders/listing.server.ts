import {
  type Aggregations,
  type AvailableFilters,
  availableFiltersFrom,
  changeFilterQuery,
  defaultSort,
  emptyListingNotification,
  type FilterOption,
  formatSort,
  type ListingState,
  listingConfiguration,
  mergeAvailableFilters,
  parseListingQuery,
  type SearchQuery,
  serializeListingState,
  sortOptions,
} from "@outlet/listing";
import { type Client, isHttpError } from "@outlet/transport";
import { redirect } from "react-router";
import { pl, translate } from "../i18n/pl";
import type { FilterGroupView, ListingNotice, ListingView, ShopData, SortView } from "../lib/catalogViews";
import { type ProductDoc, TILE_FIELDS, type TileData, toTile } from "../lib/productView";
import { hrefWithQuery, type QueryRecord, queryFromSearch } from "../lib/routeQuery";
import { shopConfig } from "../lib/shopConfig";
import { activeSortId } from "../lib/sortChoice";
import { search } from "./catalogSearch.server";

const FILTER_LABELS: Readonly<Record<string, string>> = {
  color: pl.listing.color,
  size: pl.listing.size,
  price: pl.listing.price,
  flags_ids: pl.listing.flags_ids,
};

/** The listing's own query keys: the listing state plus the page number. */
function listingQuery(state: ListingState, page: number): QueryRecord {
  const query: QueryRecord = serializeListingState(state);
  if (page > 1) query.page = String(page);
  return query;
}

function pageFrom(query: QueryRecord): number {
  const raw = Array.isArray(query.page) ? query.page[query.page.length - 1] : query.page;
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Runs a listing search (behaviour.md §7.12): with chosen filters, first the options-only query so that
 * unknown ids are dropped and the filtered attributes keep their full option lists (§7.5); then the page
 * of 50 with the chosen sort (default `order_priority:desc`); every hit configured with the chosen filters.
 * An empty list gives the spec's warning; a failed search throws (the page answers 503, issue 14), since an
 * empty page with status 200 would tell shoppers and search engines the category has no products.
 */
export async function runListing(
  api: Client,
  url: URL,
  build: (state: ListingState, available: AvailableFilters | undefined) => SearchQuery,
  optionsQuery: (() => SearchQuery) | null,
  data: ShopData,
  /** What an empty (not failed) result says instead of the category warning, e.g. for a search. */
  emptyNotice: ListingNotice | null = null,
  /** The query sorts by relevance unless a sort is chosen (the search page). */
  relevance = false,
): Promise<{ view: ListingView; state: ListingState }> {
  const routeQuery = queryFromSearch(url.searchParams);
  const state = parseListingQuery(routeQuery, shopConfig.listing);
  const page = pageFrom(routeQuery);
  const context = { attributeMetadata: data.attributeMetadata, flags: data.tags, config: shopConfig.listing };
  const filtered = Object.keys(state.filters).filter((key) => (state.filters[key]?.length ?? 0) > 0);
  if (state.price !== null) filtered.push("price");

  let previous: AvailableFilters | undefined;
  if (optionsQuery && filtered.length > 0) {
    try {
      const options = await search(api, optionsQuery(), {
        size: shopConfig.listing.maxFiltersQuerySize,
        excludeFields: ["*"],
      });
      previous = availableFiltersFrom(options.aggregations as Aggregations, context);
    } catch {
      previous = undefined;
    }
  }
  const pageSize = shopConfig.listing.pageSize;
  const result = await search<ProductDoc>(api, build(state, previous), {
    size: pageSize,
    start: (page - 1) * pageSize,
    includeFields: TILE_FIELDS,
  }).catch((error: unknown) => {
    // A sort the API refuses (`?sort=constructor`, a field it cannot sort by) is the URL's fault, not an
    // outage: the shopper gets the same list in its default order instead of the 503 page.
    if (state.sort !== null && isHttpError(error) && error.status === 400) {
      throw redirect(hrefWithQuery(url.pathname, listingQuery({ ...state, sort: null }, page)));
    }
    throw error;
  });
  const lastPage = Math.max(1, Math.ceil(result.total / pageSize));
  if (result.items.length === 0 && page > lastPage) {
    // A page beyond the last (an old link, a shrunk list) goes to the last page instead of an empty one.
    throw redirect(hrefWithQuery(url.pathname, listingQuery(state, lastPage)));
  }
  const fresh = availableFiltersFrom(result.aggregations, context);
  const available = mergeAvailableFilters(previous, fresh, filtered);
  const configuration = listingConfiguration(state);
  const tiles = result.items.map((item) => toTile(item, configuration));
  const view = listingView(
    url.pathname,
    state,
    page,
    result.total,
    tiles,
    available,
    data,
    emptyNotice,
    relevance,
  );
  return { view, state };
}

function listingView(
  pathname: string,
  state: ListingState,
  page: number,
  total: number,
  tiles: readonly TileData[],
  available: AvailableFilters,
  data: ShopData,
  emptyNotice: ListingNotice | null = null,
  relevance = false,
): ListingView {
  const current = listingQuery(state, 1);
  const swatches = new Map((data.attributes.color ?? []).map((option) => [option.value, option.swatch]));
  const filters: FilterGroupView[] = [];
  for (const code of shopConfig.listing.defaultFilters) {
    const options = (available[code] ?? []) as readonly FilterOption[];
    if (options.length === 0) continue;
    const chosen =
      code === "price" ? (state.price === null ? [] : [state.price]) : (state.filters[code] ?? []);
    filters.push({
      code,
      label: FILTER_LABELS[code] ?? code,
      options: options.map((option) => {
        const single = "single" in option && option.single === true;
        const next = changeFilterQuery({
          currentQuery: current,
          filterVariant: {
            id: option.id,
            type: code,
            attribute_code: code,
            ...(single ? { single: true } : {}),
          },
        });
        const swatch = code === "color" ? swatches.get(option.id) : undefined;
        return {
          id: option.id,
          label: option.label,
          selected: chosen.includes(option.id),
          href: hrefWithQuery(pathname, next),
          ...(swatch ? { swatch } : {}),
        };
      }),
    });
  }
  // A search opens on relevance ("Trafność"); "Polecane" (the listings' default order) is then one choice.
  const priority = formatSort(defaultSort(shopConfig.listing));
  const offered = [
    ...(relevance ? [{ id: priority, label: pl.listing.sortDefault }] : []),
    ...sortOptions(shopConfig.listing),
  ];
  // Every URL form of a sort (`price:desc`, `final_price:asc`, the default written out) selects its entry.
  const activeSort = activeSortId(
    state.sort,
    offered.map((option) => option.id),
    relevance ? { field: "_score", direction: "desc" } : defaultSort(shopConfig.listing),
  );
  const sorts: SortView[] = [
    {
      id: "",
      label: relevance ? pl.listing.sortRelevance : pl.listing.sortDefault,
      selected: activeSort === "",
      href: hrefWithQuery(pathname, { ...current, sort: "" }),
    },
    ...offered.map((option) => ({
      id: option.id,
      label: translate(option.label),
      selected: option.id === activeSort,
      href: hrefWithQuery(pathname, { ...current, sort: option.id }),
    })),
  ];
  // A valid sort the menu does not offer (e.g. `name`) is named as such rather than shown as the default.
  if (activeSort === null && state.sort) {
    const id = formatSort(state.sort);
    sorts.push({ id, label: pl.listing.sortOther, selected: true, href: hrefWithQuery(pathname, current) });
  }
  const pageCount = Math.max(1, Math.ceil(total / shopConfig.listing.pageSize));
  const pageHrefs = Array.from({ length: pageCount }, (_, index) =>
    hrefWithQuery(pathname, listingQuery(state, index + 1)),
  );
  const hasFilters = Object.keys(current).some((key) => key !== "sort" && key !== "q");
  const clear: QueryRecord = {};
  if (state.sort) clear.sort = current.sort as string;
  if (state.q) clear.q = state.q;
  return {
    tiles,
    total,
    page,
    pageCount,
    pageHrefs,
    filters,
    sorts,
    clearHref: hasFilters ? hrefWithQuery(pathname, clear) : null,
    // The spec's warning is for an empty or failed category list (catalogue.md §8); a search that
    // finds nothing says so in its own words.
    warning:
      tiles.length === 0 && emptyNotice === null ? translate(emptyListingNotification().message) : null,
    notice: tiles.length === 0 ? emptyNotice : null,
  };
}
