import { checkSearchText, parseListingQuery, quickSearchQuery, searchPageQuery } from "@outlet/listing";
import type { Client } from "@outlet/transport";
import { pl, translate } from "../i18n/pl";
import type { SearchPageData, ShopData, Suggestion } from "../lib/catalogViews";
import { type ProductDoc, TILE_FIELDS, toTile } from "../lib/productView";
import { shopConfig } from "../lib/shopConfig";
import { search } from "./catalogSearch.server";
import { runListing } from "./listing.server";

/** The search page `/szukaj` (behaviour.md §7.8, §7.10): no request below 3 characters. */
export async function loadSearchPage(api: Client, url: URL, data: ShopData): Promise<SearchPageData> {
  const q = url.searchParams.get("q") ?? "";
  const check = checkSearchText(q, shopConfig.listing);
  if (check.status === "empty") return { q, message: null, listing: null };
  // too long for the API (over 200 characters, issue 31): the message, no request, never a 503
  if (check.status === "too-short" || check.status === "too-long")
    return {
      q: check.status === "too-long" ? "" : q,
      message: translate(check.error.message),
      listing: null,
    };
  const { view } = await runListing(
    api,
    url,
    (state, available) => searchPageQuery({ state, availableFilters: available, config: shopConfig.listing }),
    () =>
      searchPageQuery({
        state: { ...parseListingQuery({ q: check.text }), filters: {} },
        config: shopConfig.listing,
      }),
    data,
    {
      text: pl.search.noResultsFor(check.text),
      hint: pl.search.noResultsHint,
      links: data.menu.map((entry) => ({ label: entry.label, href: entry.url })),
    },
    true,
  );
  return { q: check.text, message: null, listing: view };
}

/** Quick search suggestions (behaviour.md §7.10): relevance order, size 18; `[]` below 3 characters. */
export async function suggestions(
  api: Client,
  q: string,
): Promise<{ items: Suggestion[]; total: number; message: string | null }> {
  const check = checkSearchText(q, shopConfig.listing);
  if (check.status === "empty") return { items: [], total: 0, message: null };
  if (check.status === "too-short" || check.status === "too-long")
    return { items: [], total: 0, message: translate(check.error.message) };
  const result = await search<ProductDoc>(api, quickSearchQuery(check.text, shopConfig.listing), {
    size: shopConfig.listing.panelPageSize,
    includeFields: TILE_FIELDS,
  });
  return {
    items: result.items.map((item) => {
      const tile = toTile(item);
      return { sku: tile.sku, name: tile.name, href: tile.href, price: tile.price };
    }),
    total: result.total,
    message: null,
  };
}
