import type { CollectionStore } from "./createCollectionStore.js";
import { createCollectionStore } from "./createCollectionStore.js";
import type { OfflineStorageConfig } from "./offlineStorageConfig.js";
import { defaultOfflineStorageConfig, journalKey, offlineDbName } from "./offlineStorageConfig.js";
import { OfflineStorageError } from "./offlineStorageError.js";
import type {
  JournalEntry,
  OfflineStorageClock,
  OfflineStorageDriver,
  OfflineStorageJournal,
  OfflineStorageLogger,
  StorageChange,
} from "./types.js";

/**
 * What {@link createOfflineStorage} needs.
 *
 * @example
 * const options: OfflineStorageOptions = {
 *   driver: (dbName) => createIndexedDbDriver({ indexedDB: window.indexedDB, dbName }),
 *   clock: { now: () => Date.now(), setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as number) },
 *   storeCode: "",
 * };
 */
export interface OfflineStorageOptions {
  /** Opens the persistent driver of a database (`'<storeCode>-shop'` or `'shop'`); called once per name. */
  readonly driver: (dbName: string) => OfflineStorageDriver;
  readonly clock: OfflineStorageClock;
  /** @default no logging */
  readonly logger?: OfflineStorageLogger | undefined;
  /** The current store view's code (multistore). @default "" */
  readonly storeCode?: string | undefined;
  /** Server rendering: memory only, one memory cache per store instance, no size checks. @default false */
  readonly isServer?: boolean | undefined;
  /**
   * Where `leave()` puts the writes still unsettled when the page is left (the browser: `localStorage`); a
   * collection of `config.journalCollections` writes them again when it is next opened. @default none
   */
  readonly journal?: OfflineStorageJournal | undefined;
  readonly config?: Partial<OfflineStorageConfig> | undefined;
}

/**
 * How a collection is registered (§14.1 `init(name, localized, quota)`).
 *
 * @example
 * const options: CollectionOptions = { localized: false, quotaKb: 1024 };
 */
export interface CollectionOptions {
  /** In the store view's database rather than the common one. @default !config.commonCache */
  readonly localized?: boolean | undefined;
  /** Quota in KB, 0 for none. @default config.quotasKb[name] ?? 0 (elasticCache: 4096) */
  readonly quotaKb?: number | undefined;
  /** Entry lifetime in seconds, `null` for never. @default see `createCollectionStore` */
  readonly ttlSeconds?: number | null | undefined;
}

/**
 * The shop's offline storage: every collection of §14.1 over injected drivers, the quota `clear()`, the
 * size checks and the cross-tab change feed.
 *
 * @example
 * const storage = createOfflineStorage({ driver: (dbName) => createMemoryDriver({ dbName }), clock });
 * await storage.collection("cart").setItem("current-cart", []);
 */
export interface OfflineStorage {
  /**
   * The store of a collection, created on first use. In the browser the same instance (one memory cache
   * per `(db, collection)`) is returned every time; on the server every call gets its own instance.
   */
  collection(name: string, options?: CollectionOptions): CollectionStore;
  /** §14.1's `init(name, localized = !storeViews.commonCache, quota = 0)`. */
  init(name: string, localized?: boolean, quotaKb?: number): CollectionStore;
  /**
   * Empties the persistent store of every collection except `preserveCollections` (`cart`, `user`) in
   * every database opened so far; memory caches are untouched (§14.1).
   */
  clear(): Promise<void>;
  /** Listens to this tab's persistent changes, to broadcast them; returns the unsubscribe function. */
  subscribe(listener: (change: StorageChange) => void): () => void;
  /** Applies a change broadcast by another tab to this tab's memory cache (newer `updated_at` wins). */
  receive(change: StorageChange): void;
  /**
   * Call when the page is left (`pagehide`): journals, synchronously, every write of the shopper's
   * collections (`config.journalCollections`) still unsettled, which the browser would otherwise drop with
   * the page (an IndexedDB transaction does not outlive its document). No-op without `journal`.
   */
  leave(): void;
  /** Stops the size checks. */
  dispose(): void;
}

