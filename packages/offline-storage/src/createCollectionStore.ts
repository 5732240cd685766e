import { deepClone } from "./deepClone.js";
import { isQuotaExceededError } from "./isQuotaExceededError.js";
import type { OfflineStorageConfig } from "./offlineStorageConfig.js";
import { defaultOfflineStorageConfig } from "./offlineStorageConfig.js";
import { OfflineStorageError } from "./offlineStorageError.js";
import { roughSizeOf } from "./roughSizeOf.js";
import type {
  JournalEntry,
  OfflineStorageClock,
  OfflineStorageDriver,
  OfflineStorageLogEntry,
  OfflineStorageLogger,
  StorageCallback,
  StorageChange,
  StoredRecord,
} from "./types.js";

/**
 * What {@link createCollectionStore} needs. Everything with an effect is injected.
 *
 * @example
 * const options: CollectionStoreOptions = {
 *   db: "shop", collection: "products", driver: createMemoryDriver(), clock: { now: Date.now, setTimeout, clearTimeout },
 * };
 */
export interface CollectionStoreOptions {
  /** The database name (see `offlineDbName`). */
  readonly db: string;
  /** The collection name (§14.1). */
  readonly collection: string;
  /** The persistent backend of `db`. */
  readonly driver: OfflineStorageDriver;
  readonly clock: OfflineStorageClock;
  /** @default no logging */
  readonly logger?: OfflineStorageLogger | undefined;
  /** Quota in KB; 0 means none. @default config.quotasKb[collection] ?? 0 */
  readonly quotaKb?: number | undefined;
  /** Entry lifetime in seconds, `null` for never. @default null for `config.neverExpire`, else config.ttlSeconds */
  readonly ttlSeconds?: number | null | undefined;
  /** On the server the store keeps memory only and never touches the driver (§14.2). @default false */
  readonly isServer?: boolean | undefined;
  readonly config?: Partial<OfflineStorageConfig> | undefined;
  /**
   * Empties the persistent store of every collection except `preserveCollections`, run on a quota error
   * before the one retry (§14.1 `clear()`). @default the driver's `clear(config.preserveCollections)`
   */
  readonly clearAll?: (() => Promise<void>) | undefined;
  /** Receives every persistent change this store made, for broadcasting to other tabs. */
  readonly onChange?: ((change: StorageChange) => void) | undefined;
  /**
   * Writes an earlier page left unsettled (`OfflineStorage.leave`), written again at creation with their
   * own `updated_at` (a newer stored record keeps winning); reads wait for them. @default none
   */
  readonly journaled?: readonly JournalEntry[] | undefined;
}

/**
 * The error counter of a collection and what it has switched off (§14.2).
 *
 * @example
 * const state: CollectionStoreState = { errorCount: 1, readsDisabled: true, writesDisabled: false };
 */
export interface CollectionStoreState {
  /** Timeouts so far (only timeouts count). */
  readonly errorCount: number;
  /** `errorCount >= readErrorLimit` (1): `getItem` serves memory or `null`. */
  readonly readsDisabled: boolean;
  /** `errorCount >= writeErrorLimit` (30): `setItem` stores in memory only. */
  readonly writesDisabled: boolean;
}

/**
 * The outcome of one size check (§14.2).
 *
 * @example
 * const result: SizeCheckResult = { sizeKb: 5000, quotaKb: 4096, purgedKeys: ["a", "b"] };
 */
export interface SizeCheckResult {
  /** The rough size of every value, in KB (1 KB = 1024 bytes). */
  readonly sizeKb: number;
  readonly quotaKb: number;
  /** The keys removed because the collection was over quota (visit numbers below 100). */
  readonly purgedKeys: readonly string[];
}

/**
 * The walker of {@link CollectionStore.iterate}: a non-`undefined` return stops the walk and becomes the result.
 *
 * @example
 * const firstSku: IterateVisitor<string> = (value, _key, n) => (n === 1 ? (value as { sku: string }).sku : undefined);
 */
