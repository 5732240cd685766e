import {
  createIndexedDbDriver,
  createMemoryDriver,
  createOfflineStorage,
  type OfflineStorage,
} from "@outlet/offline-storage";
import type { BrowserRuntime } from "../state/shop/createShopServices";
import { afterPaint } from "./afterPaint";
import { clearShopperCache } from "./serviceWorker";

let shared: OfflineStorage | null = null;

/**
 * The tab's one offline storage (behaviour.md §14.2: one memory cache per collection in the browser),
 * over IndexedDB (memory when IndexedDB is missing). Shared by the shopper services and the route-data copy
 * (`installOfflineDataFetch`). Browser only: the server never opens IndexedDB.
 *
 * @example
 * browserOfflineStorage().collection("categories");
 */
export function browserOfflineStorage(): OfflineStorage {
  if (shared) return shared;
  const indexedDB = typeof window.indexedDB === "undefined" ? null : window.indexedDB;
  shared = createOfflineStorage({
    driver: (dbName) =>
      indexedDB ? createIndexedDbDriver({ indexedDB, dbName }) : createMemoryDriver({ dbName }),
    clock: {
      now: () => Date.now(),
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
    logger: {
      log: (entry) => {
        if (entry.level === "error" || entry.level === "warn") console.warn(`[storage] ${entry.message}`);
      },
    },
  });
  return shared;
}

/**
 * The browser parts of the shopper services: the offline storage over IndexedDB (memory when IndexedDB is
 * missing), `fetch`, the online flag, UUIDs and a `BroadcastChannel` that keeps tabs in step
 * (behaviour.md §9.4, §14). Call only in the browser (after hydration).
 *
 * @example
 * const services = createShopServices({ config, spawn, runtime: browserRuntime() });
 */
export function browserRuntime(): BrowserRuntime {
  const storage = browserOfflineStorage();
  const broadcast = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("outlet-shop");
  const channel: BrowserRuntime["channel"] = broadcast
    ? {
        postMessage: (message) => broadcast.postMessage(message),
        set onmessage(handler: ((event: { data: unknown }) => void) | null) {
          broadcast.onmessage = handler ? (event) => handler({ data: event.data }) : null;
        },
        get onmessage() {
          return null;
        },
      }
    : null;
  let session: Storage | null = null;
  try {
    session = window.sessionStorage;
  } catch {
    session = null;
  }
  return {
    storage,
    session,
    // The navigation entry names the document's own address, also after client-side navigations.
    startUrl: () => performance.getEntriesByType("navigation")[0]?.name ?? window.location.href,
    fetch: (input, init) => window.fetch(input, init),
    online: () => navigator.onLine,
    // a frame, or 100 ms in a tab that paints none (the shopper's add must not wait a second there)
    afterPaint: () => afterPaint(window, 100),
    onLeave: (leave) => window.addEventListener("pagehide", leave),
    randomUUID: () => crypto.randomUUID(),
    channel,
    ...("caches" in window ? { clearShopperCache: () => clearShopperCache(window.caches) } : {}),
    ...(navigator.locks
      ? {
          withLock: <TResult>(name: string, task: () => Promise<TResult>) =>
            navigator.locks.request(name, task) as Promise<TResult>,
        }
      : {}),
  };
}
