import "../test/idbGlobals.js";
import { IDBFactory, IDBObjectStore } from "fake-indexeddb";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IdbFactoryLike, OfflineStorageClock, StorageChange, StoredRecord } from "./index.js";
import { createIndexedDbDriver, createOfflineStorage, isQuotaExceededError } from "./index.js";

const record = (value: unknown, updated_at = 1, expires_at: number | null = null): StoredRecord => ({
  value,
  updated_at,
  expires_at,
});

/** A fresh, empty fake IndexedDB per test (a browser profile shared by its tabs). */
const freshIndexedDb = (): IdbFactoryLike => new IDBFactory() as IdbFactoryLike;

/** Real timers: fake-indexeddb schedules its own work with them. */
const realClock = (start = 1_700_000_000_000): OfflineStorageClock & { tick(ms: number): void } => {
  let offset = 0;
  return {
    now: () => start + offset,
    tick(ms) {
      offset += ms;
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
};

async function keysOf(indexedDB: IdbFactoryLike, dbName: string, collection: string): Promise<string[]> {
  const driver = createIndexedDbDriver({ indexedDB, dbName });
  const keys: string[] = [];
  await driver.iterate(collection, (_record, key) => {
    keys.push(key);
    return false;
  });
  await driver.close();
  return keys;
}

describe("createIndexedDbDriver", () => {
  it("stores, reads and removes a record in a database of the given name", async () => {
    const indexedDB = freshIndexedDb();
    const driver = createIndexedDbDriver({ indexedDB, dbName: "de-shop" });
    await expect(driver.get("products", "SUK-1")).resolves.toBeUndefined();
    const stored = await driver.set("products", "SUK-1", record({ sku: "SUK-1", price: 129.99 }, 5, 99));
    expect(stored).toEqual(record({ sku: "SUK-1", price: 129.99 }, 5, 99));
    expect(await driver.get("products", "SUK-1")).toEqual(record({ sku: "SUK-1", price: 129.99 }, 5, 99));
    await driver.remove("products", "SUK-1");
    expect(await driver.get("products", "SUK-1")).toBeUndefined();
    await driver.remove("products", "never-there");
    await driver.close();
  });

  it("keeps the physical key <db>/<collection>/<key>", async () => {
    const indexedDB = freshIndexedDb();
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    await driver.set("cart", "current-cart", record([]));
    const db = await new Promise<{
      transaction(
        s: string,
        m: string,
      ): { objectStore(s: string): { getAllKeys(): { onsuccess: unknown; result: unknown } } };
      close(): void;
    }>((resolve) => {
      const request = (
        indexedDB as unknown as { open(n: string): { onsuccess: unknown; result: never } }
      ).open("shop");
      request.onsuccess = () => resolve(request.result);
    });
    await driver.close();
    const keys = await new Promise((resolve) => {
      const request = db.transaction("entries", "readonly").objectStore("entries").getAllKeys();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    expect(keys).toEqual(["shop/cart/current-cart"]);
  });

  it("creates an unknown collection on first use, with no schema change", async () => {
    const indexedDB = freshIndexedDb();
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    await driver.set("brand-new", "k", record("v"));
    expect(await driver.version()).toBe(1);
    expect((await driver.get("brand-new", "k"))?.value).toBe("v");
    await driver.close();
  });

  it("iterates one collection in key order and stops when the visitor says so", async () => {
    const indexedDB = freshIndexedDb();
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    await driver.set("products", "b", record(2));
    await driver.set("products", "a", record(1));
    await driver.set("products", "c", record(3));
    await driver.set("categories", "x", record("other collection"));
    const seen: string[] = [];
    await driver.iterate("products", (r, key) => {
      seen.push(`${key}=${String(r.value)}`);
      return false;
    });
    expect(seen).toEqual(["a=1", "b=2", "c=3"]);
    const stopped: string[] = [];
    await driver.iterate("products", (_r, key) => {
      stopped.push(key);
      return key === "b";
    });
    expect(stopped).toEqual(["a", "b"]);
    await driver.close();
  });

  it("clears every collection except the kept ones", async () => {
    const indexedDB = freshIndexedDb();
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    for (const c of ["cart", "user", "products", "elasticCache"]) await driver.set(c, "k", record(c));
    await driver.clear(["cart", "user"]);
    expect(await driver.get("cart", "k")).toEqual(record("cart"));
    expect(await driver.get("user", "k")).toEqual(record("user"));
    expect(await driver.get("products", "k")).toBeUndefined();
    expect(await driver.get("elasticCache", "k")).toBeUndefined();
    await driver.close();
  });

  it("reopens with a higher version and keeps the data", async () => {
    const indexedDB = freshIndexedDb();
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    await driver.set("products", "a", record(1));
    expect(await driver.version()).toBe(1);
    await driver.reopen();
    expect(await driver.version()).toBe(2);
    await Promise.all([driver.reopen(), driver.reopen()]);
    expect(await driver.version()).toBe(3);
    expect((await driver.get("products", "a"))?.value).toBe(1);
    await driver.close();
  });

  it("adds the store to a database of its name that something else created without it", async () => {
    const indexedDB = freshIndexedDb();
    // An empty database "shop" at version 1, as a bare `indexedDB.open("shop")` leaves it.
    await new Promise<void>((resolve) => {
      const request = (
        indexedDB as unknown as { open(n: string): { onsuccess: unknown; result: { close(): void } } }
      ).open("shop");
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    await driver.set("claims", "cookie-consent", record({ analytics: true }));
    expect((await driver.get("claims", "cookie-consent"))?.value).toEqual({ analytics: true });
    expect(await driver.version()).toBe(2);
    await driver.close();
  });

  it("keeps a stored record that is newer than the incoming one (last writer by time wins)", async () => {
    const indexedDB = freshIndexedDb();
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    await driver.set("cart", "current-cart", record(["new"], 20));
    const winner = await driver.set("cart", "current-cart", record(["late and old"], 10));
    expect(winner).toEqual(record(["new"], 20));
    expect((await driver.get("cart", "current-cart"))?.value).toEqual(["new"]);
    await driver.set("cart", "current-cart", record(["same time, later"], 20));
    expect((await driver.get("cart", "current-cart"))?.value).toEqual(["same time, later"]);
    await driver.close();
  });

  it("hands over a value stored without the envelope as written at time 0", async () => {
    const indexedDB = freshIndexedDb();
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    await driver.set("products", "seed", record(0));
    const db = await new Promise<{
      transaction(
        s: string,
        m: string,
      ): { objectStore(s: string): { put(v: unknown, k: string): void }; oncomplete: unknown };
      close(): void;
    }>((resolve) => {
      const request = (
        indexedDB as unknown as { open(n: string): { onsuccess: unknown; result: never } }
      ).open("shop");
      request.onsuccess = () => resolve(request.result);
    });
    await new Promise((resolve) => {
      const tx = db.transaction("entries", "readwrite");
      tx.objectStore("entries").put("bare", "shop/products/legacy");
      tx.oncomplete = resolve;
    });
    db.close();
    expect(await driver.get("products", "legacy")).toEqual(record("bare", 0));
    await driver.close();
  });
});

describe("two tabs on one IndexedDB database", () => {
  it("two writers on the same key end with the newer write, whatever order the writes land in", async () => {
    const indexedDB = freshIndexedDb();
    const tabA = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    const tabB = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    // B wrote later (t=200) but its write reaches the database first; A's older write (t=100) lands after.
    await tabB.set("cart", "current-cart", record([{ sku: "B", qty: 2 }], 200));
    const winner = await tabA.set("cart", "current-cart", record([{ sku: "A", qty: 1 }], 100));
    expect(winner.value).toEqual([{ sku: "B", qty: 2 }]);
    expect((await tabA.get("cart", "current-cart"))?.value).toEqual([{ sku: "B", qty: 2 }]);
    expect((await tabB.get("cart", "current-cart"))?.value).toEqual([{ sku: "B", qty: 2 }]);
    await tabA.close();
    await tabB.close();
  });

  it("200 interleaved writes from two tabs keep every key whole and the newest value per key", async () => {
    const indexedDB = freshIndexedDb();
    const tabA = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    const tabB = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    const writes: Promise<StoredRecord>[] = [];
    const newest = new Map<string, { writer: string; n: number; at: number }>();
    for (let n = 0; n < 100; n += 1) {
      for (const [writer, driver] of [
        ["A", tabA],
        ["B", tabB],
      ] as const) {
        const key = `k${n % 10}`;
        // Deterministic, non-monotonic write times so that late-landing older writes occur.
        const at = 1000 + ((n * 37 + (writer === "A" ? 0 : 11)) % 97) * 10 + (writer === "A" ? 0 : 1);
        const value = {
          writer,
          n,
          lines: Array.from({ length: 5 }, (_, i) => ({ sku: `${writer}-${n}-${i}` })),
        };
        const best = newest.get(key);
        if (!best || at >= best.at) newest.set(key, { writer, n, at });
        writes.push(driver.set("products", key, record(value, at)));
      }
    }
    await Promise.all(writes);
    for (const [key, best] of newest) {
      const stored = await tabA.get("products", key);
      const value = stored?.value as { writer: string; n: number; lines: { sku: string }[] };
      expect(stored?.updated_at).toBe(best.at);
      // Whole, never mixed: every line belongs to the same write.
      expect(value.lines.map((l) => l.sku)).toEqual(
        Array.from({ length: 5 }, (_, i) => `${value.writer}-${value.n}-${i}`),
      );
    }
    expect(await keysOf(indexedDB, "shop", "products")).toHaveLength(10);
    await tabA.close();
    await tabB.close();
  });

  it("a tab reopening with a higher version does not block the other tab", async () => {
    const indexedDB = freshIndexedDb();
    const tabA = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    const tabB = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    await tabA.set("products", "a", record(1));
    await tabB.set("products", "b", record(2));
    await tabA.reopen();
    expect(await tabA.version()).toBe(2);
    // B's connection closed itself on versionchange; its next call opens the current version.
    expect((await tabB.get("products", "a"))?.value).toBe(1);
    expect(await tabB.version()).toBe(2);
    await tabB.set("products", "c", record(3));
    expect((await tabA.get("products", "c"))?.value).toBe(3);
    await tabA.close();
    await tabB.close();
  });

  it("two stores share data through IndexedDB and memory caches follow each other's change events", async () => {
    const indexedDB = freshIndexedDb();
    const clock = realClock();
    const make = () =>
      createOfflineStorage({ driver: (dbName) => createIndexedDbDriver({ indexedDB, dbName }), clock });
    const tabA = make();
    const tabB = make();
    const channel: StorageChange[] = [];
    tabA.subscribe((change) => {
      channel.push(change);
      tabB.receive(change);
    });
    tabB.subscribe((change) => {
      channel.push(change);
      tabA.receive(change);
    });
    const cartA = tabA.collection("cart");
    const cartB = tabB.collection("cart");
    await cartA.setItem("current-cart", [{ sku: "A", qty: 1 }]);
    expect(await cartB.getItem("current-cart")).toEqual([{ sku: "A", qty: 1 }]);
    clock.tick(5);
    await cartB.setItem("current-cart", [{ sku: "A", qty: 3 }]);
    // A's memory cache held qty 1; B's change event replaced it.
    expect(await cartA.getItem("current-cart")).toEqual([{ sku: "A", qty: 3 }]);
    expect(channel.map((c) => [c.type, c.key, c.updated_at])).toEqual([
      ["set", "current-cart", clock.now() - 5],
      ["set", "current-cart", clock.now()],
    ]);
    await cartB.removeItem("current-cart");
    expect(await cartA.getItem("current-cart")).toBeNull();
    tabA.dispose();
    tabB.dispose();
  });

  it("a slow tab's older write does not overwrite a newer one, and its memory adopts the winner", async () => {
    const indexedDB = freshIndexedDb();
    const clockA = realClock(1_000);
    const clockB = realClock(2_000);
    const tabA = createOfflineStorage({
      driver: (dbName) => createIndexedDbDriver({ indexedDB, dbName }),
      clock: clockA,
    });
    const tabB = createOfflineStorage({
      driver: (dbName) => createIndexedDbDriver({ indexedDB, dbName }),
      clock: clockB,
    });
    await tabB.collection("user").setItem("current-user", { email: "b@example.pl" });
    await expect(tabA.collection("user").setItem("current-user", { email: "a@example.pl" })).resolves.toEqual(
      {
        email: "a@example.pl",
      },
    );
    expect(await tabA.collection("user").getItem("current-user")).toEqual({ email: "b@example.pl" });
    const check = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    expect((await check.get("user", "current-user"))?.value).toEqual({ email: "b@example.pl" });
    await check.close();
  });
});

/**
 * Makes the next `times` puts fail the way a full disk does in a browser: the put itself is accepted, then
 * the commit aborts with `QuotaExceededError` (its requests only see `AbortError`). Uses fake-indexeddb's
 * internal `_abort(name)`, the one way to give a transaction a chosen error.
 */
function failNextPutsWithQuota(times: number): () => void {
  const original = IDBObjectStore.prototype.put;
  let left = times;
  IDBObjectStore.prototype.put = function put(
    this: InstanceType<typeof IDBObjectStore>,
    ...args: Parameters<typeof original>
  ) {
    const request = original.apply(this, args);
    if (left > 0) {
      left -= 1;
      (this.transaction as unknown as { _abort(name: string): void })._abort("QuotaExceededError");
    }
    return request;
  };
  return () => {
    IDBObjectStore.prototype.put = original;
  };
}

describe("createIndexedDbDriver on idb", () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it("works from the injected factory alone: no global indexedDB exists in these tests", async () => {
    expect(globalThis).not.toHaveProperty("indexedDB");
    const driver = createIndexedDbDriver({ indexedDB: freshIndexedDb(), dbName: "shop" });
    await driver.set("cart", "current-cart", record([{ sku: "SUK-1", qty: 1 }], 7));
    expect(await driver.get("cart", "current-cart")).toEqual(record([{ sku: "SUK-1", qty: 1 }], 7));
    await driver.close();
  });

  it("rejects a write whose commit hits the quota with the QuotaExceededError, keeping the stored record", async () => {
    const driver = createIndexedDbDriver({ indexedDB: freshIndexedDb(), dbName: "shop" });
    await driver.set("products", "a", record("old", 1));
    restore = failNextPutsWithQuota(1);
    const error: unknown = await driver.set("products", "a", record("new", 2)).then(
      () => "resolved",
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: "QuotaExceededError" });
    expect(isQuotaExceededError(error)).toBe(true);
    expect(await driver.get("products", "a")).toEqual(record("old", 1));
    await driver.close();
  });

  it("lets the store clear every collection but cart and user, then retry once, on an IndexedDB quota error", async () => {
    const indexedDB = freshIndexedDb();
    const seed = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    for (const c of ["cart", "user", "categories"]) await seed.set(c, "k", record(c));
    await seed.close();
    const storage = createOfflineStorage({
      driver: (dbName) => createIndexedDbDriver({ indexedDB, dbName }),
      clock: realClock(),
    });
    restore = failNextPutsWithQuota(1);
    await expect(storage.collection("products").setItem("SUK-1", { price: 12999 })).resolves.toEqual({
      price: 12999,
    });
    storage.dispose();
    const keys: Record<string, string[]> = {};
    for (const c of ["cart", "user", "categories", "products"]) keys[c] = await keysOf(indexedDB, "shop", c);
    expect(keys).toEqual({ cart: ["k"], user: ["k"], categories: [], products: ["SUK-1"] });
  });

  it("calls onBlocked while a foreign connection keeps the old version open, and opens once it closes", async () => {
    const indexedDB = freshIndexedDb();
    let blocked = 0;
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop", onBlocked: () => (blocked += 1) });
    await driver.set("products", "a", record(1));
    // A connection that ignores versionchange (not one of this driver's).
    const foreign = await new Promise<{ close(): void }>((resolve) => {
      const request = (
        indexedDB as unknown as { open(n: string): { onsuccess: unknown; result: never } }
      ).open("shop");
      request.onsuccess = () => resolve(request.result);
    });
    const reopening = driver.reopen();
    await vi.waitFor(() => expect(blocked).toBe(1));
    foreign.close();
    await reopening;
    expect(await driver.version()).toBe(2);
    expect((await driver.get("products", "a"))?.value).toBe(1);
    await driver.close();
  });

  it("rejects with a TypeError when the factory's requests are not this realm's IDBRequest", async () => {
    const alien = { result: undefined as never, onupgradeneeded: null, onblocked: null };
    const driver = createIndexedDbDriver({ indexedDB: { open: () => alien }, dbName: "shop" });
    await expect(driver.get("products", "a")).rejects.toThrow(TypeError);
  });

  it("rejects with the visitor's error and leaves the data intact when iterate's visitor throws", async () => {
    const indexedDB = freshIndexedDb();
    const driver = createIndexedDbDriver({ indexedDB, dbName: "shop" });
    await driver.set("products", "a", record(1));
    await driver.set("products", "b", record(2));
    await expect(
      driver.iterate("products", () => {
        throw new Error("visitor broke");
      }),
    ).rejects.toThrow("visitor broke");
    expect(await keysOf(indexedDB, "shop", "products")).toEqual(["a", "b"]);
    await driver.close();
  });
});
