import { normalizeUrlPath } from "./normalizeUrlPath.js";
import type { RouteData } from "./types.js";

/**
 * The in-memory dispatcher map: normalised URL → route data.
 *
 * @example
 * const map: DispatcherMap = { "/sukienki": { name: "category", params: { slug: "sukienki" } } };
 */
export type DispatcherMap = Readonly<Record<string, RouteData>>;

/**
 * Registers a mapping (behaviour.md §8.8). Pure: returns the new map and the cache write as an effect.
 * The first registration of a URL wins (then nothing changes and no effect is returned). The cache entry
 * goes into the `url` collection under `normalizeUrlPath(url)`; on a quota error the caller clears that
 * collection.
 *
 * @example
 * const { map, effect } = registerMapping({}, "/sukienki/", { name: "category", params: { slug: "sukienki" } });
 * effect; // { type: "store-url", collection: "url", key: "/sukienki", route: { name: "category", … } }
 */
export function registerMapping(
  map: DispatcherMap,
  url: string,
  route: RouteData,
): {
  map: DispatcherMap;
  effect: { type: "store-url"; collection: "url"; key: string; route: RouteData } | null;
} {
  const key = normalizeUrlPath(url) || "/";
  if (Object.hasOwn(map, key)) return { map, effect: null };
  return { map: { ...map, [key]: route }, effect: { type: "store-url", collection: "url", key, route } };
}
