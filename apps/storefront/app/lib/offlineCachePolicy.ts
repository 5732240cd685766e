/**
 * Which caching strategy the service worker uses for a request (issue 9; catalogue.md §4 offline navigation,
 * transactions.md §4 offline cache), as a pure decision the worker and the tests share. Catalogue reads
 * (the storefront's own route data `*.data`, images under `/img/`, the API's `/api/catalog/` reads) are
 * served stale-while-revalidate; cart, user, order and stock calls and the shopper's own pages' data go to
 * the network first; page navigations go to the network first and fall back to the cached page, then to the
 * Polish offline page. Anything else (every non-GET request, search suggestions, other origins' paths) is
 * left to the network: `null`.
 */

/** The caches the service worker fills (the precache of the app shell is managed by Workbox). */
export const CACHE_NAMES = {
  pages: "outlet-pages",
  catalogue: "outlet-catalogue",
  images: "outlet-images",
  shopper: "outlet-shopper",
} as const;

/** A runtime cache name. */
export type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES];

/** The precached page shown for a navigation that is neither online nor cached. */
export const OFFLINE_PAGE = "/offline.html";

/** Catalogue entries expire after 86 400 s (behaviour.md §14, issue 9). */
export const CATALOGUE_MAX_AGE_SECONDS = 86_400;

/**
 * What the worker stores when it installs, so the home page works offline after the first visit: the home
 * document and its route data as a client-side navigation asks for it (the root loader never revalidates,
 * so only `routes/home` is requested).
 */
export const WARM_URLS = { pages: ["/"], catalogue: ["/_root.data?_routes=routes%2Fhome"] } as const;

/** The strategy for one request. */
export interface CachePolicy {
  readonly strategy: "stale-while-revalidate" | "network-first";
  readonly cache: CacheName;
  /** Only for navigations: what to show when neither the network nor the cache answers. */
  readonly fallback?: typeof OFFLINE_PAGE;
}

/** Path prefixes of the shopper's own pages (transactions.md §2): their data is never served stale. */
const SHOPPER_PAGES =
  /^\/(?:[a-z]{2}\/)?(?:koszyk|checkout|login|register|forgot-password|create-password|account|wishlist|ocen-produkty|kontakt)(?:[/.]|$)/;

/** The API's shopper calls: cart, user, order and stock, also under `/api/ext/` (api-contract.md §3). */
const SHOPPER_API = /^\/api\/(?:ext\/)?(?:cart|user|order|stock)(?:\/|$)/;

/**
 * The caching strategy for a request, or `null` when the worker leaves it to the network.
 *
 * @example
 * cachePolicy({ method: "GET", url: "https://sklep.pl/kobiety/sukienki.data?_routes=routes%2Fdispatcher", mode: "cors" }, "https://sklep.pl");
 * // { strategy: "stale-while-revalidate", cache: "outlet-catalogue" }
 * cachePolicy({ method: "GET", url: "https://api.sklep.pl/api/cart/pull?cartId=1", mode: "cors" }, "https://sklep.pl");
 * // { strategy: "network-first", cache: "outlet-shopper" }
 * cachePolicy({ method: "POST", url: "https://sklep.pl/koszyk.data", mode: "cors" }, "https://sklep.pl"); // null
 */
export function cachePolicy(
  request: { readonly method: string; readonly url: string; readonly mode?: string },
  origin: string,
): CachePolicy | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  const sameOrigin = url.origin === origin;
  if (request.mode === "navigate") {
    return sameOrigin
      ? { strategy: "network-first", cache: CACHE_NAMES.pages, fallback: OFFLINE_PAGE }
      : null;
  }
  if (sameOrigin) {
    if (url.pathname.endsWith(".data")) {
      return SHOPPER_PAGES.test(url.pathname)
        ? { strategy: "network-first", cache: CACHE_NAMES.shopper }
        : { strategy: "stale-while-revalidate", cache: CACHE_NAMES.catalogue };
    }
    if (url.pathname.startsWith("/img/"))
      return { strategy: "stale-while-revalidate", cache: CACHE_NAMES.images };
  }
  if (url.pathname.startsWith("/api/catalog/"))
    return { strategy: "stale-while-revalidate", cache: CACHE_NAMES.catalogue };
  if (SHOPPER_API.test(url.pathname)) return { strategy: "network-first", cache: CACHE_NAMES.shopper };
  return null;
}
