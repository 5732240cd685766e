import { wrap } from "idb";
import { physicalKey } from "./offlineStorageConfig.js";
import type { OfflineStorageDriver, StoredRecord } from "./types.js";

// The package compiles against ES2022 only (no DOM library), so the raw IndexedDB shapes it touches are
// declared structurally below, and so are the few promise-based shapes of `idb` it calls (idb's own
// signatures name DOM types). `test/domCompat.ts`, compiled with the DOM library, checks that a browser
// `IDBFactory` fits `IdbFactoryLike` and that idb's real `IDBPDatabase` fits `IdbpDatabaseLike`.

/**
 * The part of a raw `IDBDatabase` the driver touches while upgrading: it creates the one object store
 * and its collection index.
 *
 * @example
 * declare const db: IdbUpgradeDatabaseLike;
 * if (!db.objectStoreNames.contains("entries")) db.createObjectStore("entries").createIndex("by-collection", "collection");
 */
export interface IdbUpgradeDatabaseLike {
  readonly objectStoreNames: { contains(name: string): boolean };
  createObjectStore(name: string): { createIndex(name: string, keyPath: string): unknown };
}

/**
 * The part of a raw `IDBOpenDBRequest` the driver wires itself; idb's `wrap()` turns the rest (success,
 * error) into a promise.
 *
 * @example
 * declare const request: IdbOpenRequestLike;
 * request.onblocked = () => undefined;
 */
export interface IdbOpenRequestLike {
  readonly result: IdbUpgradeDatabaseLike;
  onupgradeneeded: ((event: never) => unknown) | null;
  onblocked: ((event: never) => unknown) | null;
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
 * The part of idb's read-only `IDBPCursorWithValue` the driver uses: every step is a promise.
 *
 * @example
 * declare const cursor: IdbpReadCursorLike;
 * const next = await cursor.continue(); // null at the end
 */
export interface IdbpReadCursorLike {
  readonly value: unknown;
  readonly primaryKey: unknown;
  continue(): Promise<IdbpReadCursorLike | null>;
}

/**
 * The part of idb's read-write `IDBPCursorWithValue` the driver uses.
 *
 * @example
 * declare const cursor: IdbpCursorLike;
 * await cursor.delete();
 */
export interface IdbpCursorLike extends IdbpReadCursorLike {
  continue(): Promise<IdbpCursorLike | null>;
  delete(): Promise<void>;
}

/**
 * The part of idb's read-only `IDBPObjectStore` the driver uses.
 *
 * @example
 * declare const store: IdbpReadStoreLike;
 * const row = await store.get("shop/products/SUK-1");
 */
export interface IdbpReadStoreLike {
  get(key: string): Promise<unknown>;
  index(name: string): { openCursor(query: string): Promise<IdbpReadCursorLike | null> };
}

/**
 * The part of idb's read-write `IDBPObjectStore` the driver uses.
 *
 * @example
 * declare const store: IdbpStoreLike;
 * await store.put({ value: 1 }, "shop/products/SUK-1");
 */
export interface IdbpStoreLike {
  get(key: string): Promise<unknown>;
  put(value: unknown, key: string): Promise<unknown>;
  delete(key: string): Promise<void>;
  openCursor(): Promise<IdbpCursorLike | null>;
}

/**
 * The part of idb's `IDBPTransaction` the driver uses: its one store, and `done`, which settles when the
 * transaction commits or fails.
 *
 * @example
 * declare const tx: IdbpTransactionLike<IdbpStoreLike>;
 * await tx.done;
 */
export interface IdbpTransactionLike<TStore> {
  readonly store: TStore;
  readonly done: Promise<void>;
}

/**
 * The part of idb's `IDBPDatabase` the driver uses.
 *
 * @example
 * declare const db: IdbpDatabaseLike;
 * const tx = db.transaction("entries", "readwrite");
 * await tx.done;
 */
export interface IdbpDatabaseLike {
  readonly version: number;
  readonly objectStoreNames: { contains(name: string): boolean };
  transaction(storeName: string, mode: "readonly"): IdbpTransactionLike<IdbpReadStoreLike>;
  transaction(storeName: string, mode: "readwrite"): IdbpTransactionLike<IdbpStoreLike>;
  close(): void;
  onversionchange: ((event: never) => unknown) | null;
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
  /**
   * Called when an open waits on a connection that did not close on `versionchange` (a foreign one: this
   * driver's own connections always close). The open still completes once that connection closes; the
   * store's timeout bounds the wait. @default no-op
   */
  readonly onBlocked?: () => void;
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
 * idb's `wrap()` on an open request: a promise of the wrapped database. Typed through the structural
 * shapes above (see the note at the top of the file).
 */
const wrapOpenRequest = wrap as unknown as (request: IdbOpenRequestLike) => Promise<IdbpDatabaseLike>;

const toRecord = (row: unknown): StoredRecord | undefined => {
  if (row === undefined || row === null) return undefined;
  if (typeof row === "object" && "updated_at" in row) {
    const r = row as Row;
    return { value: r.value, updated_at: r.updated_at, expires_at: r.expires_at ?? null };
  }
  // A value stored by something else: hand it over as is (the store treats it as written at time 0).
  return { value: row, updated_at: 0, expires_at: null };
};

/**
 * The persistent driver for the browser, built on the `idb` wrapper over the `IDBFactory` passed in (the
 * package reads no global `indexedDB`: the driver opens the request on the injected factory and hands it to
 * idb's `wrap()`). One database per name, one object store (`entries`) keyed by the physical key
 * `<db>/<collection>/<key>` (§14.1), with an index on the collection, so an unknown collection needs no
 * schema change.
 *
 * Several tabs: every operation is one IndexedDB transaction, and IndexedDB runs read-write transactions
 * on the same store one after the other, so a record is never half written. `set` reads and writes in one
 * read-write transaction and keeps a stored record that is strictly newer (`updated_at`): the last writer
 * by time wins, and a late write from a slow tab cannot overwrite a newer one. When another tab reopens the
 * database with a higher version (§14.2), this connection closes on `versionchange` and the next call opens
 * the current version, so no tab blocks another. A failed transaction (a quota error included) rejects with
 * the transaction's own error, so the store can recognise it and clear and retry.
 *
 * idb recognises IndexedDB objects by the realm's constructors (`IDBRequest`, `IDBDatabase`, …), which a
 * browser always has; under Node, install the fake's classes as those globals (see `test/idbGlobals.ts`).
 *
 * @example
 * import { indexedDB } from "fake-indexeddb"; // the browser: window.indexedDB
 * const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
 * await driver.set("cart", "current-cart", { value: [], updated_at: 1, expires_at: null });
 */
export function createIndexedDbDriver(options: IndexedDbDriverOptions): IndexedDbDriver {
  const { indexedDB: factory, dbName, onBlocked } = options;
  const storeName = options.storeName ?? "entries";
  let connection: Promise<IdbpDatabaseLike> | null = null;
  let reopening: Promise<void> | null = null;

  const open = async (version?: number): Promise<IdbpDatabaseLike> => {
    const request = version === undefined ? factory.open(dbName) : factory.open(dbName, version);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(storeName)) {
        db.createObjectStore(storeName).createIndex(COLLECTION_INDEX, "collection");
      }
    };
    if (onBlocked) request.onblocked = () => onBlocked();
    const opened = wrapOpenRequest(request);
    if ((opened as unknown) === request) {
      throw new TypeError(
        "createIndexedDbDriver: the factory's requests are not this realm's IDBRequest, so idb cannot wrap them",
      );
    }
    const db = await opened;
    if (db.objectStoreNames.contains(storeName)) return db;
    // A database of this name made without the store (something else opened the name first, with no
    // upgrade of its own): without the store every transaction would fail for good, so it gets one.
    const next = db.version + 1;
    db.close();
    return open(next);
  };

