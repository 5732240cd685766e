import { CACHE_TAGS_HEADER } from "../../app/lib/cacheTags";

/**
 * First path segments whose pages carry a shopper's data or a secret: never looked up, never stored
 * (cart, checkout, accounts, password and review links, forms, drafts, the image proxy, suggestions).
 */
const NEVER_CACHED: ReadonlySet<string> = new Set([
  "koszyk",
  "checkout",
  "account",
  "login",
  "register",
  "forgot-password",
  "create-password",
  "wishlist",
  "porownanie",
  "compare",
  "ocen-produkty",
  "zamowienie",
  "kontakt",
  "error",
  "preview-cms-draft",
  "invalidate",
  "img",
  "media",
]);

/**
 * Whether the output cache may answer this request: a GET or HEAD without credentials on a page that is the
 * same for every shopper. Pure.
 *
 * @example
 * isCacheableRequest("GET", "/kobiety/sukienki", false); // true
 * isCacheableRequest("GET", "/pl/checkout", false); // false
 */
export function isCacheableRequest(method: string, pathname: string, hasAuthorization: boolean): boolean {
  if ((method !== "GET" && method !== "HEAD") || hasAuthorization) return false;
  const segments = pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean);
  if (segments.some((segment) => NEVER_CACHED.has(segment))) return false;
  return !(segments[0] === "szukaj" && segments[1] === "podpowiedzi");
}

/**
 * Whether a path's answer never depends on the query string: the sitemap, robots.txt and the product feeds
 * (XML and CSV, up to several MB each). Their query is dropped before the cache is asked and before the
 * render, so a random query string cannot make the server rebuild a feed (issue 31: 81 such requests in
 * 45 s starved every other shopper). Pure.
 *
 * @example
 * ignoresQuery("/feed/google.xml"); // true
 * ignoresQuery("/szukaj"); // false
 */
export function ignoresQuery(pathname: string): boolean {
  return pathname === "/sitemap.xml" || pathname === "/robots.txt" || /^\/feed\/[^/]+$/.test(pathname);
}

/**
 * The cache key: path and query as sent (the path alone where {@link ignoresQuery}). The host is left out on purpose (pages are rendered for the
 * configured `SITE_URL`, so a forged Host header cannot poison an entry); nothing else varies the HTML —
 * no cookie or shopper header is read while rendering. Pure.
 */
export function cacheKey(url: URL): string {
  return ignoresQuery(url.pathname) ? url.pathname : `${url.pathname}${url.search}`;
}

/**
 * The tags of a rendered response when it may be stored, else `null`: status 200, tags reported by the
 * route, no `Set-Cookie`, no `private` / `no-store` from the route, no `Vary` beyond `Accept-Encoding`. Pure.
 */
export function storableTags(response: {
  readonly status: number;
  readonly headers: Headers;
}): string[] | null {
  if (response.status !== 200) return null;
  const tags = response.headers.get(CACHE_TAGS_HEADER);
  if (!tags) return null;
  if (response.headers.has("set-cookie")) return null;
  if (/\b(private|no-store)\b/i.test(response.headers.get("cache-control") ?? "")) return null;
  // The key is the URL only: a page that varies on a request header other than the encoding is not stored.
  const vary = (response.headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== "accept-encoding");
  if (vary.length > 0) return null;
  return tags.split(/\s+/).filter(Boolean);
}
