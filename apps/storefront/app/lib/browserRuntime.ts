import {
  createIndexedDbDriver,
  createMemoryDriver,
  createOfflineStorage,
  type OfflineStorage,
} from "@outlet/offline-storage";
import type { BrowserRuntime } from "../state/shop/createShopServices";
import { afterPaint } from "./afterPaint";
import { PAGE_LEAVING } from "./pageLeaving";
import { clearShopperCache } from "./serviceWorker";
import { type TaskScheduler, yieldToMain } from "./yieldToMain";

let shared: OfflineStorage | null = null;

/** How long after a navigation to another document began the page counts as going (`leaving`). */
const LEAVING_MS = 5000;

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
    journal: browserJournal(),
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

/** `localStorage`, when the browser lets the page use it (blocked storage throws on access). */
function browserJournal(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
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
  // When the page is left: the stores make the writes still waiting for a paint, then the storage journals
  // every write IndexedDB has not committed — the browser drops those with the page (an add tapped just
  // before a link lost its line: issue 29), and the next page writes them again.
  const leaving: Array<() => void> = [];
  window.addEventListener("pagehide", () => {
    // the page's parts first: an unsent change they hold joins the writes below
    window.dispatchEvent(new Event(PAGE_LEAVING));
    for (const leave of leaving) leave();
    storage.leave();
  });
  // A navigation to another document that the page begins (a link, a form) cancels the page's requests (an
  // add's included) before `pagehide`; the cart must not read that as the server's refusal. The Navigation
  // API names it without the back-forward-cache cost of a `beforeunload` listener in some browsers. A
  // download or an answer without a page (204) leaves the page where it is: the mark lasts a few seconds
  // (the cancelled requests fail at once), and a page back from the back-forward cache is staying.
  let goingSince: number | null = null;
  const navigation = (window as { navigation?: EventTarget }).navigation;
  const onGoing = (event: Event) => {
    const { destination, downloadRequest } = event as Event & {
      destination?: { sameDocument?: boolean };
      downloadRequest?: string | null;
    };
    if (destination?.sameDocument !== true && !downloadRequest) goingSince = Date.now();
  };
  if (navigation) navigation.addEventListener("navigate", onGoing);
  // An address typed or a button of the browser fires no `navigate`: `beforeunload` names those too, and
  // is listened to only while a request that must not be misread is out (the back-forward cache's advice:
  // a `beforeunload` listener only while there is work to keep).
  let held = 0;
  const holdLeaving = () => {
    held += 1;
    if (held === 1) window.addEventListener("beforeunload", onGoing);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held -= 1;
      if (held === 0) window.removeEventListener("beforeunload", onGoing);
    };
  };
  window.addEventListener("pageshow", () => {
    goingSince = null;
  });
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
    yieldToMain: () => yieldToMain(window as unknown as TaskScheduler),
    onLeave: (leave) => leaving.push(leave),
    leaving: () => goingSince !== null && Date.now() - goingSince < LEAVING_MS,
    holdLeaving,
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
