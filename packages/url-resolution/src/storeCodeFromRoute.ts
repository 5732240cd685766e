import { normalizeUrlPath } from "./normalizeUrlPath.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * A route-like input: a path string, or an object with `path` (or `fullPath`) and an optional `host`.
 *
 * @example
 * const route: RouteLike = { host: "sklep.example", path: "/de/damen" };
 */
export type RouteLike =
  | string
  | {
      readonly path?: string | undefined;
      readonly fullPath?: string | undefined;
      readonly host?: string | undefined;
    };

/**
 * The store code a path or route belongs to (behaviour.md §8.10). Pure. `''` for falsy input. Otherwise,
 * for each code of `mapStoreUrlsFor` in order, with `u = storeViews[code].url`, the first code whose `u`
 * equals, or is followed by `/` at the start of, the normalised path (a leading `/` is added) or
 * `host + path` (a string not starting with `/` counts as `host + path` too); `''` when none does.
 *
 * @example
 * storeCodeFromRoute("/de/damen"); // "de"
 * storeCodeFromRoute("/delikatesy"); // ""
 * storeCodeFromRoute({ host: "shop.example", path: "/it" }); // "it"
 * // with storeViews.gb.url = "domain.co.uk/gb":
 * storeCodeFromRoute("domain.co.uk/gb/foo", config); // "gb"
 */
export function storeCodeFromRoute(
  route: RouteLike | null | undefined,
  config: UrlConfig = defaultUrlConfig,
): string {
  if (!route) return "";
  const rawPath = typeof route === "string" ? route : (route.path ?? route.fullPath ?? "");
  const host = typeof route === "string" ? undefined : route.host;
  const candidates: string[] = [];
  const path = normalizeUrlPath(rawPath, false);
  if (path) candidates.push(path);
  if (host) candidates.push(host + (path ?? ""));
  // A string may itself be "host + path" (`domain.co.uk/gb/foo`): it is matched as written too, without
  // its query or fragment, as behaviour.md §8.10 matches `host + path`.
  if (typeof route === "string") {
    const hostAndPath = route.split(/[?#]/, 1)[0] ?? "";
    if (hostAndPath && !hostAndPath.startsWith("/")) candidates.push(hostAndPath);
  }
  for (const code of config.mapStoreUrlsFor) {
    const url = config.storeViews[code]?.url;
    if (!url) continue;
    if (candidates.some((candidate) => candidate === url || candidate.startsWith(`${url}/`))) return code;
  }
  return "";
}

/**
 * Removes a leading `/<code>` segment of a known store code, never an occurrence elsewhere
 * (behaviour.md §8.10). Pure. A path that is only the store segment becomes `/`.
 *
 * @example
 * removeStoreCodeFromRoute("/de/damen/de"); // "/damen/de"
 * removeStoreCodeFromRoute("/delikatesy"); // "/delikatesy"
 * removeStoreCodeFromRoute("de/damen"); // "damen"
 */
export function removeStoreCodeFromRoute(path: string, config: UrlConfig = defaultUrlConfig): string {
  const leadingSlash = path.startsWith("/");
  const body = leadingSlash ? path.slice(1) : path;
  for (const code of config.mapStoreUrlsFor) {
    if (!code) continue;
    if (body === code) return leadingSlash ? "/" : "";
    if (body.startsWith(`${code}/`)) {
      const rest = body.slice(code.length + 1);
      return leadingSlash ? `/${rest}` : rest;
    }
  }
  return path;
}