export type IterateVisitor<TResult> = (
  value: unknown,
  key: string,
  visitNumber: number,
) => TResult | undefined;

/**
 * One collection of the offline store (behaviour.md §14.2): a memory cache in front of the injected
 * persistent driver, with per-call timeouts, the error counter, quota handling, expiry and the size check.
 *
 * @example
 * const products = createCollectionStore({ db: "shop", collection: "products", driver, clock });
 * await products.setItem("SUK-1", { sku: "SUK-1" });
 */
export interface CollectionStore {
  readonly db: string;
  readonly collection: string;
  /** 0 when the collection has no quota. */
  readonly quotaKb: number;
  /**
   * A deep clone of the value, or `null`; never rejects (§14.2 `getItem`). `cb` is called at most once.
   */
  getItem<TValue = unknown>(key: string, cb?: StorageCallback<TValue>): Promise<TValue | null>;
  /**
   * Writes memory first, then the persistent store (§14.2 `setItem`). Resolves a clone of the value once
   * persisted, `null` when kept in memory only (`memoryOnly`, server, writes disabled, timeout). Rejects
   * with an {@link OfflineStorageError} on a driver error (after a quota error: the retry's outcome).
   */
  setItem<TValue>(
    key: string,
    value: TValue,
    cb?: StorageCallback<TValue>,
    memoryOnly?: boolean,
  ): Promise<TValue | null>;
  /** Deletes from memory and the persistent store; rejects with `remove-failed` on a driver error. */
  removeItem(key: string): Promise<void>;
  /**
   * Visits memory entries (insertion order, numbered from 1), then persisted entries not in memory
   * (continuing the numbering). Resolves the visitor's stopping value, `undefined` when the walk completes,
   * or `null` on a timeout (§14.2 `iterate`).
   */
  iterate<TResult>(
    fn: IterateVisitor<TResult>,
    cb?: StorageCallback<TResult | undefined>,
  ): Promise<TResult | undefined | null>;
  /** Sums the rough size of every value and, over the quota, purges visit numbers below 100 (§14.2). */
  checkSize(): Promise<SizeCheckResult>;
  /** Applies another tab's change to the memory cache (newer `updated_at` wins). */
  receive(change: StorageChange): void;
  /**
   * The writes handed to the driver that have not settled, the latest per key (what a page left now would
   * lose: `OfflineStorage.leave` journals them).
   */
  unsettled(): JournalEntry[];
  /** The error counter and what it disabled. */
  getState(): CollectionStoreState;
}

interface MemoryEntry {
  readonly value: unknown;
  readonly updated_at: number;
  readonly expires_at: number | null;
}

type Outcome<TValue> =
  | { readonly kind: "ok"; readonly value: TValue }
  | { readonly kind: "error"; readonly error: unknown }
  | { readonly kind: "timeout" };

/** Accepts records written before the envelope existed: a bare value counts as written at time 0. */
function asRecord(raw: unknown): StoredRecord | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === "object" && "updated_at" in raw && "value" in raw) {
    const r = raw as { value: unknown; updated_at: unknown; expires_at?: unknown };
    if (typeof r.updated_at === "number") {
      return {
        value: r.value,
        updated_at: r.updated_at,
        expires_at: typeof r.expires_at === "number" ? r.expires_at : null,
      };
    }
  }
  return { value: raw, updated_at: 0, expires_at: null };
}

const isExpired = (entry: { readonly expires_at: number | null }, now: number): boolean =>
  entry.expires_at !== null && now >= entry.expires_at;

