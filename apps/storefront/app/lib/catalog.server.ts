import {
  type Aggregations,
  type AttributeMetadata,
  type AvailableFilters,
  availableFiltersFrom,
  type Category,
  categoryBreadcrumbs,
  categoryListingQuery,
  categoryOptionsQuery,
  changeFilterQuery,
  checkSearchText,
  childProductsQuery,
  configurableParentQuery,
  defaultSort,
  descendantIds,
  emptyListingNotification,
  type FilterOption,
  formatSort,
  homeSections,
  type ListingState,
  listingConfiguration,
  mergeAvailableFilters,
  parseListingQuery,
  productBreadcrumbs,
  productByKeyQuery,
  productByUrlPathQuery,
  quickSearchQuery,
  type SearchQuery,
  searchPageQuery,
  searchResultFrom,
  serializeListingState,
  sortOptions,
  tagListingQuery,
} from "@outlet/listing";
import { applyBundlePrice, applyGroupedPrice, bundleLinkSkus, groupedLinkSkus } from "@outlet/pricing";
import { type Client, isHttpError, isNotFound } from "@outlet/transport";
import {
  directChildAccess,
  type LinkableProduct,
  normalizeUrlPath,
  productPageDecision,
  removeStoreCodeFromRoute,
  resolveUrl,
  type UrlResolution,
} from "@outlet/url-resolution";
import { redirect, data as routeData } from "react-router";
import { pl, translate } from "../i18n/pl";
import { failureRecorder, serviceUnavailable } from "./honestFailure.server";
import { categoryHref, productHref, tagHref } from "./links";
import { type ProductDoc, TILE_FIELDS, type TileData, toTile } from "./productView";
import { redirectFor } from "./redirects.server";
import { hrefWithQuery, type QueryRecord, queryFromSearch } from "./routeQuery";
import { sanitizeHtml } from "./sanitizeHtml.server";
import { shopConfig } from "./shopConfig";
import { activeSortId } from "./sortChoice";

// ---------------------------------------------------------------------------------------------------------
// Search plumbing
// ---------------------------------------------------------------------------------------------------------

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
  query: SearchQuery,
  options: SearchOptions = {},
) {
  const size = options.size ?? shopConfig.listing.pageSize;
  const start = options.start ?? 0;
  const raw = await api.catalog.searchRaw({
    entityType: options.entityType ?? "product",
    query: query as never,
    size,
    start,
    ...(options.includeFields ? { includeFields: options.includeFields } : {}),
    ...(options.excludeFields ? { excludeFields: options.excludeFields } : {}),
    ...(options.addDefaultProductFilters === false ? { addDefaultProductFilters: false } : {}),
  });
  return searchResultFrom<TSource>(raw as never, { start, size }, shopConfig.listing);
}

// ---------------------------------------------------------------------------------------------------------
// Shop data: the same for every shopper, so it is cached in module scope for a minute.
// ---------------------------------------------------------------------------------------------------------

/** A category document with the fields the app reads. */
export type CategoryDoc = Category & {
  readonly id: number;
  readonly name: string;
  readonly include_in_menu?: boolean;
  readonly position?: number;
  readonly description?: string | null;
  readonly meta_title?: string | null;
  readonly meta_description?: string | null;
};

/** A tag (api-contract.md §12.5). */
export interface TagDoc {
  readonly id: number;
  readonly name: string;
  readonly menu_name?: string | null;
  readonly slug: string;
  readonly left?: boolean;
  readonly position?: number;
  readonly [field: string]: unknown;
}

/** An attribute option with its swatch colour, when the backend gives one. */
export interface AttributeOptionDoc {
  readonly value: string;
  readonly label: string;
  readonly sort_order?: number;
  readonly swatch?: string;
}

/** A menu entry (api-contract.md §12.9). `flag` marks the Nowości / Ostatnie sztuki entries. */
export interface MenuEntry {
  readonly id: number;
  readonly label: string;
  readonly url: string;
  readonly flag: boolean;
  readonly children: readonly MenuEntry[];
}

/** What every page's header and footer need. */
export interface ShopData {
  readonly categories: readonly CategoryDoc[];
  readonly tags: readonly TagDoc[];
  readonly attributes: Readonly<Record<string, readonly AttributeOptionDoc[]>>;
  readonly attributeMetadata: readonly AttributeMetadata[];
  readonly menu: readonly MenuEntry[];
  readonly contact: {
    readonly email?: string | undefined;
    readonly phone?: string | undefined;
    readonly hours?: string | undefined;
  };
}

const SHOP_DATA_TTL_MS = 60_000;
let shopDataCache: { at: number; value: Promise<ShopData> } | null = null;

