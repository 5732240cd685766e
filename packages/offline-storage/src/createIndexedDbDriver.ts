import { physicalKey } from "./offlineStorageConfig.js";
import type { OfflineStorageDriver, StoredRecord } from "./types.js";

// The few IndexedDB shapes this driver uses, declared structurally: the package compiles against ES2022
// only (no DOM library), and the factory is always passed in, so no global is read. A browser's
// `indexedDB` and fake-indexeddb's `indexedDB` / `new IDBFactory()` both fit.

/**
 * An IndexedDB key as this driver uses it.
 *
 * @example
 * const key: IdbKey = "shop/products/SUK-1";
 */
export type IdbKey = string | number;

/**
 * The part of `IDBRequest` the driver uses.
 *
 * @example
 * declare const request: IdbRequestLike<unknown>;
 * request.onsuccess = () => request.result;
 */
export interface IdbRequestLike<TResult> {
  readonly result: TResult;
  readonly error: unknown;
  onsuccess: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
}

/**
 * The part of `IDBOpenDBRequest` the driver uses.
 *
 * @example
 * declare const request: IdbOpenRequestLike;
 * request.onblocked = () => undefined;
 */
export interface IdbOpenRequestLike extends IdbRequestLike<IdbDatabaseLike> {
  onupgradeneeded: ((event: never) => unknown) | null;
  onblocked: ((event: never) => unknown) | null;
}

/**
 * The part of `IDBCursorWithValue` the driver uses.
 *
 * @example
 * declare const cursor: IdbCursorLike;
 * cursor.continue();
 */
export interface IdbCursorLike {
  readonly value: unknown;
  readonly primaryKey: unknown;
  continue(): void;
  delete(): unknown;
}

/**
 * The part of `IDBObjectStore` / `IDBIndex` the driver uses.
 *
 * @example
 * declare const store: IdbObjectStoreLike;
 * store.get("shop/products/SUK-1");
 */
export interface IdbObjectStoreLike {
  get(key: IdbKey): IdbRequestLike<unknown>;
  put(value: unknown, key?: IdbKey): unknown;
  delete(key: IdbKey): unknown;
  openCursor(query?: IdbKey | null): IdbRequestLike<IdbCursorLike | null>;
  index(name: string): { openCursor(query?: IdbKey | null): IdbRequestLike<IdbCursorLike | null> };
  createIndex(name: string, keyPath: string): unknown;
}

/**
 * The part of `IDBTransaction` the driver uses.
 *
 * @example
 * declare const tx: IdbTransactionLike;
 * tx.oncomplete = () => undefined;
 */
export interface IdbTransactionLike {
  readonly error: unknown;
  objectStore(name: string): IdbObjectStoreLike;
  oncomplete: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
  onabort: ((event: never) => unknown) | null;
}

/**
 * The part of `IDBDatabase` the driver uses.
 *
 * @example
 * declare const db: IdbDatabaseLike;
 * db.version; // 1
 */
export interface IdbDatabaseLike {
  readonly version: number;
  readonly objectStoreNames: { contains(name: string): boolean };
  createObjectStore(name: string): IdbObjectStoreLike;
  transaction(storeNames: string, mode: "readonly" | "readwrite"): IdbTransactionLike;
  close(): void;
  onversionchange: ((event: never) => unknown) | null;
}

/**
 * The part of `IDBFactory` the driver uses: a browser's `indexedDB`, or fake-indexeddb's in tests.
 *
 * @example
 * import { indexedDB } from "fake-indexeddb";
 * const factory: IdbFactoryLike = indexedDB;
 */
export interface IdbFactoryLike {
  open(name: string, version?: number): IdbOpenRequestLike;
}

/**
 * Options of {@link createIndexedDbDriver}.
 *
 * @example
 * const options: IndexedDbDriverOptions = { indexedDB: window.indexedDB, dbName: "shop" };
 */
export interface IndexedDbDriverOptions {
  /** The `IDBFactory` (the browser's `indexedDB`); never read from a global. */
  readonly indexedDB: IdbFactoryLike;
  /** The database name (see `offlineDbName`). */
  readonly dbName: string;
  /** The one object store holding every collection. @default "entries" */
  readonly storeName?: string;
}

/**
 * The IndexedDB driver with its connection read-outs.
 *
 * @example
 * const driver: IndexedDbDriver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
 * await driver.version(); // 1
 */
export interface IndexedDbDriver extends OfflineStorageDriver {
  /** The version of the open connection (opens it if needed). */
  version(): Promise<number>;
  /** Closes the connection; the next call opens it again. */
  close(): Promise<void>;
}

/** One row of the object store: the record, plus its collection and key for the index and `clear`. */
interface Row extends StoredRecord {
  readonly collection: string;
  readonly key: string;
}

const COLLECTION_INDEX = "by-collection";

/**
 * The persistent driver for the browser, over the `IDBFactory` passed in. One database per name, one
 * object store (`entries`) keyed by the physical key `<db>/<collection>/<key>` (§14.1), with an index on
 * the collection, so an unknown collection needs no schema change.
 *
 * Several tabs: every operation is one IndexedDB transaction, and IndexedDB runs read-write transactions
 * on the same store one after the other, so a record is never half written. `set` reads and writes in one
 * read-write transaction and keeps a stored record that is strictly newer (`updated_at`): the last writer
 * by time wins, and a late write from a slow tab cannot overwrite a newer one. When another tab reopens the
 * database with a higher version (§14.2), this connection closes on `versionchange` and the next call opens
 * the current version, so no tab blocks another.
 *
 * A small hand-written promise layer rather than `idb`: `idb`'s `openDB` reads the global `indexedDB`, and
 * the repository's boundary rules forbid importing `idb` in `packages/*`.
 *
 * @example
 * import { indexedDB } from "fake-indexeddb"; // the browser: window.indexedDB
 * const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
 * await driver.set("cart", "current-cart", { value: [], updated_at: 1, expires_at: null });
 */