const notOnTheServer = (): Promise<never> =>
  Promise.reject(new Error("offline storage keeps memory only on the server"));

/** Stands in for the driver on the server, where collection stores never call it. */
const serverDriver: OfflineStorageDriver = {
  get: notOnTheServer,
  set: notOnTheServer,
  remove: notOnTheServer,
  iterate: notOnTheServer,
  clear: () => Promise.resolve(),
  reopen: () => Promise.resolve(),
};

/**
 * Creates the shop's offline storage (behaviour.md §14). Collections are localized unless
 * `storeViews.commonCache`: their database is `'<storeCode>-shop'` when a store code is set, else `'shop'`.
 * Collections with a quota (`elasticCache`, 4096 KB) get a size check every 30 000 ms in the browser,
 * scheduled with the injected clock; call `dispose()` to stop them.
 *
 * Several tabs: each tab has its own memory caches over the shared IndexedDB database. Writes are
 * last-writer-wins per key by `updated_at` inside one IndexedDB transaction (see `createIndexedDbDriver`);
 * `subscribe` hands out each persistent change so that the app can post it on a `BroadcastChannel`, and the
 * other tabs pass it to `receive`, which refreshes their memory caches (older changes are ignored).
 *
 * @example
 * const storage = createOfflineStorage({
 *   driver: (dbName) => createIndexedDbDriver({ indexedDB: window.indexedDB, dbName }),
 *   clock: { now: () => Date.now(), setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as number) },
 *   storeCode: "de",
 * });
 * const channel = new BroadcastChannel("offline-storage");
 * storage.subscribe((change) => channel.postMessage(change));
 * channel.onmessage = (event) => storage.receive(event.data);
 * await storage.collection("products").setItem("SUK-1", { sku: "SUK-1" }); // stored in "de-shop"
 */