/**
 * Categories, tags, filter attributes and the menu, cached for a minute (none of it is shopper-specific).
 * A failed load is not cached.
 */
export function shopData(api: Client): Promise<ShopData> {
  const now = Date.now();
  if (shopDataCache && now - shopDataCache.at < SHOP_DATA_TTL_MS) return shopDataCache.value;
  const value = loadShopData(api);
  shopDataCache = { at: now, value };
  value.catch(() => {
    shopDataCache = null;
  });
  return value;
}

async function loadShopData(api: Client): Promise<ShopData> {
  const [categoryResult, tagResult, attributeList, siteConfig] = await Promise.all([
    search<CategoryDoc>(
      api,
      { _appliedFilters: [{ attribute: "is_active", value: { eq: true }, scope: "default" }] } as never,
      {
        entityType: "category",
        size: 4000,
        excludeFields: ["children_data"],
      },
    ),
    search<TagDoc>(api, {} as never, { entityType: "tag", size: 500 }),
    api.catalog.attributes({ codes: ["color", "size", "material"] }).catch(() => []),
    api.cms.config().catch(() => null),
  ]);
  const categories = categoryResult.items.map((category) => ({
    ...category,
    slug: category.url_key ?? category.slug,
  }));
  const tags = tagResult.items
    .filter((tag) => (tag as { is_active?: boolean }).is_active !== false)
    .map((tag) => ({ ...tag, slug: tag.slug ?? "" }));
  const attributes: Record<string, AttributeOptionDoc[]> = {};
  const attributeMetadata: AttributeMetadata[] = [];
  for (const attribute of attributeList) {
    if (!attribute.attribute_code) continue;
    const options = (attribute.options ?? []).map((option) => ({
      value: String(option.value),
      label: option.label,
      ...(typeof option.sort_order === "number" ? { sort_order: option.sort_order } : {}),
      ...(typeof (option as { swatch?: unknown }).swatch === "string"
        ? { swatch: (option as unknown as { swatch: string }).swatch }
        : {}),
    }));
    attributes[attribute.attribute_code] = options;
    attributeMetadata.push({ attribute_code: attribute.attribute_code, options });
  }
  const flagTags = new Set(tags.filter((tag) => tag.left).map((tag) => tagHref(tag.slug)));
  const fromConfig = (
    items: readonly { id: number; label: string; url: string; children?: readonly unknown[] }[],
  ): MenuEntry[] =>
    items.map((item) => ({
      id: Number(item.id),
      label: item.label,
      url: item.url,
      flag: flagTags.has(item.url) || item.url.startsWith("/tag/"),
      children: fromConfig((item.children ?? []) as never),
    }));
  const menu =
    siteConfig && siteConfig.menu.length > 0
      ? fromConfig(siteConfig.menu as never)
      : menuFromCategories(categories, tags);
  return {
    categories,
    tags,
    attributes,
    attributeMetadata,
    menu,
    contact: { ...(siteConfig?.contact ?? { email: "sklep@outlet.example", phone: "+48 58 123 45 67" }) },
  };
}

