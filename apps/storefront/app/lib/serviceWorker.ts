import { offlineNavigation } from "@outlet/url-resolution";

/**
 * Registers the storefront's service worker (`/sw.js`, built by `scripts/build-sw.mjs`) in production
 * builds and applies updates without breaking an open tab (issue 9): a new version waits until the next
 * navigation (or a page load) and is then told to take over; the page is never reloaded for it.
 *
 * @example
 * useEffect(() => registerServiceWorker({ navigator: window.navigator, production: import.meta.env.PROD }), []);
 */
export function registerServiceWorker(env: {
  readonly navigator: Navigator;
  readonly production: boolean;
}): ServiceWorkerUpdater | null {
  if (!env.production || !("serviceWorker" in env.navigator)) return null;
  const container = env.navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | null = null;
  const activateWaiting = () => {
    registration?.waiting?.postMessage({ type: "SKIP_WAITING" });
  };
  container
    .register("/sw.js", { scope: "/" })
    .then((registered) => {
      registration = registered;
      // A version that was already waiting when this page loaded can take over now: nothing is open on it.
      activateWaiting();
    })
    .catch(() => {
      // No service worker (private mode, an old browser): the shop works online as before.
    });
  return { onNavigation: activateWaiting };
}

/** What the page calls after each client-side navigation so that a waiting update takes over then. */
export interface ServiceWorkerUpdater {
  readonly onNavigation: () => void;
}

/**
 * Empties the service worker's cache of shopper responses (cart, user, order). Call it on logout.
 *
 * @example
 * await clearShopperCache(window.caches);
 */
export async function clearShopperCache(caches: CacheStorage): Promise<boolean> {
  return caches.delete("outlet-shopper");
}

/**
 * Wraps `fetch` so that route data (`*.data` GETs) that cannot load while offline follows behaviour.md
 * §8.12: the shopper is notified `'The product, category or CMS page is not available in Offline mode.
 * Redirecting to Home'` (OK action) and sent home (a 204 `X-Remix-Redirect: /` answer; for the home data
 * itself a document reload, which the service worker serves from its cache). Online failures are
 * rethrown. Returns the function that restores the original `fetch`.
 *
 * @example
 * const restore = installOfflineDataFetch({ target: window, online: () => navigator.onLine, notify: store.spawn });
 */
export function installOfflineDataFetch(env: {
  readonly target: { fetch: typeof fetch };
  readonly online: () => boolean;
  readonly notify: (notification: {
    type: "success" | "warning" | "error" | "info";
    message: string;
    action1: { label: string };
  }) => void;
}): () => void {
  const original = env.target.fetch;
  const wrapped: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (method === "GET" && url.pathname === "/__manifest") {
      // Route discovery offline: no new routes; the catch-all route then asks for data, handled below.
      try {
        return await original(input, init);
      } catch (error) {
        if (env.online()) throw error;
        return new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
      }
    }
    if (method !== "GET" || !url.pathname.endsWith(".data")) return original(input, init);
    try {
      return await original(input, init);
    } catch (error) {
      if (env.online() || (error instanceof DOMException && error.name === "AbortError")) throw error;
      const plan = offlineNavigation({ empty: true, online: false });
      if (!plan) throw error;
      env.notify(plan.notification);
      const headers: Record<string, string> = { "X-Remix-Redirect": "/", "X-Remix-Status": "302" };
      if (url.pathname === "/_root.data") headers["X-Remix-Reload-Document"] = "true";
      return new Response(null, { status: 204, headers });
    }
  };
  env.target.fetch = wrapped;
  return () => {
    if (env.target.fetch === wrapped) env.target.fetch = original;
  };
}