/**
 * Creates one collection store (behaviour.md §14.2). The shell around the injected driver, clock and
 * logger: it holds the memory cache and the error counter; it performs no I/O of its own.
 *
 * Rules implemented, in the spec's words: memory cache with deep clones on write and read; 800 ms for
 * `getItem`/`setItem` and 2 000 ms for `iterate`, each call with its own timer; only timeouts count; at 1
 * persistent reads are off (logged once as "persistent cache disabled"), at 30 persistent writes are off;
 * the first timeout reopens the database; callbacks at most once; every promise settles; a result after a
 * timeout only updates memory; a quota error runs `clear()` and retries once.
 *
 * Decisions beyond the spec: entries carry `updated_at` and `expires_at`; a newer memory entry wins over an
 * older persisted one (several tabs, late writes); an iterate walk also times out when it stalls for
 * 2 000 ms after an entry (so every promise settles); `removeItem` has its own 800 ms timer that is logged
 * but not counted; with reads disabled or on the server `iterate` visits memory only.
 *
 * @example
 * const products = createCollectionStore({
 *   db: "shop", collection: "products", driver: createMemoryDriver(), clock: { now: Date.now, setTimeout, clearTimeout },
 * });
 * await products.setItem("SUK-1", { sku: "SUK-1", name: "Sukienka" });
 * await products.getItem("SUK-1"); // { sku: "SUK-1", name: "Sukienka" } (a fresh copy)
 */
