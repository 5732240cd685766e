import { storeCodeFromRoute, type UrlConfig } from "@outlet/url-resolution";

/**
 * The store view a render belongs to (behaviour.md §1 `storeViews`, §8.10), for the links it writes.
 *
 * On the server, the production server runs each render inside an `AsyncLocalStorage` holding the store
 * code of the request's URL (`server/storeContext.ts`); it lives on `globalThis` under {@link STORE_CONTEXT}
 * because the server and the app are two bundles. In the browser the store is the one of the page's URL:
 * prefixed pages exist only with multistore on. Everywhere else (tests, the dev server) it is the default
 * store, `''`.
 */
export const STORE_CONTEXT = Symbol.for("outlet.storeContext");

/** What the server keeps on `globalThis[STORE_CONTEXT]`: an `AsyncLocalStorage<string>`. */
export interface StoreContext {
  getStore(): string | undefined;
  run<TResult>(store: string, callback: () => TResult): TResult;
}

function storeContext(): StoreContext | undefined {
  return (globalThis as { [STORE_CONTEXT]?: StoreContext })[STORE_CONTEXT];
}

/**
 * The current store code: `''` for the default (Polish) store, `'de'` or `'it'` for a store view.
 *
 * @example
 * currentStoreCode(); // "" on /kobiety, "de" on /de/kobiety (multistore on)
 */
export function currentStoreCode(): string {
  const context = storeContext();
  if (context) return context.getStore() ?? "";
  if (typeof window !== "undefined") return storeCodeFromRoute(window.location.pathname);
  return "";
}

/**
 * Runs `callback` as the default store: for data shared by every store (the menu of the shop data cache),
 * whose links each store localises itself.
 *
 * @example
 * const data = await inDefaultStore(() => loadShopData(api));
 */
export function inDefaultStore<TResult>(callback: () => TResult): TResult {
  const context = storeContext();
  return context ? context.run("", callback) : callback();
}

/**
 * The store code of a request path when multistore is on (behaviour.md §8.10), else `''`. A `.data` twin
 * (client navigation) belongs to the store of its page. Pure.
 *
 * @example
 * storeCodeOfPath("/de/kobiety.data", true); // "de"
 * storeCodeOfPath("/de/kobiety", false); // ""
 */
export function storeCodeOfPath(pathname: string, multistore: boolean): string {
  if (!multistore) return "";
  return storeCodeFromRoute(pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/"));
}

/**
 * The URL configuration of the current store: the shop's own with multistore on and the current store code
 * set when a store view renders; the shop's own otherwise.
 *
 * @example
 * formatCategoryLink(category, undefined, storeUrlConfig(shopConfig.url)); // "/de/kobiety" in the German store
 */
export function storeUrlConfig(base: UrlConfig, code: string = currentStoreCode()): UrlConfig {
  return code ? { ...base, multistore: true, currentStoreCode: code } : base;
}

/**
 * The locale of a store (`i18n.defaultLocale`: `pl-PL`, `de-DE`, `it-IT`).
 *
 * @example
 * storeLocale("de", shopConfig.url); // "de-DE"
 */
export function storeLocale(code: string, config: UrlConfig): string {
  const view = code ? config.storeViews[code] : config.defaultStoreView;
  return view?.i18n?.defaultLocale ?? config.defaultStoreView.i18n?.defaultLocale ?? "pl-PL";
}

/**
 * A root-relative link of the default store, as the current store links it: `/de` + href in the German
 * store view; unchanged in the default store, and for anything not starting with a single `/`.
 *
 * @example
 * localizedHref("/tag/nowosci"); // "/de/tag/nowosci" in the German store
 */
export function localizedHref(href: string, code: string = currentStoreCode()): string {
  if (!code || !href.startsWith("/") || href.startsWith("//")) return href;
  if (href === `/${code}` || href.startsWith(`/${code}/`)) return href;
  return href === "/" ? `/${code}` : `/${code}${href}`;
}