export function createOfflineStorage(options: OfflineStorageOptions): OfflineStorage {
  const { clock, logger } = options;
  const config: OfflineStorageConfig = { ...defaultOfflineStorageConfig, ...options.config };
  const isServer = options.isServer ?? false;
  const storeCode = options.storeCode ?? "";
  const drivers = new Map<string, OfflineStorageDriver>();
  const stores = new Map<string, CollectionStore>();
  const listeners = new Set<(change: StorageChange) => void>();
  const timers = new Set<unknown>();
  let disposed = false;

  const driverFor = (dbName: string): OfflineStorageDriver => {
    // The server keeps memory only (§14.2), so it never opens a persistent store.
    if (isServer) return serverDriver;
    let driver = drivers.get(dbName);
    if (!driver) {
      driver = options.driver(dbName);
      drivers.set(dbName, driver);
    }
    return driver;
  };

  /** Every listener runs even when one throws; the first error goes back to the store, which logs it. */
  const emit = (change: StorageChange): void => {
    let failure: { error: unknown } | undefined;
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  };

  /** One driver's clear, given the iterate time (2000 ms) so that the promise always settles. */
  const clearDriver = (driver: OfflineStorageDriver): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const handle = clock.setTimeout(
        () => reject(new Error(`clear did not answer within ${config.iterateTimeoutMs} ms`)),
        config.iterateTimeoutMs,
      );
      Promise.resolve()
        .then(() => driver.clear(config.preserveCollections))
        .then(
          () => {
            clock.clearTimeout(handle);
            resolve();
          },
          (error: unknown) => {
            clock.clearTimeout(handle);
            reject(error);
          },
        );
    });

  const clear = async (): Promise<void> => {
    const failures: unknown[] = [];
    await Promise.all(
      [...drivers.values()].map((driver) =>
        clearDriver(driver).catch((error: unknown) => {
          failures.push(error);
        }),
      ),
    );
    if (failures.length > 0) {
      throw new OfflineStorageError({ reason: "clear-failed", collection: "*" }, { cause: failures[0] });
    }
  };

  const scheduleSizeCheck = (store: CollectionStore): void => {
    let running = false;
    const tick = (): void => {
      if (disposed) return;
      timers.delete(handle);
      handle = clock.setTimeout(tick, config.sizeCheckIntervalMs);
      timers.add(handle);
      if (running) return;
      running = true;
      store.checkSize().then(
        () => {
          running = false;
        },
        () => {
          running = false;
        },
      );
    };
    let handle = clock.setTimeout(tick, config.sizeCheckIntervalMs);
    timers.add(handle);
  };

  const journal = isServer ? undefined : options.journal;
  const journalFailed = (db: string, collection: string, error: unknown): void => {
    try {
      logger?.log({
        level: "warn",
        event: "journal-failed",
        db,
        collection,
        message: `The journal of ${db}/${collection} could not be used`,
        error,
      });
    } catch {
      // a failing logger must not break storage
    }
  };

  /** Takes (reads and removes) the journaled writes of a collection; none when unreadable. */
  const takeJournal = (db: string, name: string): JournalEntry[] => {
    if (!journal || !config.journalCollections.includes(name)) return [];
    try {
      const raw = journal.getItem(journalKey(db, name));
      if (raw === null) return [];
      journal.removeItem(journalKey(db, name));
      return parseJournal(raw);
    } catch (error) {
      journalFailed(db, name, error);
      return [];
    }
  };

  const collection = (name: string, collectionOptions: CollectionOptions = {}): CollectionStore => {
    const localized = collectionOptions.localized ?? !config.commonCache;
    const db = offlineDbName(storeCode, localized);
    const id = `${db}/${name}`;
    const existing = isServer ? undefined : stores.get(id);
    if (existing) return existing;
    const store = createCollectionStore({
      journaled: takeJournal(db, name),
      db,
      collection: name,
      driver: driverFor(db),
      clock,
      logger,
      quotaKb: collectionOptions.quotaKb,
      ttlSeconds: collectionOptions.ttlSeconds,
      isServer,
      config,
      clearAll: clear,
      onChange: emit,
    });
    if (!isServer) {
      stores.set(id, store);
      if (store.quotaKb > 0) scheduleSizeCheck(store);
    }
    return store;
  };

  return {
    collection,
    init(name, localized, quotaKb) {
      return collection(name, {
        localized,
        quotaKb: quotaKb !== undefined && quotaKb > 0 ? quotaKb : undefined,
      });
    },
    clear,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    receive(change) {
      stores.get(`${change.db}/${change.collection}`)?.receive(change);
    },
    leave() {
      if (!journal) return;
      for (const store of stores.values()) {
        if (!config.journalCollections.includes(store.collection)) continue;
        const unsettled = store.unsettled();
        if (unsettled.length === 0) continue;
        const key = journalKey(store.db, store.collection);
        try {
          // a page kept in the back-forward cache and left again adds to what it journaled the first time
          const earlier = parseJournal(journal.getItem(key) ?? "[]");
          journal.setItem(key, JSON.stringify(newestPerKey([...earlier, ...unsettled])));
        } catch (error) {
          journalFailed(store.db, store.collection, error);
        }
      }
    },
    dispose() {
      disposed = true;
      for (const handle of timers) clock.clearTimeout(handle);
      timers.clear();
    },
  };
}

/** The journal's entries as written by `leave()`; anything else (an older format, garbage) is dropped. */
function parseJournal(raw: string): JournalEntry[] {
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { key, record } = entry as { key?: unknown; record?: unknown };
    if (typeof key !== "string" || typeof record !== "object" || record === null) return [];
    const { value, updated_at, expires_at } = record as Record<string, unknown>;
    if (typeof updated_at !== "number" || !(typeof expires_at === "number" || expires_at === null)) return [];
    return [{ key, record: { value, updated_at, expires_at } }];
  });
}

/** One entry per key: the newest record (the later one on a tie). */
function newestPerKey(entries: readonly JournalEntry[]): JournalEntry[] {
  const newest = new Map<string, JournalEntry>();
  for (const entry of entries) {
    const kept = newest.get(entry.key);
    if (!kept || kept.record.updated_at <= entry.record.updated_at) newest.set(entry.key, entry);
  }
  return [...newest.values()];
}
