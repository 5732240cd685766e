import { encodeQuery, strictEncode } from "./encodeQuery.js";
import type { RouteLocation } from "./types.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * One route of the storefront's route table (behaviour.md §8.1).
 *
 * @example
 * const route: RouteDefinition = { name: "tag", path: "/tag/:slug", meta: { customListing: "tag", scrollHandling: false } };
 */
export interface RouteDefinition {
  readonly name: string;
  readonly path: string;
  readonly alias?: readonly string[] | undefined;
  readonly meta?: Readonly<Record<string, unknown>> | undefined;
  /** Nested routes; their paths are relative to the parent's unless they start with `/`. */
  readonly children?: readonly RouteDefinition[] | undefined;
}

/**
 * The product types whose page has no `childSku` segment (behaviour.md §8.1).
 *
 * @example
 * simpleProductTypes.includes("bundle"); // true
 */
export const simpleProductTypes = Object.freeze([
  "virtual",
  "bundle",
  "simple",
  "downloadable",
  "grouped",
] as const);

/**
 * The storefront's catalogue routes (behaviour.md §8.1, catalogue.md §2), in matching order.
 *
 * @example
 * catalogRoutes.find((r) => r.name === "category")?.alias; // ["/category/:slug"]
 */
export const catalogRoutes: readonly RouteDefinition[] = Object.freeze([
  { name: "home", path: "/", alias: ["/pwa.html"] },
  ...simpleProductTypes.map((type) => ({ name: `${type}-product`, path: "/p/:parentSku/:slug" })),
  { name: "configurable-product", path: "/p/:parentSku/:slug/:childSku" },
  { name: "product", path: "/p/:parentSku/:slug/:childSku" },
  { name: "category", path: "/c/:slug", alias: ["/category/:slug"] },
  { name: "tag", path: "/tag/:slug", meta: { customListing: "tag", scrollHandling: false } },
  { name: "search", path: "/szukaj" },
  { name: "cms-page", path: "/cms-page/:slug" },
  { name: "cms-draft-preview", path: "/preview-cms-draft/:key" },
  { name: "page-not-found", path: "*" },
]);

/**
 * The route name of a product page: `type_id + '-product'` (behaviour.md §8.1).
 *
 * @example
 * productRouteName("configurable"); // "configurable-product"
 */
export function productRouteName(typeId: string | undefined): string {
  return `${typeId ?? "simple"}-product`;
}

/**
 * A route name for the current store: `'<code>-' + name` with multistore on and the current store's
 * `appendStoreCode`, else the name (behaviour.md §8.6 `storeName`). Pure.
 *
 * @example
 * storeName("category", { ...defaultUrlConfig, multistore: true, currentStoreCode: "de" }); // "de-category"
 * storeName("category"); // "category"
 */
export function storeName(name: string, config: UrlConfig = defaultUrlConfig): string {
  const code = config.currentStoreCode;
  if (config.multistore && code && config.storeViews[code]?.appendStoreCode) return `${code}-${name}`;
  return name;
}

/**
 * The route table with a copy per store (behaviour.md §8.1): with multistore on, every route is also
 * registered for each `mapStoreUrlsFor` store with `appendStoreCode`, named `'<code>-' + name` with path
 * `'/<code>' + path` (the catch-all becomes `/<code>/*`); child routes, at any depth, get the prefixed
 * name and keep their paths. Pure.
 *
 * @example
 * storeRoutes(catalogRoutes, { ...defaultUrlConfig, multistore: true }).some((r) => r.name === "de-tag" && r.path === "/de/tag/:slug"); // true
 */
export function storeRoutes(
  routes: readonly RouteDefinition[] = catalogRoutes,
  config: UrlConfig = defaultUrlConfig,
): RouteDefinition[] {
  const all: RouteDefinition[] = [...routes];
  if (!config.multistore) return all;
  for (const code of config.mapStoreUrlsFor) {
    if (!config.storeViews[code]?.appendStoreCode) continue;
    for (const route of routes) all.push(storeRoute(route, code, false));
  }
  return all;
}

/**
 * One route copied for a store: the name always gets `'<code>-'`; the path (and aliases) get `/<code>`
 * only on a top-level route, a child keeps its path as written (behaviour.md §8.1: "child routes keep
 * their relative paths but still get the prefixed name"), at every depth.
 */
function storeRoute(route: RouteDefinition, code: string, isChild: boolean): RouteDefinition {
  return {
    ...route,
    name: `${code}-${route.name}`,
    ...(isChild
      ? {}
      : {
          path: prefixPath(code, route.path),
          ...(route.alias ? { alias: route.alias.map((alias) => prefixPath(code, alias)) } : {}),
        }),
    ...(route.children ? { children: route.children.map((child) => storeRoute(child, code, true)) } : {}),
  };
}

function prefixPath(code: string, path: string): string {
  if (path === "*") return `/${code}/*`;
  return `/${code}${path === "/" ? "" : path}`;
}

/**
 * The path a route location stands for: a `path` as is, or a named route's path with its params filled in
 * (strictly encoded), plus the query. `undefined` for an unknown name or a missing param. Pure.
 *
 * @example
 * routePath({ name: "configurable-product", params: { parentSku: "P", slug: "sukienka", childSku: "P-M" } }); // "/p/P/sukienka/P-M"
 */
export function routePath(
  location: string | RouteLocation,
  config: UrlConfig = defaultUrlConfig,
): string | undefined {
  if (typeof location === "string") return location;
  const query =
    location.query && Object.keys(location.query).length > 0 ? `?${encodeQuery(location.query)}` : "";
  if (location.path) return location.path + query;
  const definition = storeRoutes(catalogRoutes, { ...config, multistore: true }).find(
    (route) => route.name === location.name,
  );
  if (!definition || definition.path.includes("*")) return undefined;
  let missing = false;
  const path = definition.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = location.params?.[name];
    if (value === null || value === undefined || value === "") {
      missing = true;
      return "";
    }
    return strictEncode(String(value));
  });
  return missing ? undefined : path + query;
}
