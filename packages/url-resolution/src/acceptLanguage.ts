import { storeCodeFromRoute } from "./storeCodeFromRoute.js";
import type { StoreView, UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * One `Accept-Language` entry.
 *
 * @example
 * const entry: LanguagePreference = { tag: "de-CH", q: 0.8 };
 */
export interface LanguagePreference {
  readonly tag: string;
  readonly q: number;
}

/**
 * Parses `Accept-Language` (RFC 9110 §12.5.4) for behaviour.md §8.11 step 1. Pure. `q` defaults to 1; an
 * entry with `q = 0`, the `*` wildcard, or a malformed `q` is dropped; the rest is sorted by `q`
 * descending, stable.
 *
 * @example
 * parseAcceptLanguage("pl;q=0.5, de-DE, *;q=0.1, en;q=0"); // [{ tag: "de-DE", q: 1 }, { tag: "pl", q: 0.5 }]
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguagePreference[] {
  if (!header) return [];
  const entries: LanguagePreference[] = [];
  for (const part of header.split(",")) {
    const [rawTag = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (!rawTag || rawTag === "*") continue;
    let q = 1;
    let malformed = false;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (!match) continue;
      const value = match[1] ?? "";
      if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) malformed = true;
      else q = Number(value);
    }
    if (malformed || q === 0) continue;
    entries.push({ tag: rawTag, q });
  }
  // Array.prototype.sort is stable (ES2019), so equal q keep header order.
  return entries.sort((a, b) => b.q - a.q);
}

/**
 * The store whose default locale fits the first matching `Accept-Language` entry (behaviour.md §8.11
 * step 2). Pure. Candidates are the default store and then every `mapStoreUrlsFor` store; a store fits a
 * tag when its locale equals it (case-insensitive, `_` ≡ `-`) or, failing that, has the same primary
 * language. Within a tag an exact match beats a language match; ties follow config order. `null` when
 * nothing fits.
 *
 * @example
 * storeForAcceptLanguage("fr, de-AT;q=0.9, pl;q=0.8")?.storeCode; // "de"
 */
export function storeForAcceptLanguage(
  header: string | null | undefined,
  config: UrlConfig = defaultUrlConfig,
): StoreView | null {
  const stores = [
    config.defaultStoreView,
    ...config.mapStoreUrlsFor.map((code) => config.storeViews[code]).filter(isStore),
  ];
  for (const { tag } of parseAcceptLanguage(header)) {
    const wanted = normaliseLocale(tag);
    const exact = stores.find((store) => normaliseLocale(store.i18n?.defaultLocale ?? "") === wanted);
    if (exact) return exact;
    const language = wanted.split("-")[0];
    const sameLanguage = stores.find(
      (store) => normaliseLocale(store.i18n?.defaultLocale ?? "").split("-")[0] === language,
    );
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/**
 * A page request as the Accept-Language redirect reads it.
 *
 * @example
 * const request: PageRequest = { method: "GET", path: "/kobieta", search: "?x=1", acceptLanguage: "de" };
 */
export interface PageRequest {
  readonly method: string;
  readonly path: string;
  readonly search?: string | undefined;
  readonly acceptLanguage?: string | null | undefined;
}

/**
 * The server-side Accept-Language redirect (behaviour.md §8.11, catalogue.md §2), as data. Pure. Only
 * with multistore on, for a GET or HEAD page request (not `/api`, assets, `/sitemap.xml`, `/robots.txt`
 * or `/feed/*`) whose URL matches no store: when the fitting store is not the default one, a **302** to
 * `store.url + path + query` with `Vary: Accept-Language`; otherwise `null` (serve the default store).
 * Assets are paths under `/assets/`, `/img/`, `/static/` or `/build/`, and paths whose last segment has a
 * file extension other than `.html` **(decision: the spec does not list them)**.
 *
 * @example
 * acceptLanguageRedirect({ method: "GET", path: "/kobieta", search: "?x=1", acceptLanguage: "it-IT,pl;q=0.5" }, { ...defaultUrlConfig, multistore: true });
 * // { status: 302, location: "/it/kobieta?x=1", headers: { Vary: "Accept-Language" } }
 */
export function acceptLanguageRedirect(
  request: PageRequest,
  config: UrlConfig = defaultUrlConfig,
): { status: 302; location: string; headers: { Vary: "Accept-Language" } } | null {
  if (!config.multistore) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!isPageRequest(request.path)) return null;
  if (storeCodeFromRoute(request.path, config) !== "") return null;
  const store = storeForAcceptLanguage(request.acceptLanguage, config);
  if (!store || store === config.defaultStoreView || !store.url) return null;
  return {
    status: 302,
    location: `${store.url}${request.path}${request.search ?? ""}`,
    headers: { Vary: "Accept-Language" },
  };
}

function isPageRequest(path: string): boolean {
  if (path === "/api" || path.startsWith("/api/")) return false;
  if (path === "/sitemap.xml" || path === "/robots.txt" || path.startsWith("/feed/")) return false;
  if (/^\/(assets|img|static|build)\//.test(path)) return false;
  const last = path.split("/").pop() ?? "";
  const dot = last.lastIndexOf(".");
  return dot <= 0 || last.slice(dot) === ".html";
}

function normaliseLocale(locale: string): string {
  return locale.trim().toLowerCase().replace(/_/g, "-");
}

function isStore(store: StoreView | undefined): store is StoreView {
  return store !== undefined;
}
