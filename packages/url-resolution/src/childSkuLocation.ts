import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * Where a chosen variant's sku goes in the route (behaviour.md §5.8, catalogue.md §2): a `childSku` query
 * parameter with the URL dispatcher on, a route param without it; the history entry is always replaced.
 * Pure; the caller merges it into the current route.
 *
 * @example
 * childSkuLocation("P-M"); // { in: "query", query: { childSku: "P-M" }, replace: true }
 * childSkuLocation("P-M", { ...defaultUrlConfig, useUrlDispatcher: false }); // { in: "params", params: { childSku: "P-M" }, replace: true }
 */
export function childSkuLocation(
  childSku: string,
  config: UrlConfig = defaultUrlConfig,
):
  | { readonly in: "query"; readonly query: { readonly childSku: string }; readonly replace: true }
  | { readonly in: "params"; readonly params: { readonly childSku: string }; readonly replace: true } {
  return config.useUrlDispatcher
    ? { in: "query", query: { childSku }, replace: true }
    : { in: "params", params: { childSku }, replace: true };
}
