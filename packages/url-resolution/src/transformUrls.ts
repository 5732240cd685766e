import { parseQuery } from "./encodeQuery.js";
import { productRouteName, storeName } from "./routes.js";
import type { LinkableCategory, LinkableProduct, RouteData, RouteParams } from "./types.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * The route of a product found by URL (behaviour.md §8.6): `{ name: storeName(type_id + '-product'),
 * params: { slug, parentSku: parentSku || sku, childSku: urlParams.childSku || sku } }`. Pure.
 *
 * @example
 * transformProductUrl({ sku: "P", type_id: "configurable", slug: "sukienka" }, { childSku: "P-M" });
 * // { name: "configurable-product", params: { slug: "sukienka", parentSku: "P", childSku: "P-M" } }
 */
export function transformProductUrl(
  product: LinkableProduct,
  urlParams: RouteParams = {},
  config: UrlConfig = defaultUrlConfig,
): RouteData {
  const childSku = urlParams.childSku;
  return {
    name: storeName(productRouteName(product.type_id), config),
    params: {
      slug: product.slug ?? undefined,
      parentSku: product.parentSku || product.sku,
      childSku: typeof childSku === "string" && childSku ? childSku : product.sku,
    },
  };
}

/**
 * The route of a category found by URL: `{ name: storeName('category'), params: { slug } }`
 * (behaviour.md §8.6). Pure.
 *
 * @example
 * transformCategoryUrl({ slug: "sukienki" }); // { name: "category", params: { slug: "sukienki" } }
 */
export function transformCategoryUrl(
  category: LinkableCategory,
  config: UrlConfig = defaultUrlConfig,
): RouteData {
  return { name: storeName("category", config), params: { slug: category.slug ?? undefined } };
}

/**
 * The final route of a resolution (behaviour.md §8.6 step 4): `params = { ...routeData.params, ...query }`
 * (the query wins, for example `childSku`), and the name prefixed with `storeCode + '-'` when the code is
 * truthy and the name does not already start with it. A string query is parsed first. Pure.
 *
 * @example
 * parametrize({ name: "category", params: { slug: "damen" } }, "page=2", "de"); // { name: "de-category", params: { slug: "damen", page: "2" } }
 */
export function parametrize(
  routeData: RouteData,
  query: RouteParams | string | null | undefined,
  storeCode: string,
): RouteData {
  const q = typeof query === "string" ? parseQuery(query) : (query ?? {});
  const name =
    storeCode && !routeData.name.startsWith(`${storeCode}-`)
      ? `${storeCode}-${routeData.name}`
      : routeData.name;
  return { ...routeData, name, params: { ...routeData.params, ...q } };
}
