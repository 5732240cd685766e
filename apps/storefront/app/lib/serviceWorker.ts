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
