/**
 * One stored entry as the driver keeps it: the value plus the write time used for last-writer-wins between
 * tabs and the expiry time (behaviour.md §14, catalogue.md §9 "Cache default TTL 86400 s").
 *
 * @example
 * const record: StoredRecord = { value: { sku: "SUK-1" }, updated_at: 1_700_000_000_000, expires_at: null };
 */
export interface StoredRecord {
  /** The stored value (structured-clone-able data). */
  readonly value: unknown;
  /** Epoch milliseconds of the `setItem` call that wrote it; the newer write wins between tabs. */
  readonly updated_at: number;
  /** Epoch milliseconds after which the entry counts as absent, or `null` for never. */
  readonly expires_at: number | null;
}

/**
 * The persistent backend of one database (`'<storeCode>-shop'` or `'shop'`), injected so the package does
 * no I/O of its own. Every method is asynchronous and may fail, hang or answer late: the collection store
 * adds the timeouts, counters and fallbacks of behaviour.md §14.2. Implementations: {@link createMemoryDriver}
 * and {@link createIndexedDbDriver}.
 *
 * Contract for several tabs (writers) on one database: `set` is a single atomic step that keeps the stored
 * record when it is strictly newer (`updated_at`) than the incoming one, and resolves the record that is
 * stored afterwards (the winner).
 *
 * @example
 * const driver: OfflineStorageDriver = createMemoryDriver({ dbName: "shop" });
 * await driver.set("cart", "current-cart", { value: [], updated_at: 1, expires_at: null });
 */
export interface OfflineStorageDriver {
  /** The record under `<db>/<collection>/<key>`, or `undefined` when there is none. */
  get(collection: string, key: string): Promise<StoredRecord | undefined>;
  /** Stores the record unless a strictly newer one is stored; resolves the record stored afterwards. */
  set(collection: string, key: string, record: StoredRecord): Promise<StoredRecord>;
  /** Deletes the record (no error when absent). */
  remove(collection: string, key: string): Promise<void>;
  /**
   * Visits the collection's records in key order; `visit` returns `true` to stop the walk. Resolves when
   * the walk is complete or stopped.
   */
  iterate(collection: string, visit: (record: StoredRecord, key: string) => boolean): Promise<void>;
  /** Deletes the records of every collection except `keepCollections`. */
  clear(keepCollections: readonly string[]): Promise<void>;
  /** Closes and reopens the database with a higher version (the first timeout's recovery, §14.2). */
  reopen(): Promise<void>;
}

/**
 * A synchronous string store that outlives the page, injected (Web Storage's `localStorage` in the browser):
 * what {@link OfflineStorage.leave} writes the writes still unsettled to when the page is left, and what a
 * collection reads them back from when it is next opened. Any method may throw (storage full or blocked).
 *
 * @example
 * const journal: OfflineStorageJournal = window.localStorage;
 */
export interface OfflineStorageJournal {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * One write handed to the driver that had not settled: its key and the record it was writing.
 *
 * @example
 * const entry: JournalEntry = { key: "current-cart", record: { value: [], updated_at: 1_700_000_000_000, expires_at: null } };
 */
export interface JournalEntry {
  readonly key: string;
  readonly record: StoredRecord;
}

/**
 * The clock and scheduler, injected (the package reads no global clock or timer).
 *
 * @example
 * const clock: OfflineStorageClock = { now: () => Date.now(), setTimeout, clearTimeout };
 */
export interface OfflineStorageClock {
  /** Epoch milliseconds. */
  now(): number;
  /** Calls `callback` after `ms` milliseconds; returns a handle for {@link OfflineStorageClock.clearTimeout}. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a pending `setTimeout`. */
  clearTimeout(handle: unknown): void;
}

/**
 * What the store logs, as data. `event` is stable for tests and dashboards; `message` is for people.
 *
 * @example
 * const entry: OfflineStorageLogEntry = {
 *   level: "warn", event: "persistent-cache-disabled", db: "shop", collection: "products",
 *   message: "persistent cache disabled",
 * };
 */
export interface OfflineStorageLogEntry {
  readonly level: "debug" | "info" | "warn" | "error";
  readonly event:
    | "timeout"
    | "persistent-cache-disabled"
    | "persistent-writes-disabled"
    | "reopen-failed"
    | "read-failed"
    | "write-failed"
    | "remove-failed"
    | "iterate-failed"
    | "quota-exceeded"
    | "clear-failed"
    | "journal-failed"
    | "callback-failed"
    | "size"
    | "purged";
  readonly db: string;
  readonly collection: string;
  /** The entry's key, when the line is about one entry. */
  readonly key?: string;
  readonly message: string;
  /** The underlying error, when there is one. */
  readonly error?: unknown;
  /** Structured extras (`operation`, `sizeKb`, `purgedKeys`, …). */
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * Receives the store's log lines.
 *
 * @example
 * const logger: OfflineStorageLogger = { log: (entry) => console.warn(entry.message) };
 */
export interface OfflineStorageLogger {
  log(entry: OfflineStorageLogEntry): void;
}

/**
 * A persistent change made by this tab, for the app to broadcast (e.g. over `BroadcastChannel`) so that
 * other tabs can {@link OfflineStorage.receive} it into their memory caches.
 *
 * @example
 * const change: StorageChange = {
 *   type: "set", db: "shop", collection: "cart", key: "current-cart", value: [], updated_at: 1_700_000_000_000,
 * };
 */
export type StorageChange =
  | {
      readonly type: "set";
      readonly db: string;
      readonly collection: string;
      readonly key: string;
      readonly value: unknown;
      readonly updated_at: number;
      readonly expires_at?: number | null;
    }
  | {
      readonly type: "remove";
      readonly db: string;
      readonly collection: string;
      readonly key: string;
      readonly updated_at: number;
    };

/**
 * The optional node-style callback of `getItem` / `setItem` / `iterate`: called **at most once** (§14.2).
 *
 * @example
 * const cb: StorageCallback<number> = (error, value) => { if (!error) console.info(value); };
 */
export type StorageCallback<TValue> = (error: unknown, value: TValue | null) => void;
