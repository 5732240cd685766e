import { localizedDispatcherRoute, localizedRoute } from "./localizedRoute.js";
import { productRouteName } from "./routes.js";
import type { LinkableProduct, RouteLocation } from "./types.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * Whether a product link carries `childSku`: the product has options or configurable children
 * (behaviour.md §8.2).
 *
 * @example
 * needsChildSku({ sku: "P", configurable_children: [{}] }); // true
 */
export function needsChildSku(product: LinkableProduct): boolean {
  return (product.options?.length ?? 0) > 0 || (product.configurable_children?.length ?? 0) > 0;
}

/**
 * The link to a product page (behaviour.md §8.2, catalogue.md §2). Pure. With the URL dispatcher on and a
 * `url_path`: the string `localizedDispatcherRoute(url_path + ('?childSku=' + sku when needed))`.
 * Otherwise the named route `{ name: type_id + '-product', params: { parentSku: parentSku || sku, slug,
 * childSku: sku } }`, localised for the store.
 *
 * @example
 * formatProductLink({ sku: "P-M", parentSku: "P", url_path: "sukienka-lniana", configurable_children: [{}] }); // "/sukienka-lniana?childSku=P-M"
 * formatProductLink({ sku: "S", type_id: "simple", slug: "pasek" }, "", { ...defaultUrlConfig, useUrlDispatcher: false });
 * // { name: "simple-product", params: { parentSku: "S", slug: "pasek", childSku: "S" } }
 */
export function formatProductLink(
  product: LinkableProduct,
  storeCode?: string,
  config: UrlConfig = defaultUrlConfig,
): string | RouteLocation {
  if (config.useUrlDispatcher && product.url_path) {
    const child = needsChildSku(product) ? `?childSku=${encodeURIComponent(product.sku)}` : "";
    return localizedDispatcherRoute(product.url_path + child, storeCode, config);
  }
  return localizedRoute(
    {
      name: productRouteName(product.type_id),
      params: {
        parentSku: product.parentSku || product.sku,
        slug: product.slug ?? undefined,
        childSku: product.sku,
      },
    },
    storeCode,
    config,
  );
}

/**
 * The canonical link of a product's page (behaviour.md §8.2): the page of the product itself with no variant
 * chosen — `/{url_path}` without `?childSku=` with the URL dispatcher on, else the product's named route
 * (its own sku as `childSku`). The link a product page names as canonical and the sitemap lists. Pure.
 *
 * @example
 * canonicalProductLink({ sku: "P", type_id: "configurable", url_path: "sukienka-lniana", configurable_children: [{}] }); // "/sukienka-lniana"
 */
export function canonicalProductLink(
  product: LinkableProduct,
  storeCode?: string,
  config: UrlConfig = defaultUrlConfig,
): string | RouteLocation {
  return formatProductLink({ ...product, configurable_children: [], options: [] }, storeCode, config);
}
