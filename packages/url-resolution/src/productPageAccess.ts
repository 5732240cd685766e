import { isEnabled } from "@outlet/variant-selection";
import { formatProductLink } from "./formatProductLink.js";
import { NOT_VISIBLE_INDIVIDUALLY } from "./isVisibleProduct.js";
import { routePath } from "./routes.js";
import type { LinkableProduct, RouteLocation } from "./types.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";
import { UrlResolutionError } from "./urlResolutionError.js";

/**
 * The first decision after loading a product page (behaviour.md §8.9, catalogue.md §4–§5): an error
 * (404 on the server), a lookup of the configurable parent, or show the product.
 *
 * @example
 * const d: ProductPageDecision = { action: "lookup-parent", childSku: "P-M" };
 */
export type ProductPageDecision =
  | { readonly action: "error"; readonly error: UrlResolutionError; readonly httpStatus: 404 }
  | { readonly action: "lookup-parent"; readonly childSku: string }
  | { readonly action: "show" };

/**
 * Decides what a loaded product page does (behaviour.md §8.9). Pure. Status 2 or higher → error
 * `'Product query returned empty result product status = <status>'`; visibility 1 with
 * `preventConfigurableChildrenDirectAccess` → look up the configurable parent (by
 * `configurable_children.sku`); visibility 1 without it → error
 * `'Product query returned empty result product visibility = 1'`; otherwise show.
 *
 * @example
 * productPageDecision({ sku: "P", status: 2 }); // { action: "error", error: UrlResolutionError(product-disabled), httpStatus: 404 }
 * productPageDecision({ sku: "P-M", visibility: 1 }); // { action: "lookup-parent", childSku: "P-M" }
 */
export function productPageDecision(
  product: LinkableProduct,
  config: UrlConfig = defaultUrlConfig,
): ProductPageDecision {
  if (!isEnabled(product)) {
    return {
      action: "error",
      error: new UrlResolutionError({ reason: "product-disabled", status: Number(product.status) }),
      httpStatus: 404,
    };
  }
  if (product.visibility === NOT_VISIBLE_INDIVIDUALLY) {
    if (config.preventConfigurableChildrenDirectAccess)
      return { action: "lookup-parent", childSku: product.sku };
    return {
      action: "error",
      error: new UrlResolutionError({ reason: "product-not-visible", visibility: 1 }),
      httpStatus: 404,
    };
  }
  return { action: "show" };
}

/**
 * What a directly opened child does once its parent was looked up (behaviour.md §8.9, catalogue.md §2,
 * §9): with a parent whose id differs, the target is `formatProductLink({ ...parent, parentSku:
 * parent.sku, sku: child.sku })`; the server answers 301 to it (unless the request URL already contains
 * it), the browser replaces the route. Without a parent the product is shown. Pure.
 *
 * @example
 * directChildAccess({ id: 2, sku: "P-M", visibility: 1 }, { id: 1, sku: "P", type_id: "configurable", url_path: "sukienka", configurable_children: [{}] }, { environment: "server", requestUrl: "/p-m" });
 * // { action: "redirect", status: 301, location: "/sukienka?childSku=P-M", route: "/sukienka?childSku=P-M" }
 */
export function directChildAccess(
  child: LinkableProduct,
  parent: LinkableProduct | null | undefined,
  context: {
    readonly environment: "server" | "browser";
    readonly requestUrl?: string | undefined;
    readonly storeCode?: string | undefined;
  },
  config: UrlConfig = defaultUrlConfig,
):
  | { action: "redirect"; status: 301; location: string; route: string | RouteLocation }
  | { action: "replace"; location: string | undefined; route: string | RouteLocation }
  | { action: "show" } {
  if (!parent || String(parent.id) === String(child.id)) return { action: "show" };
  const route = formatProductLink(
    { ...parent, parentSku: parent.sku, sku: child.sku },
    context.storeCode,
    config,
  );
  const location = routePath(route, config);
  if (context.environment === "browser") return { action: "replace", location, route };
  if (location === undefined || (context.requestUrl ?? "").includes(location)) return { action: "show" };
  return { action: "redirect", status: 301, location, route };
}