export function createIndexedDbDriver(options: IndexedDbDriverOptions): IndexedDbDriver {
  const { indexedDB: factory, dbName } = options;
  const storeName = options.storeName ?? "entries";
  let connection: Promise<IdbDatabaseLike> | null = null;
  let current: IdbDatabaseLike | null = null;
  let reopening: Promise<void> | null = null;

  const open = (version?: number): Promise<IdbDatabaseLike> =>
    new Promise((resolve, reject) => {
      const request = version === undefined ? factory.open(dbName) : factory.open(dbName, version);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(storeName)) {
          db.createObjectStore(storeName).createIndex(COLLECTION_INDEX, "collection");
        }
      };
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          // Another tab reopens with a higher version: step aside so it is not blocked.
          db.close();
          if (current === db) {
            current = null;
            connection = null;
          }
        };
        current = db;
        resolve(db);
      };
      request.onerror = () => reject(request.error);
    });

  const database = (): Promise<IdbDatabaseLike> => {
    if (!connection) {
      const opening = open();
      connection = opening;
      opening.catch(() => {
        if (connection === opening) connection = null;
      });
    }
    return connection;
  };

  /** Runs one transaction; a connection closed under it (another tab's upgrade) is reopened once. */
  const run = async <TResult>(
    mode: "readonly" | "readwrite",
    body: (store: IdbObjectStoreLike, done: (result: TResult) => void) => void,
  ): Promise<TResult> => {
    const attempt = async (): Promise<TResult> => {
      const db = await database();
      return new Promise<TResult>((resolve, reject) => {
        const tx = db.transaction(storeName, mode);
        let result: TResult | undefined;
        tx.oncomplete = () => resolve(result as TResult);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
        body(tx.objectStore(storeName), (value) => {
          result = value;
        });
      });
    };
    try {
      return await attempt();
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name !== "InvalidStateError") throw error;
      connection = null;
      return attempt();
    }
  };

  const toRecord = (row: unknown): StoredRecord | undefined => {
    if (row === undefined || row === null) return undefined;
    if (typeof row === "object" && "updated_at" in row) {
      const r = row as Row;
      return { value: r.value, updated_at: r.updated_at, expires_at: r.expires_at ?? null };
    }
    // A value stored by something else: hand it over as is (the store treats it as written at time 0).
    return { value: row, updated_at: 0, expires_at: null };
  };

  return {
    get(collection, key) {
      return run<StoredRecord | undefined>("readonly", (store, done) => {
        const request = store.get(physicalKey(dbName, collection, key));
        request.onsuccess = () => done(toRecord(request.result));
      });
    },
    set(collection, key, record) {
      const id = physicalKey(dbName, collection, key);
      return run<StoredRecord>("readwrite", (store, done) => {
        // Read and write in one read-write transaction: atomic against other tabs.
        const request = store.get(id);
        request.onsuccess = () => {
          const existing = toRecord(request.result);
          if (existing && existing.updated_at > record.updated_at) {
            done(existing);
            return;
          }
          const row: Row = {
            collection,
            key,
            value: record.value,
            updated_at: record.updated_at,
            expires_at: record.expires_at,
          };
          store.put(row, id);
          done(record);
        };
      });
    },
    remove(collection, key) {
      return run<undefined>("readwrite", (store) => {
        store.delete(physicalKey(dbName, collection, key));
      });
    },
    iterate(collection, visit) {
      return run<undefined>("readonly", (store) => {
        const request = store.index(COLLECTION_INDEX).openCursor(collection);
        request.onsuccess = () => {
          const cursor = request.result;
          if (!cursor) return;
          const row = cursor.value as Row;
          const record = toRecord(row);
          if (record && visit(record, typeof row.key === "string" ? row.key : String(cursor.primaryKey)))
            return;
          cursor.continue();
        };
      });
    },
    clear(keepCollections) {
      return run<undefined>("readwrite", (store) => {
        const request = store.openCursor();
        request.onsuccess = () => {
          const cursor = request.result;
          if (!cursor) return;
          const row = cursor.value as Partial<Row> | null;
          if (!row || typeof row.collection !== "string" || !keepCollections.includes(row.collection)) {
            cursor.delete();
          }
          cursor.continue();
        };
      });
    },
    reopen() {
      if (reopening) return reopening;
      const step = (async () => {
        let next: number | undefined;
        try {
          const db = await database();
          next = db.version + 1;
          db.close();
        } catch {
          next = undefined;
        }
        current = null;
        const opening = open(next);
        connection = opening;
        try {
          await opening;
        } catch (error) {
          if (connection === opening) connection = null;
          throw error;
        }
      })();
      reopening = step;
      const clearReopening = (): void => {
        if (reopening === step) reopening = null;
      };
      step.then(clearReopening, clearReopening);
      return step;
    },
    async version() {
      return (await database()).version;
    },
    async close() {
      if (!connection) return;
      const pending = connection;
      connection = null;
      current = null;
      try {
        (await pending).close();
      } catch {
        // never opened
      }
    },
  };
}
