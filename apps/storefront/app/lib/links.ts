import {
  canonicalProductLink,
  formatCategoryLink,
  formatProductLink,
  type LinkableCategory,
  type LinkableProduct,
  routePath,
} from "@outlet/url-resolution";
import { localizedHref, storeUrlConfig } from "./currentStore";
import { shopConfig } from "./shopConfig";

/**
 * Every link here is the current store's (`lib/currentStore.ts`): `/de/…` in the German store view.
 *
 * A product's link as a path string (behaviour.md §8.2): `/{url_path}` (plus `?childSku=` for products
 * with options) with the URL dispatcher on, else `/p/{parentSku}/{slug}[/{childSku}]`.
 *
 * @example
 * productHref({ sku: "SUK-1", url_path: "sukienka-1", type_id: "simple" }); // "/sukienka-1"
 */
export function productHref(product: LinkableProduct): string {
  const config = storeUrlConfig(shopConfig.url);
  return routePath(formatProductLink(product, undefined, config), config) ?? "/";
}

/**
 * A product page's canonical link (behaviour.md §8.2): the product's own page with no variant chosen,
 * url-resolution's `canonicalProductLink` — the same path the API's sitemap lists.
 *
 * @example
 * canonicalProductHref({ sku: "SUK-0933", url_path: "sukienka-alicja", configurable_children: [{}] }); // "/sukienka-alicja"
 */
export function canonicalProductHref(product: LinkableProduct): string {
  const config = storeUrlConfig(shopConfig.url);
  return routePath(canonicalProductLink(product, undefined, config), config) ?? "/";
}

/**
 * The link to one variant of a product, the address its product page gives that variant (behaviour.md
 * §8.2): `/{url_path}?childSku={child}` with the URL dispatcher on, else `/p/{parentSku}/{slug}/{child}`.
 * Without a child (or for the product's own sku) it is {@link productHref}.
 *
 * @example
 * variantHref({ sku: "SUK-0933", url_path: "sukienka-alicja", configurable_children: [{}] }, "SUK-0933-ROZ-M");
 * // "/sukienka-alicja?childSku=SUK-0933-ROZ-M"
 */
export function variantHref(product: LinkableProduct, childSku: string | null | undefined): string {
  if (!childSku || childSku === product.sku) return productHref(product);
  return productHref({ ...product, sku: childSku, parentSku: product.sku });
}

/**
 * A category's link (behaviour.md §8.3): `/{url_path}` with the dispatcher, else `/c/{slug}`; also
 * `/c/{slug}` when one of `tags` has the slug `url_path` (that path opens the tag, §8.6). The link is the
 * category page's canonical URL, so every link to a category should pass the shop's tags.
 *
 * @example
 * categoryHref({ url_path: "kobiety/sukienki", slug: "sukienki" }); // "/kobiety/sukienki"
 * categoryHref({ url_path: "wyprzedaz", slug: "wyprzedaz" }, [{ slug: "wyprzedaz" }]); // "/c/wyprzedaz"
 */
export function categoryHref(
  category: LinkableCategory | null | undefined,
  tags: readonly { readonly slug: string }[] = [],
): string {
  const tagSlugs = new Set(tags.map((tag) => tag.slug));
  return formatCategoryLink(category, undefined, storeUrlConfig(shopConfig.url), { tagSlugs });
}

/**
 * The canonical form of a catalogue link written by hand in the backend's content (the menu of the site
 * configuration, banners): `/category/{slug}` and `/c/{slug}` of a known category become its
 * {@link categoryHref}; anything else is returned as written.
 *
 * @example
 * canonicalContentHref("/category/sukienki", categories, tags); // "/kobiety/sukienki"
 */
export function canonicalContentHref(
  href: string,
  categories: readonly (LinkableCategory & { readonly url_key?: string | null | undefined })[],
  tags: readonly { readonly slug: string }[],
): string {
  const found = /^\/(?:c|category)\/([^/?#]+)$/.exec(href);
  if (!found?.[1]) return href;
  const slug = decodeURIComponent(found[1]);
  const category = categories.find((candidate) => (candidate.url_key ?? candidate.slug) === slug);
  return category ? categoryHref(category, tags) : href;
}

/**
 * A tag listing's link (catalogue.md §2).
 *
 * @example
 * tagHref("nowosci"); // "/tag/nowosci"
 */
export function tagHref(slug: string): string {
  return localizedHref(`/tag/${encodeURIComponent(slug)}`);
}
