/**
 * How long a held navigation waits for a waiting version to take over before it goes on under the old one
 * (which then hands over once the browser stops it, idle). The handover itself takes tens of milliseconds.
 */
export const HANDOVER_LIMIT_MS = 3_000;

/**
 * Registers the storefront's service worker (`/sw.js`, built by `scripts/build-sw.mjs`) in production
 * builds and applies updates without breaking an open tab (issue 9): a new version waits until the next
 * navigation (or a page load) and is then told to take over; the page is never reloaded for it.
 *
 * Why the navigation is held while the new version takes over: Chromium hands over only once the old
 * worker has stopped, and a request the tab sends while the old worker is stopping starts it again and
 * drops the handover until that worker is idle-stopped (30 s later, never while DevTools is attached). The
 * moment a shopper clicks is the tab's quietest one; the navigation's own requests then go to the new
 * version.
 *
 * @example
 * const updater = registerServiceWorker({ navigator: window.navigator, production: import.meta.env.PROD, setTimeout: window.setTimeout.bind(window) });
 * if (updater?.updateWaiting()) await updater.handOver(); // then let the navigation go on
 */
export function registerServiceWorker(env: {
  readonly navigator: Navigator;
  readonly production: boolean;
  /** Bounds a handover by {@link HANDOVER_LIMIT_MS}. */
  readonly setTimeout: (run: () => void, ms: number) => unknown;
}): ServiceWorkerUpdater | null {
  if (!env.production || !("serviceWorker" in env.navigator)) return null;
  const container = env.navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | null = null;
  let handingOver: Promise<void> | null = null;
  const handOver = (): Promise<void> => {
    const waiting = registration?.waiting;
    if (!waiting) return Promise.resolve();
    handingOver ??= new Promise<void>((resolve) => {
      let settled = false;
      const done = () => {
        if (settled) return;
        settled = true;
        container.removeEventListener("controllerchange", done);
        handingOver = null;
        resolve();
      };
      container.addEventListener("controllerchange", done);
      env.setTimeout(done, HANDOVER_LIMIT_MS);
      waiting.postMessage({ type: "SKIP_WAITING" });
    });
    return handingOver;
  };
  container
    .register("/sw.js", { scope: "/" })
    .then((registered) => {
      registration = registered;
      // A version that was already waiting when this page loaded can take over now: nothing is open on it.
      void handOver();
    })
    .catch(() => {
      // No service worker (private mode, an old browser): the shop works online as before.
    });
  return {
    updateWaiting: () => Boolean(registration?.waiting && container.controller),
    handOver,
  };
}

/** What the page uses on each client-side navigation so that a waiting update takes over then. */
export interface ServiceWorkerUpdater {
  /** Whether a newer version is installed and waits while an older one controls this tab. */
  readonly updateWaiting: () => boolean;
  /**
   * Tells the waiting version to take over; settles at `controllerchange`, or after
   * {@link HANDOVER_LIMIT_MS}, or at once when nothing waits. Concurrent calls share one handover.
   */
  readonly handOver: () => Promise<void>;
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
