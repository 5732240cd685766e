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
 * The cache key: path and query as sent. The host is left out on purpose (pages are rendered for the
 * configured `SITE_URL`, so a forged Host header cannot poison an entry); nothing else varies the HTML —
 * no cookie or shopper header is read while rendering. Pure.
 */
export function cacheKey(url: URL): string {
  return `${url.pathname}${url.search}`;
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
