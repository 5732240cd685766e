import { data, type HeadersFunction } from "react-router";
import type {
  CategoryPageData,
  CmsPageData,
  HomePageData,
  ProductPageData,
  TagPageData,
} from "./catalogViews";
import type { TileData } from "./productView";

/**
 * The response header through which a route reports what its page shows (catalogue.md §2 "Cache tags").
 * The production server's output cache reads it to tag the stored page and strips it before sending.
 */
export const CACHE_TAGS_HEADER = "X-Cache-Tags";

/**
 * The tag of the header menu every catalogue page shows (its categories come from the shop data): the API
 * announces it when a category is created, renamed or moved, which drops every cached page at once.
 */
export const MENU_TAG = "menu";

/**
 * Wraps loader data with the page's cache tags and {@link MENU_TAG} (deduplicated, space-separated in
 * {@link CACHE_TAGS_HEADER}). A page without this header is never stored by the output cache.
 *
 * @example
 * return withCacheTags(page, ["product", "P12"]); // X-Cache-Tags: menu product P12
 */
export function withCacheTags<TData>(value: TData, tags: Iterable<string>) {
  return data(value, { headers: { [CACHE_TAGS_HEADER]: [...new Set([MENU_TAG, ...tags])].join(" ") } });
}

/**
 * A route `headers` export that passes the loader's cache tags on to the document (and `.data`) response;
 * every other header comes from the parent routes (or, for a failed page, from what the loader threw).
 *
 * @example
 * export const headers = passCacheTags;
 */
export const passCacheTags: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  // A failed page keeps what its loader threw (a 503's Retry-After and no-store) and is never tagged.
  if (errorHeaders) {
    errorHeaders.forEach((value, name) => {
      headers.set(name, value);
    });
    return headers;
  }
  const tags = loaderHeaders.get(CACHE_TAGS_HEADER);
  if (tags) headers.set(CACHE_TAGS_HEADER, tags);
  return headers;
};

/** `P<sku>` for a listing tile: the parent (what the API announces) and the variant shown. */
function tileTags(tile: TileData): string[] {
  return tile.sku === tile.parentSku ? [`P${tile.parentSku}`] : [`P${tile.parentSku}`, `P${tile.sku}`];
}

/** Category ids a product document names (`category_ids`, or `category[].category_id`). */
function productCategoryIds(product: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  for (const id of (product.category_ids as unknown[] | undefined) ?? []) ids.add(String(id));
  for (const entry of (product.category as { category_id?: unknown; id?: unknown }[] | undefined) ?? [])
    if (entry && (entry.category_id ?? entry.id) != null) ids.add(String(entry.category_id ?? entry.id));
  return [...ids];
}

/** Tags of a listing page: every product shown, the filter attributes and tax rules behind the prices. */
export function listingTags(tiles: readonly TileData[]): string[] {
  return ["attribute", "taxrule", ...tiles.flatMap(tileTags)];
}

/**
 * Tags of a category page: `category`, `C<id>` of the category and its ancestors (breadcrumbs), and every
 * product shown. Pure.
 *
 * @example
 * categoryPageTags(page, [1, 2]); // ["category", "C2", "C1", "attribute", "taxrule", "P…"]
 */
export function categoryPageTags(
  page: CategoryPageData,
  ancestorIds: readonly (number | string)[],
): string[] {
  return [
    "category",
    `C${page.category.id}`,
    ...ancestorIds.map((id) => `C${id}`),
    ...listingTags(page.listing.tiles),
  ];
}

/** Tags of a tag (flag) listing: the tag page is a listing like a category's. Pure. */
export function tagPageTags(page: TagPageData): string[] {
  return ["category", ...listingTags(page.listing.tiles)];
}

/**
 * Tags of a product page: `product`, `P<sku>` of the product, its variants and linked items, `C<id>` of its
 * categories, `attribute` and `taxrule`. Pure.
 */
export function productPageTags(page: ProductPageData): string[] {
  const product = page.product as unknown as Record<string, unknown>;
  const children = (product.configurable_children as { sku?: unknown }[] | undefined) ?? [];
  return [
    "product",
    `P${String(product.sku)}`,
    ...children.filter((child) => child?.sku != null).map((child) => `P${String(child.sku)}`),
    ...page.linked.map((item) => `P${item.sku}`),
    ...productCategoryIds(product).map((id) => `C${id}`),
    "attribute",
    "taxrule",
  ];
}

/** Tags of the home page: `home`, `cmsPage` (banners) and every product of its sections. Pure. */
export function homePageTags(page: HomePageData): string[] {
  return ["home", "cmsPage", ...listingTags(page.sections.flatMap((section) => section.tiles))];
}

/** Tags of a content page (FAQ, partners and size tables included). Pure. */
export function cmsPageTags(page: CmsPageData): string[] {
  return ["cmsPage", `cmsPage-${page.identifier}`];
}

/** Ancestor category ids of a category, from its `path` ("1/2/5") or `parent_ids`, itself excluded. Pure. */
export function categoryAncestorIds(category: {
  readonly id: number | string;
  readonly path?: string | undefined;
  readonly parent_ids?: readonly (number | string)[] | undefined;
}): string[] {
  const fromPath = (category.path ?? "").split("/").filter(Boolean);
  const ids = fromPath.length > 0 ? fromPath : (category.parent_ids ?? []).map(String);
  return ids.filter((id) => id !== String(category.id));
}

/** Tags of a page the URL dispatcher resolved, by its kind. Pure. */
export function dispatchedPageTags(
  page: CategoryPageData | TagPageData | ProductPageData | CmsPageData,
  categories: readonly { readonly id: number | string; readonly path?: string | undefined }[],
): string[] {
  switch (page.kind) {
    case "category": {
      const doc = categories.find((category) => String(category.id) === String(page.category.id));
      return categoryPageTags(page, doc ? categoryAncestorIds(doc) : []);
    }
    case "tag":
      return tagPageTags(page);
    case "product":
      return productPageTags(page);
    case "cms":
      return cmsPageTags(page);
  }
}