  /** Opens a connection and makes it the current one; it closes itself on another tab's `versionchange`. */
  const connect = (version?: number): Promise<IdbpDatabaseLike> => {
    const next: Promise<IdbpDatabaseLike> = open(version).then((db) => {
      db.onversionchange = () => {
        // Another tab reopens with a higher version: step aside so it is not blocked.
        db.close();
        if (connection === next) connection = null;
      };
      return db;
    });
    connection = next;
    next.catch(() => {
      if (connection === next) connection = null;
    });
    return next;
  };

  const database = (): Promise<IdbpDatabaseLike> => connection ?? connect();

  /** Runs one transaction; a connection closed under it (another tab's upgrade) is reopened once. */
  const run = async <TStore, TResult>(
    begin: (db: IdbpDatabaseLike) => IdbpTransactionLike<TStore>,
    body: (store: TStore) => Promise<TResult>,
  ): Promise<TResult> => {
    const attempt = async (): Promise<TResult> => {
      const tx = begin(await database());
      const outcome = body(tx.store).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      // A failed transaction rejects with its own error first: a quota error aborts the commit with
      // `QuotaExceededError` while its requests only see `AbortError`, and the store must see the quota.
      await tx.done;
      const settled = await outcome;
      if (!settled.ok) throw settled.error;
      return settled.value;
    };
    try {
      return await attempt();
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name !== "InvalidStateError") throw error;
      connection = null;
      return attempt();
    }
  };
  const reading = (db: IdbpDatabaseLike) => db.transaction(storeName, "readonly");
  const writing = (db: IdbpDatabaseLike) => db.transaction(storeName, "readwrite");

  return {
    get(collection, key) {
      return run(reading, async (store) => toRecord(await store.get(physicalKey(dbName, collection, key))));
    },
    set(collection, key, record) {
      const id = physicalKey(dbName, collection, key);
      // Read and write in one read-write transaction: atomic against other tabs.
      return run(writing, async (store) => {
        const existing = toRecord(await store.get(id));
        if (existing && existing.updated_at > record.updated_at) return existing;
        const row: Row = {
          collection,
          key,
          value: record.value,
          updated_at: record.updated_at,
          expires_at: record.expires_at,
        };
        await store.put(row, id);
        return record;
      });
    },
    remove(collection, key) {
      return run(writing, (store) => store.delete(physicalKey(dbName, collection, key)));
    },
    iterate(collection, visit) {
      return run(reading, async (store) => {
        let cursor = await store.index(COLLECTION_INDEX).openCursor(collection);
        while (cursor) {
          const row = cursor.value as Row;
          const record = toRecord(row);
          if (record && visit(record, typeof row.key === "string" ? row.key : String(cursor.primaryKey)))
            return;
          cursor = await cursor.continue();
        }
      });
    },
    clear(keepCollections) {
      return run(writing, async (store) => {
        let cursor = await store.openCursor();
        while (cursor) {
          const row = cursor.value as Partial<Row> | null;
          if (!row || typeof row.collection !== "string" || !keepCollections.includes(row.collection)) {
            await cursor.delete();
          }
          cursor = await cursor.continue();
        }
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
        await connect(next);
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
      try {
        (await pending).close();
      } catch {
        // never opened
      }
    },
  };
}
