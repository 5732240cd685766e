import { deepClone } from "./deepClone.js";
import { physicalKey } from "./offlineStorageConfig.js";
import type { OfflineStorageDriver, StoredRecord } from "./types.js";

/**
 * Options of {@link createMemoryDriver}.
 *
 * @example
 * const options: MemoryDriverOptions = { dbName: "de-shop" };
 */
export interface MemoryDriverOptions {
  /** The database name, used for {@link MemoryDriver.keys}. @default "shop" */
  readonly dbName?: string;
}

/**
 * The in-memory driver, plus two read-outs for tests.
 *
 * @example
 * const driver: MemoryDriver = createMemoryDriver();
 * driver.keys(); // []
 */
export interface MemoryDriver extends OfflineStorageDriver {
  /** Every physical key `<db>/<collection>/<key>`, sorted. */
  keys(): string[];
  /** A copy of one stored record, read synchronously (tests). */
  peek(collection: string, key: string): StoredRecord | undefined;
}

/**
 * A persistent-store stand-in that keeps records in memory: for tests, the server and as a reference
 * implementation of the driver contract (copies in and out, last-writer-wins by `updated_at`, key-ordered
 * iteration, `clear` with kept collections). Every answer is a resolved promise. Several stores sharing
 * one memory driver behave like several tabs sharing one IndexedDB database.
 *
 * @example
 * const driver = createMemoryDriver();
 * await driver.set("products", "SUK-1", { value: { sku: "SUK-1" }, updated_at: 1, expires_at: null });
 * (await driver.get("products", "SUK-1"))?.value; // { sku: "SUK-1" }
 */
export function createMemoryDriver(options: MemoryDriverOptions = {}): MemoryDriver {
  const dbName = options.dbName ?? "shop";
  const collections = new Map<string, Map<string, StoredRecord>>();
  const copy = (record: StoredRecord): StoredRecord => ({
    value: deepClone(record.value),
    updated_at: record.updated_at,
    expires_at: record.expires_at,
  });

  return {
    get(collection, key) {
      const record = collections.get(collection)?.get(key);
      return Promise.resolve(record === undefined ? undefined : copy(record));
    },
    set(collection, key, record) {
      let entries = collections.get(collection);
      if (!entries) {
        entries = new Map();
        collections.set(collection, entries);
      }
      const existing = entries.get(key);
      if (existing && existing.updated_at > record.updated_at) return Promise.resolve(copy(existing));
      entries.set(key, copy(record));
      return Promise.resolve(record);
    },
    remove(collection, key) {
      collections.get(collection)?.delete(key);
      return Promise.resolve();
    },
    iterate(collection, visit) {
      const entries = collections.get(collection);
      if (entries) {
        // Key order, as IndexedDB walks an index (UTF-16 code-unit order, like `<` on strings).
        for (const key of [...entries.keys()].sort()) {
          const record = entries.get(key);
          if (record && visit(copy(record), key)) break;
        }
      }
      return Promise.resolve();
    },
    clear(keepCollections) {
      for (const name of [...collections.keys()]) {
        if (!keepCollections.includes(name)) collections.delete(name);
      }
      return Promise.resolve();
    },
    reopen() {
      return Promise.resolve();
    },
    keys() {
      const out: string[] = [];
      for (const [collection, entries] of collections) {
        for (const key of entries.keys()) out.push(physicalKey(dbName, collection, key));
      }
      return out.sort();
    },
    peek(collection, key) {
      const record = collections.get(collection)?.get(key);
      return record === undefined ? undefined : copy(record);
    },
  };
}
