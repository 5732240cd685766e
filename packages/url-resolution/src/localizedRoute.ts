import { encodeQuery } from "./encodeQuery.js";
import type { RouteLocation } from "./types.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * A dispatcher path with the store prefix (behaviour.md §8.10). Pure. An `undefined` store code means the
 * current one. `'/' + code` is prepended when the code is truthy and its store view has `appendStoreCode`.
 * A string gets a leading `/`; an object uses `path || fullPath` plus `'?' + query(params)` when `params`
 * is non-empty (keys sorted, strict encoding).
 *
 * @example
 * localizedDispatcherRoute("sukienka-lniana", "de"); // "/de/sukienka-lniana"
 * localizedDispatcherRoute({ path: "/sukienka", params: { childSku: "S M" } }, ""); // "/sukienka?childSku=S%20M"
 */
export function localizedDispatcherRoute(
  route: string | RouteLocation,
  storeCode?: string,
  config: UrlConfig = defaultUrlConfig,
): string {
  const code = storeCode === undefined ? config.currentStoreCode : storeCode;
  const prefix = code && config.storeViews[code]?.appendStoreCode ? `/${code}` : "";
  if (typeof route === "string") return prefix + (route.startsWith("/") ? route : `/${route}`);
  const base = route.path || route.fullPath || "";
  const path = base.startsWith("/") ? base : `/${base}`;
  const query = route.params && Object.keys(route.params).length > 0 ? `?${encodeQuery(route.params)}` : "";
  return prefix + path + query;
}

/**
 * A route localised for a store (behaviour.md §8.10). Pure. Unchanged unless the code differs from
 * `defaultStoreCode` and that store view has `appendStoreCode`; then a path becomes
 * `'/<code>/' + path without its leading slash`, and a route object gets the prefixed name
 * (`<code>-<name>`) and path.
 *
 * @example
 * localizedRoute("/c/sukienki", "de"); // "/de/c/sukienki"
 * localizedRoute({ name: "category", params: { slug: "x" } }, "it"); // { name: "it-category", params: { slug: "x" } }
 * localizedRoute("/c/sukienki", ""); // "/c/sukienki"
 */
export function localizedRoute<TRoute extends string | RouteLocation>(
  route: TRoute,
  storeCode?: string,
  config: UrlConfig = defaultUrlConfig,
): TRoute {
  const code = storeCode === undefined ? config.currentStoreCode : storeCode;
  if (!code || code === config.defaultStoreCode || !config.storeViews[code]?.appendStoreCode) return route;
  if (typeof route === "string") return `/${code}/${route.replace(/^\//, "")}` as TRoute;
  const location = route as RouteLocation;
  return {
    ...location,
    ...(location.name ? { name: `${code}-${location.name}` } : {}),
    ...(location.path ? { path: `/${code}/${location.path.replace(/^\//, "")}` } : {}),
  } as TRoute;
}

/**
 * An API URL for the current store (behaviour.md §8.10). Pure. When the current store code is non-empty,
 * every `storeCode` parameter is removed and `storeCode=<code>` appended with `?` or `&`.
 *
 * @example
 * adjustMultistoreApiUrl("/api/url/map?storeCode=pl&x=1", { ...defaultUrlConfig, currentStoreCode: "de" }); // "/api/url/map?x=1&storeCode=de"
 */
export function adjustMultistoreApiUrl(url: string, config: UrlConfig = defaultUrlConfig): string {
  const code = config.currentStoreCode;
  if (!code) return url;
  const hashAt = url.indexOf("#");
  const hash = hashAt >= 0 ? url.slice(hashAt) : "";
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = withoutHash.indexOf("?");
  const base = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const kept =
    queryAt >= 0
      ? withoutHash
          .slice(queryAt + 1)
          .split("&")
          .filter((part) => part !== "" && !/^storeCode(=|$)/.test(part))
      : [];
  kept.push(`storeCode=${encodeURIComponent(code)}`);
  return `${base}?${kept.join("&")}${hash}`;
}
