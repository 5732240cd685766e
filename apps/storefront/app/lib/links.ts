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