export function createCollectionStore(options: CollectionStoreOptions): CollectionStore {
  const { db, collection, driver, clock, logger, onChange } = options;
  const config: OfflineStorageConfig = { ...defaultOfflineStorageConfig, ...options.config };
  const isServer = options.isServer ?? false;
  const quotaKb = options.quotaKb ?? config.quotasKb[collection] ?? 0;
  const ttlSeconds =
    options.ttlSeconds !== undefined
      ? options.ttlSeconds
      : config.neverExpire.includes(collection)
        ? null
        : config.ttlSeconds;
  const ttlMs = ttlSeconds === null ? null : ttlSeconds * 1000;
  const clearAll = options.clearAll ?? (() => driver.clear(config.preserveCollections));

  const memory = new Map<string, MemoryEntry>();
  /** The record of each key whose driver write has not settled (the latest write per key). */
  const inFlight = new Map<string, StoredRecord>();
  /** The replay of the journaled writes while it runs: reads wait for it. */
  let replaying: Promise<void> | null = null;
  let errorCount = 0;
  let readsDisabledLogged = false;
  let writesDisabledLogged = false;

  const readsDisabled = (): boolean => errorCount >= config.readErrorLimit;
  const writesDisabled = (): boolean => errorCount >= config.writeErrorLimit;

  const log = (
    level: OfflineStorageLogEntry["level"],
    event: OfflineStorageLogEntry["event"],
    message: string,
    extra: { key?: string | undefined; error?: unknown; details?: Readonly<Record<string, unknown>> } = {},
  ): void => {
    if (!logger) return;
    const entry: OfflineStorageLogEntry = {
      level,
      event,
      db,
      collection,
      message,
      ...(extra.key === undefined ? {} : { key: extra.key }),
      ...(extra.error === undefined ? {} : { error: extra.error }),
      ...(extra.details === undefined ? {} : { details: extra.details }),
    };
    try {
      logger.log(entry);
    } catch {
      // A failing logger must not break storage (every promise settles).
    }
  };

  /** §14.2 "every optional callback is invoked at most once"; a throwing callback is logged, not rethrown. */
  const once = <TValue>(cb: StorageCallback<TValue> | undefined, key?: string): StorageCallback<TValue> => {
    let called = false;
    return (error, value) => {
      if (called || !cb) return;
      called = true;
      try {
        cb(error, value);
      } catch (callbackError) {
        log("error", "callback-failed", `A ${collection} callback threw`, { key, error: callbackError });
      }
    };
  };

  const memoryEntry = (key: string): MemoryEntry | undefined => {
    const entry = memory.get(key);
    if (entry && isExpired(entry, clock.now())) {
      memory.delete(key);
      return undefined;
    }
    return entry;
  };

  /** Last-writer-wins into memory: a strictly newer memory entry is kept. */
  const remember = (key: string, record: StoredRecord): void => {
    const current = memory.get(key);
    if (current && current.updated_at > record.updated_at) return;
    if (isExpired(record, clock.now())) return;
    memory.set(key, {
      value: deepClone(record.value),
      updated_at: record.updated_at,
      expires_at: record.expires_at,
    });
  };

  /** Each call gets its own timer (§14.2 decision); a late success goes to `onLate` only. */
  const withTimeout = <TValue>(
    ms: number,
    start: () => Promise<TValue>,
    onLate: (value: TValue) => void,
  ): Promise<Outcome<TValue>> =>
    new Promise((resolve) => {
      let settled = false;
      const handle = clock.setTimeout(() => {
        if (settled) return;
        settled = true;
        resolve({ kind: "timeout" });
      }, ms);
      let pending: Promise<TValue>;
      try {
        pending = Promise.resolve(start());
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (value) => {
          if (settled) {
            try {
              onLate(value);
            } catch {
              // Late results are best effort.
            }
            return;
          }
          settled = true;
          clock.clearTimeout(handle);
          resolve({ kind: "ok", value });
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          clock.clearTimeout(handle);
          resolve({ kind: "error", error });
        },
      );
    });

  const countTimeout = (operation: string, ms: number, key?: string): void => {
    errorCount += 1;
    log(
      "error",
      "timeout",
      `${operation} ${collection}${key === undefined ? "" : `/${key}`} did not answer within ${ms} ms: probably an infinite loop or a corrupted database`,
      { key, details: { operation, errorCount } },
    );
    if (errorCount === 1) {
      // §14.2: the first timeout also reopens the database with a higher version.
      let reopening: Promise<void>;
      try {
        reopening = Promise.resolve(driver.reopen());
      } catch (error) {
        reopening = Promise.reject(error);
      }
      reopening.catch((error: unknown) => {
        log("error", "reopen-failed", `Reopening ${db} failed`, { error });
      });
    }
  };

  const noteReadsDisabled = (): void => {
    if (readsDisabledLogged) return;
    readsDisabledLogged = true;
    log("warn", "persistent-cache-disabled", "persistent cache disabled", { details: { errorCount } });
  };

  const noteWritesDisabled = (): void => {
    if (writesDisabledLogged) return;
    writesDisabledLogged = true;
    log("warn", "persistent-writes-disabled", "persistent writes disabled", { details: { errorCount } });
  };

  /** An expired persisted entry is deleted in the background (best effort, never counted). */
  const dropExpired = (key: string): void => {
    if (isServer || writesDisabled()) return;
    try {
      driver.remove(collection, key).catch(() => undefined);
    } catch {
      // best effort
    }
  };

  const emit = (change: StorageChange): void => {
    if (!onChange) return;
    try {
      onChange(change);
    } catch (error) {
      log("error", "callback-failed", `A ${collection} change listener threw`, { key: change.key, error });
    }
  };

  /** The driver's write of `record`, counted as unsettled until it answers (or fails). */
  const trackedSet = (key: string, record: StoredRecord): Promise<StoredRecord> => {
    inFlight.set(key, record);
    const settle = (): void => {
      if (inFlight.get(key) === record) inFlight.delete(key);
    };
    let pending: Promise<StoredRecord>;
    try {
      pending = driver.set(collection, key, record);
    } catch (error) {
      settle();
      throw error;
    }
    pending.then(settle, settle);
    return pending;
  };

  /**
   * Writes the journaled records again (their own `updated_at`, so the driver keeps a newer record stored by
   * another tab since), each within the operation timeout; memory takes the winner. `null` once done.
   */
  const replay = (entries: readonly JournalEntry[]): Promise<void> =>
    Promise.all(
      entries.map(async ({ key, record }) => {
        if (isExpired(record, clock.now())) return;
        const outcome = await withTimeout(
          config.operationTimeoutMs,
          () => trackedSet(key, record),
          (late) => remember(key, asRecord(late) ?? record),
        );
        if (outcome.kind !== "ok") return;
        const winner = asRecord(outcome.value) ?? record;
        remember(key, winner);
        if (winner.updated_at === record.updated_at) {
          emitSet(key, record);
        }
      }),
    ).then(() => {
      replaying = null;
    });

  /** Broadcasts a write this store made persistent. */
  const emitSet = (key: string, record: StoredRecord): void =>
    emit({
      type: "set",
      db,
      collection,
      key,
      value: deepClone(record.value),
      updated_at: record.updated_at,
      expires_at: record.expires_at,
    });

  type WalkEnd = "completed" | "stopped" | "timeout" | { readonly error: unknown };

  /**
   * The walk of §14.2 `iterate`, without cloning (the size check reads values only). `visit` returns true
   * to stop. Persisted entries are walked only in the browser with reads enabled.
   */
  const walk = (visit: (value: unknown, key: string, visitNumber: number) => boolean): Promise<WalkEnd> => {
    const now = clock.now();
    let visitNumber = 0;
    const inMemory = new Set<string>();
    for (const [key, entry] of [...memory]) {
      inMemory.add(key);
      if (isExpired(entry, now)) {
        memory.delete(key);
        continue;
      }
      visitNumber += 1;
      if (visit(entry.value, key, visitNumber)) return Promise.resolve("stopped");
    }
    if (isServer) return Promise.resolve("completed");
    if (readsDisabled()) {
      noteReadsDisabled();
      return Promise.resolve("completed");
    }
    return new Promise<WalkEnd>((resolve) => {
      let done = false;
      let stopped = false;
      let thrown: { error: unknown } | undefined;
      const onIdle = (): void => {
        if (done) return;
        done = true;
        countTimeout("iterate", config.iterateTimeoutMs);
        resolve("timeout");
      };
      // §14.2: neither an entry nor completion within 2000 ms is a timeout; the timer restarts on each
      // entry (decision) so a walk that stalls midway also settles.
      let handle = clock.setTimeout(onIdle, config.iterateTimeoutMs);
      const finish = (end: WalkEnd): void => {
        if (done) return;
        done = true;
        clock.clearTimeout(handle);
        resolve(end);
      };
      let pending: Promise<void>;
      try {
        pending = Promise.resolve(
          driver.iterate(collection, (raw, key) => {
            if (done || stopped) return true;
            clock.clearTimeout(handle);
            handle = clock.setTimeout(onIdle, config.iterateTimeoutMs);
            if (inMemory.has(key) || memory.has(key)) return false;
            const record = asRecord(raw);
            if (!record) return false;
            if (isExpired(record, now)) {
              dropExpired(key);
              return false;
            }
            visitNumber += 1;
            try {
              stopped = visit(record.value, key, visitNumber);
            } catch (error) {
              thrown = { error };
              stopped = true;
            }
            return stopped;
          }),
        );
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        () => finish(thrown ?? (stopped ? "stopped" : "completed")),
        (error: unknown) => finish(thrown ?? { error }),
      );
    });
  };

  if (!isServer && options.journaled && options.journaled.length > 0) replaying = replay(options.journaled);

  const store: CollectionStore = {
    db,
    collection,
    quotaKb,

    async getItem<TValue = unknown>(key: string, cb?: StorageCallback<TValue>): Promise<TValue | null> {
      const callback = once(cb, key);
      if (replaying) await replaying;
      const entry = memoryEntry(key);
      // 1. A truthy memory value.
      if (entry?.value) {
        const value = deepClone(entry.value) as TValue;
        callback(null, value);
        return value;
      }
      const memoryValue = (): TValue | null => {
        const current = memoryEntry(key);
        return current && current.value !== undefined ? (deepClone(current.value) as TValue) : null;
      };
      // 2. On the server: memory or null.
      if (isServer) {
        const value = memoryValue();
        callback(null, value);
        return value;
      }
      // 3. Reads disabled: null.
      if (readsDisabled()) {
        noteReadsDisabled();
        callback(null, null);
        return null;
      }
      // 4. The persistent store.
      const outcome = await withTimeout(
        config.operationTimeoutMs,
        () => driver.get(collection, key),
        (late) => {
          const record = asRecord(late);
          if (record?.value) remember(key, record);
        },
      );
      switch (outcome.kind) {
        case "ok": {
          const record = asRecord(outcome.value);
          const current = memoryEntry(key);
          if (!record || isExpired(record, clock.now())) {
            if (record) dropExpired(key);
            const value = memoryValue();
            callback(null, value);
            return value;
          }
          if (current && current.updated_at > record.updated_at) {
            // A newer write of this tab (memory first) beats an older persisted entry.
            const value = deepClone(current.value) as TValue;
            callback(null, value);
            return value;
          }
          if (record.value) remember(key, record);
          const value = deepClone(record.value) as TValue;
          callback(null, value);
          return value;
        }
        case "error": {
          const error = new OfflineStorageError(
            { reason: "read-failed", collection, key },
            { cause: outcome.error },
          );
          log("error", "read-failed", error.message, { key, error: outcome.error });
          const value = memoryValue();
          callback(error, value);
          return value;
        }
        case "timeout": {
          countTimeout("getItem", config.operationTimeoutMs, key);
          const value = memoryValue();
          callback(null, value);
          return value;
        }
      }
    },

    async setItem<TValue>(
      key: string,
      value: TValue,
      cb?: StorageCallback<TValue>,
      memoryOnly = false,
    ): Promise<TValue | null> {
      const callback = once(cb, key);
      const now = clock.now();
      const record: StoredRecord = {
        value: deepClone(value),
        updated_at: now,
        expires_at: ttlMs === null ? null : now + ttlMs,
      };
      // 1. Always memory first.
      memory.set(key, record);
      // 2. Memory only.
      if (memoryOnly || isServer || writesDisabled()) {
        if (writesDisabled() && !memoryOnly && !isServer) noteWritesDisabled();
        callback(null, null);
        return null;
      }
      const persist = (): Promise<Outcome<StoredRecord>> =>
        withTimeout(
          config.operationTimeoutMs,
          () => trackedSet(key, record),
          (winner) => {
            const won = asRecord(winner);
            if (won) remember(key, won);
          },
        );
      const settle = (outcome: Outcome<StoredRecord>, retried: boolean): TValue | null => {
        switch (outcome.kind) {
          case "ok": {
            const winner = asRecord(outcome.value) ?? record;
            if (winner.updated_at > record.updated_at) {
              // Another tab stored a newer value: keep it, in memory too.
              remember(key, winner);
            } else {
              emitSet(key, record);
            }
            const result = deepClone(value);
            callback(null, result);
            return result;
          }
          case "timeout":
            countTimeout("setItem", config.operationTimeoutMs, key);
            callback(null, null);
            return null;
          case "error": {
            const quota = isQuotaExceededError(outcome.error);
            const error = new OfflineStorageError(
              { reason: quota && retried ? "quota-exceeded" : "write-failed", collection, key },
              { cause: outcome.error },
            );
            log("error", "write-failed", error.message, { key, error: outcome.error });
            callback(error, null);
            throw error;
          }
        }
      };
      const first = await persist();
      if (first.kind === "error" && isQuotaExceededError(first.error)) {
        // §14.2: a quota error clears the store (except preserveCollections) and retries once.
        log("warn", "quota-exceeded", `Quota exceeded writing ${collection}/${key}: clearing and retrying`, {
          key,
          error: first.error,
        });
        // The clear walks the whole store, so it gets the iterate time (2000 ms) before the retry goes ahead.
        const cleared = await withTimeout(config.iterateTimeoutMs, clearAll, () => undefined);
        if (cleared.kind !== "ok") {
          log("error", "clear-failed", `Clearing after a quota error failed`, {
            key,
            error: cleared.kind === "error" ? cleared.error : undefined,
            details: { timedOut: cleared.kind === "timeout" },
          });
        }
        return settle(await persist(), true);
      }
      return settle(first, false);
    },

    async removeItem(key: string): Promise<void> {
      memory.delete(key);
      // a write still running is not journaled over the removal
      inFlight.delete(key);
      if (isServer || writesDisabled()) return;
      const updatedAt = clock.now();
      const outcome = await withTimeout(
        config.operationTimeoutMs,
        () => driver.remove(collection, key),
        () => undefined,
      );
      switch (outcome.kind) {
        case "ok":
          emit({ type: "remove", db, collection, key, updated_at: updatedAt });
          return;
        case "timeout":
          log(
            "warn",
            "timeout",
            `removeItem ${collection}/${key} did not answer within ${config.operationTimeoutMs} ms`,
            { key, details: { operation: "removeItem", errorCount } },
          );
          return;
        case "error": {
          const error = new OfflineStorageError(
            { reason: "remove-failed", collection, key },
            { cause: outcome.error },
          );
          log("error", "remove-failed", error.message, { key, error: outcome.error });
          throw error;
        }
      }
    },

    async iterate<TResult>(
      fn: IterateVisitor<TResult>,
      cb?: StorageCallback<TResult | undefined>,
    ): Promise<TResult | undefined | null> {
      const callback = once(cb);
      let result: TResult | undefined;
      let thrown: { error: unknown } | undefined;
      let end: WalkEnd;
      if (replaying) await replaying;
      try {
        end = await walk((value, key, visitNumber) => {
          try {
            result = fn(deepClone(value), key, visitNumber);
          } catch (error) {
            thrown = { error };
            return true;
          }
          return result !== undefined;
        });
      } catch (error) {
        end = { error };
      }
      if (thrown) {
        // The visitor threw: a programmer error, passed on as is.
        callback(thrown.error, null);
        throw thrown.error;
      }
      if (end === "timeout") {
        callback(null, null);
        return null;
      }
      if (typeof end === "object") {
        const error = new OfflineStorageError({ reason: "iterate-failed", collection }, { cause: end.error });
        log("error", "iterate-failed", error.message, { error: end.error });
        callback(error, result);
        return result;
      }
      callback(null, result);
      return result;
    },

    async checkSize(): Promise<SizeCheckResult> {
      let bytes = 0;
      if (replaying) await replaying;
      await walk((value) => {
        bytes += roughSizeOf(value);
        return false;
      });
      const sizeKb = bytes / 1024;
      if (quotaKb <= 0 || sizeKb <= quotaKb) {
        log("debug", "size", `${collection} size: ${sizeKb.toFixed(2)} KB of ${quotaKb} KB`, {
          details: { sizeKb, quotaKb },
        });
        return { sizeKb, quotaKb, purgedKeys: [] };
      }
      // Over quota: remove every entry whose visit number is below 100 (memory entries first).
      const purgedKeys: string[] = [];
      await walk((_value, key, visitNumber) => {
        if (visitNumber < config.purgeBelowVisit) purgedKeys.push(key);
        return visitNumber >= config.purgeBelowVisit - 1;
      });
      await Promise.all(purgedKeys.map((key) => store.removeItem(key).catch(() => undefined)));
      log(
        "info",
        "purged",
        `${collection} is over its quota (${sizeKb.toFixed(2)} KB > ${quotaKb} KB): purged ${purgedKeys.join(", ")}`,
        { details: { sizeKb, quotaKb, purgedKeys } },
      );
      return { sizeKb, quotaKb, purgedKeys };
    },

    receive(change: StorageChange): void {
      if (change.db !== db || change.collection !== collection) return;
      const current = memory.get(change.key);
      if (current && current.updated_at > change.updated_at) return;
      if (change.type === "remove") {
        memory.delete(change.key);
        return;
      }
      const expiresAt =
        change.expires_at !== undefined
          ? change.expires_at
          : ttlMs === null
            ? null
            : change.updated_at + ttlMs;
      remember(change.key, { value: change.value, updated_at: change.updated_at, expires_at: expiresAt });
    },

    unsettled(): JournalEntry[] {
      return [...inFlight].map(([key, record]) => ({ key, record }));
    },

    getState(): CollectionStoreState {
      return { errorCount, readsDisabled: readsDisabled(), writesDisabled: writesDisabled() };
    },
  };
  return store;
}
