import { offlineNavigation } from "@outlet/url-resolution";
import { pl } from "../i18n/pl";
import { markStay } from "./stayScroll";

/**
 * One route-data answer kept in the offline storage: the turbo-stream body react-router decodes and the
 * headers it reads.
 *
 * @example
 * const saved: SavedRouteData = { body: "[…]", contentType: "text/x-script", savedAt: 1763719200000 };
 */
export interface SavedRouteData {
  readonly body: string;
  readonly contentType: string;
  readonly savedAt: number;
}

/** The part of an offline-storage collection (behaviour.md §14.2) the route-data copy uses. */
export interface RouteDataCollection {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<unknown>;
}

/**
 * The offline-storage collection (behaviour.md §14.1) that keeps a route's data, by the leaf route of the
 * request's `_routes`: products, categories and tags, search (`elasticCache`, the one with a quota),
 * the URL dispatcher (`url`), CMS and home pages (`cms`), the root's menu and swatches (`attributes`).
 * Shopper pages (cart, checkout, account …) are never kept: `null`. Pure.
 *
 * @example
 * routeDataCollection("routes/category"); // "categories"
 * routeDataCollection("routes/account._index"); // null
 */
export function routeDataCollection(routeId: string): string | null {
  switch (routeId) {
    case "routes/product":
      return "products";
    case "routes/category":
    case "category-alias":
    case "routes/tag":
      return "categories";
    case "routes/search":
      return "elasticCache";
    case "routes/dispatcher":
      return "url";
    case "routes/home":
    case "pwa-home":
    case "routes/cms-page":
      return "cms";
    case "root":
      return "attributes";
    default:
      return null;
  }
}

/** The page a `*.data` URL stands for (`/_root.data` → `/`), without react-router's `_routes`. */
function pagePath(url: URL): string {
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Wraps `fetch` for react-router's route data (`*.data` GETs) in the browser (issue 9, catalogue.md §4,
 * behaviour.md §8.12, §14):
 * - every catalogue answer is copied into its offline-storage collection (`routeDataCollection`);
 * - when the request fails offline (the service worker had no copy either, or there is no worker yet),
 *   the stored copy answers; with none, the shopper is notified `'The product, category or CMS page is
 *   not available in Offline mode. Redirecting to Home'` (OK) and sent home (a 204 `X-Remix-Redirect: /`;
 *   for the home data itself a document reload, which the service worker serves from its cache);
 * - any other failure of a navigation's data (a 5xx answer, or no network while the browser says online)
 *   shows its Polish message with OK and keeps the shopper on the current page (a replace-redirect to
 *   it), so nothing typed, loaded or added is lost. A failure of the current page's own data is left to
 *   the route's error boundary, so this can never loop.
 *
 * Route discovery asks nothing of the network (`routeDiscovery: "initial"`: the page loads the whole route
 * manifest), so only data requests are handled. The service worker stays the first answer (network, then its stale-while-revalidate cache); the stored copy is read only when both
 * fail, and is always the last answer the page received, so the two never disagree. Returns the function
 * that restores the original `fetch`.
 *
 * @example
 * const restore = installOfflineDataFetch({ target: window, online: () => navigator.onLine, notify, location: () => window.location });
 */
export function installOfflineDataFetch(env: {
  readonly target: { fetch: typeof fetch };
  readonly online: () => boolean;
  readonly notify: (notification: {
    type: "success" | "warning" | "error" | "info";
    message: string;
    action1: { label: string };
  }) => void;
  /** The page the shopper is on (`window.location`). */
  readonly location: () => { readonly pathname: string; readonly search: string };
  /** The offline-storage collection by name; absent or `null`: nothing is copied or read back. */
  readonly collection?: (name: string) => RouteDataCollection | null;
  readonly now?: () => number;
  readonly log?: (message: string, detail?: unknown) => void;
}): () => void {
  const original = env.target.fetch;
  const log = env.log ?? (() => {});

  const storeFor = (url: URL) => {
    const routes = (url.searchParams.get("_routes") ?? "").split(",").filter(Boolean);
    const leaf = routes.at(-1);
    const name = leaf ? routeDataCollection(leaf) : null;
    return name ? (env.collection?.(name) ?? null) : null;
  };
  const keyOf = (url: URL) => url.pathname + url.search;

  const save = (url: URL, response: Response) => {
    const store = storeFor(url);
    if (!store || response.status !== 200) return;
    const contentType = response.headers.get("Content-Type") ?? "";
    void response
      .clone()
      .text()
      .then((body) =>
        store.setItem(keyOf(url), {
          body,
          contentType,
          savedAt: env.now?.() ?? Date.now(),
        } as SavedRouteData),
      )
      .catch((error: unknown) => log("route data not stored", error));
  };

  const saved = async (url: URL): Promise<Response | null> => {
    const value = (await storeFor(url)
      ?.getItem(keyOf(url))
      .catch(() => null)) as SavedRouteData | null | undefined;
    if (!value || typeof value.body !== "string") return null;
    // X-Remix-Response: react-router treats the body as its own answer (single fetch).
    return new Response(value.body, {
      status: 200,
      headers: { "Content-Type": value.contentType, "X-Remix-Response": "yes" },
    });
  };

  /** Stay where the shopper is: a replace-redirect to the current page, or `null` for the page itself. */
  const stay = (url: URL, message: string): Response | null => {
    const here = env.location();
    const current = here.pathname + here.search;
    if (pagePath(url) === current) return null;
    const plan = offlineNavigation({ online: true, error: new Error(message) });
    if (plan) env.notify(plan.notification);
    // the replacing entry gets this page's scroll position back (stayScroll)
    const entry = (globalThis.history?.state as { key?: unknown } | null | undefined)?.key;
    markStay(current, typeof entry === "string" ? entry : null);
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Redirect": current, "X-Remix-Status": "302", "X-Remix-Replace": "true" },
    });
  };

  const wrapped: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (method !== "GET" || !url.pathname.endsWith(".data")) return original(input, init);
    let response: Response;
    try {
      response = await original(input, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      if (env.online()) {
        const kept = stay(url, pl.routeError.network);
        if (kept) return kept;
        throw error;
      }
      const copy = await saved(url);
      if (copy) return copy;
      const plan = offlineNavigation({ empty: true, online: false });
      if (!plan) throw error;
      env.notify(plan.notification);
      const headers: Record<string, string> = { "X-Remix-Redirect": "/", "X-Remix-Status": "302" };
      if (url.pathname === "/_root.data") headers["X-Remix-Reload-Document"] = "true";
      return new Response(null, { status: 204, headers });
    }
    if (response.status >= 500) return stay(url, pl.routeError.server(response.status)) ?? response;
    save(url, response);
    return response;
  };
  env.target.fetch = wrapped;
  return () => {
    if (env.target.fetch === wrapped) env.target.fetch = original;
  };
}

/**
 * The tab's offline-storage collections for `installOfflineDataFetch`, loaded after the call (a dynamic
 * import, so the route-data copy adds nothing to the first script); until then nothing is copied.
 * Browser only.
 *
 * @example
 * installOfflineDataFetch({ …, collection: lazyBrowserCollections() });
 */
export function lazyBrowserCollections(): (name: string) => RouteDataCollection | null {
  let storage: { collection(name: string): RouteDataCollection } | null = null;
  void import("./browserRuntime")
    .then((module) => {
      storage = module.browserOfflineStorage();
    })
    .catch(() => undefined);
  return (name) => storage?.collection(name) ?? null;
}