/** The menu when the backend has no site configuration: level-2 menu categories, their children, then the left tags. */
function menuFromCategories(categories: readonly CategoryDoc[], tags: readonly TagDoc[]): MenuEntry[] {
  const byPosition = (a: CategoryDoc, b: CategoryDoc) => (a.position ?? 0) - (b.position ?? 0);
  const inMenu = categories.filter((category) => category.include_in_menu !== false);
  const top = inMenu.filter((category) => category.level === 2).sort(byPosition);
  return [
    ...top.map((category) => ({
      id: category.id,
      label: category.name,
      url: categoryHref(category),
      flag: false,
      children: inMenu
        .filter((child) => Number(child.parent_id) === category.id)
        .sort(byPosition)
        .map((child) => ({
          id: child.id,
          label: child.name,
          url: categoryHref(child),
          flag: false,
          children: [],
        })),
    })),
    ...tags
      .filter((tag) => tag.left)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((tag) => ({
        id: 1000 + tag.id,
        label: tag.menu_name || tag.name,
        url: tagHref(tag.slug),
        flag: true,
        children: [],
      })),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Listings: category, tag, search
// ---------------------------------------------------------------------------------------------------------

/** One filter option as the listing renders it: a link that toggles it (so filters work without JavaScript). */
export interface FilterOptionView {
  readonly id: string;
  readonly label: string;
  readonly selected: boolean;
  readonly href: string;
  readonly swatch?: string;
}

/** One filter group (colour, size, price, flags). */
export interface FilterGroupView {
  readonly code: string;
  readonly label: string;
  readonly options: readonly FilterOptionView[];
}

/** A sort choice with its link. */
export interface SortView {
  readonly id: string;
  readonly label: string;
  readonly selected: boolean;
  readonly href: string;
}

/** An inline message for an empty result: a sentence and a hint. */
export interface ListingNotice {
  readonly text: string;
  readonly hint: string;
  /** Where to go on from an empty search: the menu's categories. */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
}

/** Everything a listing page renders. */
export interface ListingView {
  readonly tiles: readonly TileData[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly pageHrefs: readonly string[];
  readonly filters: readonly FilterGroupView[];
  readonly sorts: readonly SortView[];
  readonly clearHref: string | null;
  /** The warning of an empty or failed list (catalogue.md §8), already in Polish. */
  readonly warning: string | null;
  /** What an empty search says instead of the warning (no notification), already in Polish. */
  readonly notice: ListingNotice | null;
}

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
async function runListing(
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

/** A breadcrumb trail: links, then the current page's name. */
export interface BreadcrumbView {
  readonly routes: readonly { readonly name: string; readonly href: string }[];
  readonly current: string;
}

/** The category page's data. */
export interface CategoryPageData {
  readonly kind: "category";
  readonly category: {
    readonly id: number;
    readonly name: string;
    readonly description: string;
    readonly urlPath: string;
  };
  readonly meta: { readonly title: string; readonly description: string; readonly canonical: string };
  readonly breadcrumbs: BreadcrumbView;
  readonly listing: ListingView;
}

/**
 * The category listing (catalogue.md §2, behaviour.md §7.7, §7.8, §7.12): products of the category and its
 * descendants, filters, sort, paging, breadcrumbs from the parent path.
 */
export async function loadCategoryPage(
  api: Client,
  category: CategoryDoc,
  url: URL,
  data: ShopData,
): Promise<CategoryPageData> {
  const ids = [category.id, ...descendantIds(withChildren(category, data.categories))];
  const { view } = await runListing(
    api,
    url,
    (state, available) =>
      categoryListingQuery({
        categoryIds: ids,
        state,
        availableFilters: available,
        config: shopConfig.listing,
      }),
    () => categoryOptionsQuery({ categoryIds: ids, config: shopConfig.listing }).query,
    data,
  );
  const crumbs = categoryBreadcrumbs(category, data.categories, {
    link: (found) => categoryHref(found),
    omitCurrent: true,
    current: category.name,
  });
  return {
    kind: "category",
    category: {
      id: category.id,
      name: category.name,
      description: sanitizeHtml(category.description ?? ""),
      urlPath: category.url_path ?? "",
    },
    meta: {
      title: category.meta_title || `${category.name} | ${pl.shopName}`,
      description: category.meta_description || `${category.name} w cenach outletowych.`,
      canonical: categoryHref(category),
    },
    breadcrumbs: breadcrumbView(crumbs.routes, category.name),
    listing: view,
  };
}

function breadcrumbView(
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

/** The flat category list with `children_data` rebuilt from `parent_id` (the list is fetched without it). */
function withChildren(category: CategoryDoc, all: readonly CategoryDoc[]): Category {
  const build = (node: CategoryDoc, depth: number): Category => ({
    ...node,
    children_data:
      depth > 8
        ? []
        : all.filter((child) => Number(child.parent_id) === node.id).map((child) => build(child, depth + 1)),
  });
  return build(category, 0);
}

/** The tag page's data. */
export interface TagPageData {
  readonly kind: "tag";
  readonly tag: { readonly id: number; readonly name: string; readonly slug: string };
  readonly meta: { readonly title: string; readonly description: string; readonly canonical: string };
  readonly breadcrumbs: BreadcrumbView;
  readonly listing: ListingView;
}

/** The tag (flag) listing (catalogue.md §2, behaviour.md §7.8): products with `flags_ids` containing the tag. */
export async function loadTagPage(api: Client, tag: TagDoc, url: URL, data: ShopData): Promise<TagPageData> {
  const { view } = await runListing(
    api,
    url,
    (state, available) =>
      tagListingQuery({ tagId: tag.id, state, availableFilters: available, config: shopConfig.listing }),
    () => tagListingQuery({ tagId: tag.id, config: shopConfig.listing }),
    data,
  );
  return {
    kind: "tag",
    tag: { id: tag.id, name: tag.name, slug: tag.slug },
    meta: {
      title: `${tag.name} | ${pl.shopName}`,
      description: `${tag.name} — odzież markowa w cenach outletowych.`,
      canonical: tagHref(tag.slug),
    },
    breadcrumbs: { routes: [], current: tag.name },
    listing: view,
  };
}

/** The search page's data. */
export interface SearchPageData {
  readonly q: string;
  /** The 3-character message (behaviour.md §7.10), in Polish, or `null`. */
  readonly message: string | null;
  readonly listing: ListingView | null;
}

/** The search page `/szukaj` (behaviour.md §7.8, §7.10): no request below 3 characters. */
export async function loadSearchPage(api: Client, url: URL, data: ShopData): Promise<SearchPageData> {
  const q = url.searchParams.get("q") ?? "";
  const check = checkSearchText(q, shopConfig.listing);
  if (check.status === "empty") return { q, message: null, listing: null };
  if (check.status === "too-short") return { q, message: translate(check.error.message), listing: null };
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

/** One suggestion of the quick search panel. */
export interface Suggestion {
  readonly sku: string;
  readonly name: string;
  readonly href: string;
  readonly price: number;
}

/** Quick search suggestions (behaviour.md §7.10): relevance order, size 18; `[]` below 3 characters. */
export async function suggestions(
  api: Client,
  q: string,
): Promise<{ items: Suggestion[]; total: number; message: string | null }> {
  const check = checkSearchText(q, shopConfig.listing);
  if (check.status === "empty") return { items: [], total: 0, message: null };
  if (check.status === "too-short") return { items: [], total: 0, message: translate(check.error.message) };
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

// ---------------------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------------------

/** A banner as the home page renders it. */
export interface BannerView {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly image: string;
  readonly alt: string;
  readonly href: string;
}

/** The promoted offers in one language (catalogue.md §3 "Promoted offers"). */
export interface PromotedOffers {
  readonly lang: "pl" | "de" | "it";
  readonly headImage: BannerView | null;
  readonly mainBanners: readonly BannerView[];
  readonly smallBanners: readonly BannerView[];
  readonly productBanners: readonly BannerView[];
  readonly promotedCategories: readonly BannerView[];
}

/** The home page's data. */
export interface HomePageData {
  readonly sections: readonly {
    readonly key: string;
    readonly title: string;
    readonly tiles: readonly TileData[];
    readonly href: string;
  }[];
  readonly offers: readonly PromotedOffers[];
  readonly countries: readonly { readonly id: string; readonly name: string }[];
}

const SECTION_TITLES: Readonly<Record<string, { title: string; href: string }>> = {
  newCollection: { title: pl.home.newCollection, href: "/tag/nowosci" },
  bestsellers: { title: pl.home.bestsellers, href: "/tag/bestsellery" },
  sale: { title: pl.home.sale, href: "/tag/wyprzedaz" },
};

/** The home page (catalogue.md §1, §4): three sections by `created_at` desc, banners pl/de/it, countries. */
export async function loadHomePage(api: Client): Promise<HomePageData> {
  // Sections, banners and countries are independent: one round of parallel requests, not two.
  const offersAndCountries = Promise.all([
    Promise.all((["pl", "de", "it"] as const).map((lang) => loadOffers(api, lang))),
    api.site.countries().catch(() => []),
  ]);
  const sections = await Promise.all(
    homeSections(shopConfig.listing).map(async (section) => {
      // A failed section fails the page (503): three empty sections with 200 would be a broken home page.
      const result = await search<ProductDoc>(api, section.query, {
        size: section.size,
        includeFields: TILE_FIELDS,
      });
      const titles = SECTION_TITLES[section.key] ?? { title: section.key, href: "/" };
      return {
        key: section.key,
        title: titles.title,
        href: titles.href,
        tiles: result.items.map((item) => toTile(item)),
      };
    }),
  );
  const [offers, countries] = await offersAndCountries;
  return {
    sections,
    offers,
    countries: countries.map((country) => ({ id: country.id, name: country.full_name_locale ?? country.id })),
  };
}

async function loadOffers(api: Client, lang: "pl" | "de" | "it"): Promise<PromotedOffers> {
  const layout = await api.cms.layout("home", lang).catch(() => null);
  type RawBanner = {
    id?: number | string;
    title?: string | null;
    subtitle?: string | null;
    image?: string;
    alt?: string | null;
    link?: string;
    name?: string;
  };
  const banner = (raw: RawBanner | null | undefined, index: number): BannerView | null =>
    raw?.image
      ? {
          id: String(raw.id ?? index),
          title: raw.title ?? raw.name ?? "",
          subtitle: raw.subtitle ?? "",
          image: raw.image,
          alt: raw.alt ?? raw.title ?? raw.name ?? "",
          href: raw.link ?? "/",
        }
      : null;
  const list = (raws: readonly unknown[] | undefined) =>
    (raws ?? [])
      .map((raw, index) => banner(raw as RawBanner, index))
      .filter((item): item is BannerView => item !== null);
  return {
    lang,
    headImage: banner(layout?.headImage as RawBanner | null | undefined, 0),
    mainBanners: list(layout?.mainBanners),
    smallBanners: list(layout?.smallBanners),
    productBanners: list(layout?.productBanners),
    promotedCategories: list(layout?.promotedCategories),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Product page
// ---------------------------------------------------------------------------------------------------------

/** A review as displayed (catalogue.md §3). */
export interface ReviewView {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly nickname: string;
  readonly rating: number;
  readonly createdAt: string;
}

/** A size table (api-contract.md §12.8). */
export interface SizeTableView {
  readonly name: string;
  readonly unit: string;
  readonly descriptionHtml: string;
  readonly columns: readonly { readonly key: string; readonly label: string }[];
  readonly rows: readonly {
    readonly size: string;
    readonly eu: string;
    readonly values: Readonly<Record<string, string>>;
  }[];
}

/** A bundle option or grouped child, for the contents list. */
export interface LinkedItemView {
  readonly sku: string;
  readonly name: string;
  readonly qty: number;
  readonly price: number;
  readonly href: string | null;
}

/** The product page's data. */
export interface ProductPageData {
  readonly kind: "product";
  readonly product: ProductDoc;
  readonly childSku: string | null;
  readonly breadcrumbs: BreadcrumbView;
  readonly reviews: readonly ReviewView[];
  readonly sizeTable: SizeTableView | null;
  readonly linked: readonly LinkedItemView[];
  readonly bundlePriceInclTax: number;
  readonly descriptionHtml: string;
  readonly canonical: string;
  readonly materialLabel: string;
}

/** The product page fields (everything but the search-only extras). */
const PRODUCT_EXCLUDE = ["category.path", "tier_prices", "attributes_metadata"];

/**
 * Loads a product page by sku (behaviour.md §8.9): 404 for status ≥ 2; a directly opened child of a
 * configurable product answers 301 to its parent's link; reviews, size table and linked products with it.
 */
export async function loadProductPage(
  api: Client,
  input: { readonly parentSku: string; readonly childSku: string | null; readonly requestUrl: string },
  data: ShopData,
): Promise<ProductPageData> {
  const lookup = productByKeyQuery("sku", input.parentSku);
  const found = await search<ProductDoc>(api, lookup.query, {
    size: 1,
    excludeFields: PRODUCT_EXCLUDE,
    addDefaultProductFilters: false,
  });
  let product: ProductDoc | undefined = found.items[0];
  if (!product) {
    // The reference backend keeps configurable children inside their parent only (api-contract.md
    // §12.1), so a child sku is found through its parent; it is then a child that is not visible alone.
    // A failed lookup throws (503): only an answer that names no such child is a 404.
    const embedded = await search<ProductDoc>(api, configurableParentQuery(input.parentSku).query, {
      size: 1,
      includeFields: ["id", "configurable_children.id", "configurable_children.sku"],
    });
    const child = embedded.items[0]?.configurable_children?.find(
      (candidate) => candidate.sku === input.parentSku,
    );
    if (!child) throw notFound("Product query returned empty result");
    product = { ...child, sku: input.parentSku, visibility: 1 } as ProductDoc;
  }
  const decision = productPageDecision(product as LinkableProduct, shopConfig.url);
  if (decision.action === "error") throw notFound(decision.error.message);
  if (decision.action === "lookup-parent") {
    const parentLookup = configurableParentQuery(decision.childSku);
    const parents = await search<ProductDoc>(api, parentLookup.query, {
      size: 1,
      includeFields: [
        "id",
        "sku",
        "type_id",
        "url_path",
        "url_key",
        "slug",
        "configurable_children.sku",
        "options",
      ],
    });
    const access = directChildAccess(
      product as LinkableProduct,
      parents.items[0] as LinkableProduct | undefined,
      {
        environment: "server",
        requestUrl: input.requestUrl,
      },
      shopConfig.url,
    );
    if (access.action === "redirect") throw redirect(access.location, 301);
  }
  return productPageData(api, product, input.childSku, data);
}

/** Loads the extras of a found product (reviews, size table, linked products, breadcrumbs). */
export async function productPageData(
  api: Client,
  product: ProductDoc,
  childSku: string | null,
  data: ShopData,
): Promise<ProductPageData> {
  const record = product as ProductDoc & Record<string, unknown>;
  const linkedSkus =
    product.type_id === "grouped"
      ? groupedLinkSkus(record as never).filter(Boolean)
      : product.type_id === "bundle"
        ? bundleLinkSkus(record as never)
        : [];
  const sizeTableId = typeof record.size_table_id === "number" ? record.size_table_id : null;
  const [reviews, sizeTable, linked] = await Promise.all([
    loadReviews(api, product),
    sizeTableId ? api.site.sizeTable(sizeTableId).catch(() => null) : Promise.resolve(null),
    linkedSkus.length > 0
      ? search<ProductDoc>(api, childProductsQuery(linkedSkus, shopConfig.listing).query, {
          size: linkedSkus.length,
          // Besides what the page shows, what a grouped product's "add to cart" adds its items with.
          includeFields: [
            "id",
            "sku",
            "name",
            "price",
            "price_incl_tax",
            "original_price_incl_tax",
            "special_price",
            "tax_class_id",
            "image",
            "stock",
            "url_path",
            "type_id",
            "slug",
            "url_key",
            "status",
            "visibility",
          ],
          addDefaultProductFilters: false,
          // No catch: without its items a grouped or bundle product would show a wrong price (503 instead).
        }).then((result) => result.items)
      : Promise.resolve([] as ProductDoc[]),
  ]);
  let priced: ProductDoc = product;
  let bundlePriceInclTax = 0;
  const linkedItems: LinkedItemView[] = [];
  const linkedBySku = new Map(linked.map((item) => [item.sku, item]));
  const linkedView = (sku: string, qty: number): LinkedItemView => {
    const item = linkedBySku.get(sku) as (ProductDoc & { price_incl_tax?: number }) | undefined;
    return {
      sku,
      name: item?.name ?? sku,
      qty,
      price: item?.price_incl_tax ?? 0,
      href: item && (item.visibility ?? 4) !== 1 ? productHref(item) : null,
    };
  };
  if (product.type_id === "grouped") {
    const links = (record.product_links ?? []) as {
      link_type?: string;
      linked_product_sku?: string;
      qty?: number;
      extension_attributes?: { qty?: number };
    }[];
    const grouped = applyGroupedPrice(record as never, linked as never).product as ProductDoc;
    // "Add to cart" adds the associated products (behaviour.md §9.5, `prepareProductsToAdd` reads
    // `product_links[].product`), so each link carries its loaded product with the link's quantity (§4.4).
    priced = {
      ...grouped,
      product_links: links.map((link) => {
        const item = link.linked_product_sku ? linkedBySku.get(link.linked_product_sku) : undefined;
        if (link.link_type !== "associated" || !item) return link;
        const qty = Number(link.qty ?? link.extension_attributes?.qty ?? 1) || 1;
        return { ...link, product: { ...item, qty } };
      }),
    } as ProductDoc;
    for (const link of links) {
      if (link.link_type === "associated" && link.linked_product_sku)
        linkedItems.push(
          linkedView(link.linked_product_sku, Number(link.qty ?? link.extension_attributes?.qty ?? 1)),
        );
    }
  } else if (product.type_id === "bundle") {
    const bundled = applyBundlePrice(record as never, linked as never) as Record<string, unknown>;
    priced = bundled as ProductDoc;
    bundlePriceInclTax = typeof bundled.price_incl_tax === "number" ? bundled.price_incl_tax : 0;
    for (const option of (record.bundle_options ?? []) as {
      product_links?: { sku?: string; qty?: number; is_default?: boolean }[];
    }[]) {
      const link =
        option.product_links?.find((candidate) => candidate.is_default) ?? option.product_links?.[0];
      if (link?.sku) linkedItems.push(linkedView(link.sku, Number(link.qty ?? 1) || 1));
    }
  }
  const crumbs = productBreadcrumbs(product, data.categories, { link: (category) => categoryHref(category) });
  const material = data.attributes.material?.find(
    (option) => option.value === String(record.material),
  )?.label;
  return {
    kind: "product",
    product: { ...priced, description: undefined } as ProductDoc,
    childSku,
    breadcrumbs: breadcrumbView(crumbs.routes, product.name ?? product.sku),
    reviews,
    sizeTable: sizeTable ? sizeTableView(sizeTable) : null,
    linked: linkedItems,
    bundlePriceInclTax,
    descriptionHtml: sanitizeHtml(String(record.description ?? "")),
    canonical: productHref({ ...product, configurable_children: [], options: [] }),
    materialLabel: material ?? String(record.material_label ?? ""),
  };
}

function sizeTableView(raw: Record<string, unknown>): SizeTableView {
  const table = raw as {
    name?: string;
    unit?: string;
    description_html?: string | null;
    columns?: { key: string; label: string }[];
    rows?: { size: string; eu?: string | null; values: Record<string, string> }[];
  };
  return {
    name: table.name ?? pl.product.sizeTable,
    unit: table.unit ?? "cm",
    descriptionHtml: sanitizeHtml(table.description_html ?? ""),
    columns: table.columns ?? [],
    rows: (table.rows ?? []).map((row) => ({ size: row.size, eu: row.eu ?? "", values: row.values })),
  };
}

/**
 * Approved reviews of the product (api-contract.md §9.6): the `review` search, then the external
 * provider's reviews (mapped by the transport to nickname, rating, comment).
 */
async function loadReviews(api: Client, product: ProductDoc): Promise<ReviewView[]> {
  const own = search<Record<string, unknown>>(
    api,
    {
      _appliedFilters: [
        { attribute: "product_id", value: { eq: product.id as number }, scope: "default" },
        { attribute: "review_status", value: { eq: 1 }, scope: "default" },
      ],
      _appliedSort: [{ field: "created_at", options: "desc" }],
    } as never,
    { entityType: "review", size: 50 },
  )
    .then((result) => result.items)
    .catch(() => []);
  const uuid = (product as { uuid?: string }).uuid;
  const provider = uuid ? api.reviews.fromProvider(uuid).catch(() => []) : Promise.resolve([]);
  const [ownReviews, providerReviews] = await Promise.all([own, provider]);
  const views: ReviewView[] = ownReviews.map((review, index) => ({
    id: String(review.id ?? index),
    title: String(review.title ?? ""),
    detail: String(review.detail ?? ""),
    nickname: String(review.nickname ?? ""),
    rating: Number(review.rating ?? 0),
    createdAt: String(review.created_at ?? ""),
  }));
  // The provider answers with our own approved reviews when no external provider is configured
  // (api-contract.md §9.6); show each text once.
  const seen = new Set(views.map((view) => `${view.nickname}|${view.detail}`));
  for (const [index, review] of (providerReviews as readonly Record<string, unknown>[]).entries()) {
    const view = {
      id: `provider-${index}`,
      title: "",
      detail: String(review.comment ?? ""),
      nickname: String(review.nickname ?? ""),
      rating: Number(review.rating ?? 0),
      createdAt: String(review.created_at ?? ""),
    };
    if (!seen.has(`${view.nickname}|${view.detail}`)) views.push(view);
  }
  return views;
}

// ---------------------------------------------------------------------------------------------------------
// Content pages
// ---------------------------------------------------------------------------------------------------------

/** A content page as rendered (HTML sanitised). */
export interface CmsPageData {
  readonly kind: "cms";
  readonly identifier: string;
  readonly title: string;
  readonly html: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly canonical: string;
  readonly faq: readonly {
    readonly title: string;
    readonly items: readonly { readonly question: string; readonly answerHtml: string }[];
  }[];
  readonly partners: readonly {
    readonly name: string;
    readonly url: string;
    readonly descriptionHtml: string;
  }[];
}

async function findCmsPageDoc(api: Client, slug: string): Promise<Record<string, unknown> | null> {
  const result = await search<Record<string, unknown>>(
    api,
    {
      _appliedFilters: [{ attribute: "identifier", value: { eq: slug }, scope: "default" }],
    } as never,
    { entityType: "cms_page", size: 1 },
  );
  const page = result.items[0];
  if (page) return page.active === false ? null : page;
  const byKey = await search<Record<string, unknown>>(
    api,
    { _appliedFilters: [{ attribute: "url_key", value: { eq: slug }, scope: "default" }] } as never,
    { entityType: "cms_page", size: 1 },
  );
  return byKey.items[0] ?? null;
}

/**
 * A content page by slug (catalogue.md §2, behaviour.md §8.6 g–h): the page itself, and for the fixed
 * pages `faq` and `partners` their structured content. Nothing found → 404 "CMS query returned empty result".
 */
export async function loadCmsPage(api: Client, slug: string): Promise<CmsPageData> {
  // No catches: a failed lookup is not "no such page" (the loader answers 503, issue 14).
  const [page, faq, partners] = await Promise.all([
    findCmsPageDoc(api, slug),
    slug === "faq" ? api.cms.faq() : Promise.resolve({ groups: [] }),
    slug === "partners" ? api.cms.partners() : Promise.resolve({ items: [] }),
  ]);
  if (!page && faq.groups.length === 0 && partners.items.length === 0)
    throw notFound("CMS query returned empty result");
  const title = String(
    page?.content_heading ||
      page?.title ||
      (slug === "faq" ? pl.cms.faq : slug === "partners" ? pl.cms.partners : slug),
  );
  return {
    kind: "cms",
    identifier: slug,
    title,
    html: sanitizeHtml(String(page?.content ?? "")),
    metaTitle: String(page?.meta_title || `${title} | ${pl.shopName}`),
    metaDescription: String(page?.meta_description || title),
    canonical: `/cms-page/${encodeURIComponent(slug)}`,
    faq: faq.groups.map((group) => ({
      title: group.title,
      items: group.items.map((item) => ({
        question: item.question,
        answerHtml: sanitizeHtml(item.answer_html),
      })),
    })),
    partners: partners.items.map((item) => ({
      name: item.name,
      url: item.url ?? "",
      descriptionHtml: sanitizeHtml(item.description_html ?? ""),
    })),
  };
}

/** A draft preview `/preview-cms-draft/{key}` (api-contract.md §10.4); unknown or expired → 404. */
export async function loadCmsDraft(api: Client, key: string): Promise<CmsPageData> {
  const draft = await api.cms.draft(key).catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
  if (!draft) throw notFound("CMS query returned empty result");
  const title = String(draft.content_heading || draft.title || draft.identifier || "");
  return {
    kind: "cms",
    identifier: String(draft.identifier ?? key),
    title,
    html: sanitizeHtml(String(draft.content ?? "")),
    metaTitle: `${title} | ${pl.cms.draft}`,
    metaDescription: String(draft.meta_description ?? title),
    canonical: `/preview-cms-draft/${encodeURIComponent(key)}`,
    faq: [],
    partners: [],
  };
}

// ---------------------------------------------------------------------------------------------------------
// The URL dispatcher: unknown paths
// ---------------------------------------------------------------------------------------------------------

/** What an unknown path resolves to. */
export type DispatchedPage = CategoryPageData | TagPageData | ProductPageData | CmsPageData;

/**
 * Resolves a path no route matched (catalogue.md §2, behaviour.md §8.6): a tag, a category by
 * `url_path`, a product by the last segment, a content page, the fixed pages; otherwise 404.
 */
export async function dispatch(api: Client, url: URL, data: ShopData): Promise<DispatchedPage> {
  const productsBySegment = new Map<string, ProductDoc>();
  // The resolver logs a failed step and goes on; a path that matched nothing while a step failed is
  // unknown, not missing (503, not 404).
  const failures = failureRecorder();
  const resolution: UrlResolution = await resolveUrl(
    { url: url.pathname, query: queryFromSearch(url.searchParams) as never },
    {
      findTag: (slug) => data.tags.find((tag) => tag.slug === slug) ?? null,
      findCategory: (urlPath) => data.categories.find((category) => category.url_path === urlPath) ?? null,
      findProduct: failures.watch(async (query) => {
        const lookup = productByUrlPathQuery(query.urlPath);
        const result = await search<ProductDoc>(api, lookup.query, {
          size: 1,
          excludeFields: PRODUCT_EXCLUDE,
        });
        const product = result.items[0];
        if (product) productsBySegment.set(query.urlPath, product);
        return (product as LinkableProduct | undefined) ?? null;
      }),
      findCmsPage: failures.watch(async (path) => {
        const page = await findCmsPageDoc(api, path);
        return page
          ? { identifier: String(page.identifier ?? ""), url_key: (page.url_key as string | null) ?? null }
          : null;
      }),
    },
    shopConfig.url,
  );
  for (const entry of resolution.log) console.warn(`[dispatch] ${entry.message}`);
  const { route } = resolution;
  const params = route.params ?? {};
  const slug = String(params.slug ?? "");
  switch (resolution.step) {
    case "tag": {
      const tag = data.tags.find((candidate) => candidate.slug === slug);
      if (tag) return loadTagPage(api, tag, url, data);
      break;
    }
    case "category": {
      const path = normalizeUrlPath(removeStoreCodeFromRoute(url.pathname, shopConfig.url)).replace(
        /^\//,
        "",
      );
      const category = data.categories.find((candidate) => candidate.url_path === path);
      if (category) return loadCategoryPage(api, category, url, data);
      break;
    }
    case "product": {
      const segment = url.pathname.split("/").filter(Boolean).pop() ?? "";
      const product = productsBySegment.get(segment);
      if (product) return productPageData(api, product, url.searchParams.get("childSku"), data);
      break;
    }
    case "cms-page":
    case "fixed-page":
      return loadCmsPage(api, slug);
    default:
      break;
  }
  // A path nothing answered may have moved: the shop's redirects come before a 404.
  const moved = await redirectFor(api, url);
  if (moved) throw moved;
  if (failures.any) throw serviceUnavailable();
  throw notFound("Page not found");
}

/** A 404 response for the route's error boundary (behaviour.md §8.9: "query returned empty result" → 404). */
export function notFound(message: string): Response {
  return routeData({ message }, { status: 404 }) as unknown as Response;
}
