import {
  formatCategoryLink,
  formatProductLink,
  type LinkableCategory,
  type LinkableProduct,
  routePath,
} from "@outlet/url-resolution";
import { shopConfig } from "./shopConfig";

/**
 * A product's link as a path string (behaviour.md §8.2): `/{url_path}` (plus `?childSku=` for products
 * with options) with the URL dispatcher on, else `/p/{parentSku}/{slug}[/{childSku}]`.
 *
 * @example
 * productHref({ sku: "SUK-1", url_path: "sukienka-1", type_id: "simple" }); // "/sukienka-1"
 */
export function productHref(product: LinkableProduct): string {
  return routePath(formatProductLink(product, undefined, shopConfig.url), shopConfig.url) ?? "/";
}

/**
 * A category's link (behaviour.md §8.3): `/{url_path}` with the dispatcher, else `/c/{slug}`.
 *
 * @example
 * categoryHref({ url_path: "kobiety/sukienki", slug: "sukienki" }); // "/kobiety/sukienki"
 */
export function categoryHref(category: LinkableCategory | null | undefined): string {
  return formatCategoryLink(category, undefined, shopConfig.url);
}

/**
 * A tag listing's link (catalogue.md §2).
 *
 * @example
 * tagHref("nowosci"); // "/tag/nowosci"
 */
export function tagHref(slug: string): string {
  return `/tag/${encodeURIComponent(slug)}`;
}
