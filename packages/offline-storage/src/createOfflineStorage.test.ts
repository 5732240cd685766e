import { describe, expect, it } from "vitest";
import { createControlledDriver, quotaError } from "../test/controlledDriver.js";
import { createLogSink } from "../test/logSink.js";
import { createManualClock } from "../test/manualClock.js";
import type { MemoryDriver, OfflineStorageOptions, StorageChange } from "./index.js";
import {
  createMemoryDriver,
  createOfflineStorage,
  defaultOfflineStorageConfig,
  offlineCollections,
} from "./index.js";

function setup(overrides: Partial<OfflineStorageOptions> = {}) {
  const clock = createManualClock();
  const logs = createLogSink();
  const drivers = new Map<string, MemoryDriver>();
  const storage = createOfflineStorage({
    driver: (dbName) => {
      const driver = createMemoryDriver({ dbName });
      drivers.set(dbName, driver);
      return driver;
    },
    clock,
    logger: logs,
    ...overrides,
  });
  return { clock, logs, drivers, storage };
}

describe("createOfflineStorage: collections (§14.1)", () => {
  it("lists the fifteen collections of the spec, elasticCache being the only one with a quota (4096 KB)", () => {
    expect(offlineCollections).toEqual([
      "cart",
      "user",
      "checkout",
      "orders",
      "syncTasks",
      "wishlist",
      "compare",
      "newsletter",
      "categories",
      "attributes",
      "products",
      "elasticCache",
      "cms",
      "url",
      "recently-viewed",
    ]);
    const { storage } = setup();
    const quotas = Object.fromEntries(
      offlineCollections.map((name) => [name, storage.collection(name).quotaKb]),
    );
    expect(Object.entries(quotas).filter(([, quota]) => quota > 0)).toEqual([["elasticCache", 4096]]);
    storage.dispose();
  });

  it("names the database '<storeCode>-shop' for localized collections with a store code", async () => {
    const { storage, drivers } = setup({ storeCode: "de" });
    await storage.collection("products").setItem("SUK-1", { sku: "SUK-1" });
    expect([...drivers.keys()]).toEqual(["de-shop"]);
    expect(drivers.get("de-shop")?.keys()).toEqual(["de-shop/products/SUK-1"]);
  });

  it("names it 'shop' without a store code, for a common collection, and with commonCache on", async () => {
    const plain = setup();
    await plain.storage.collection("products").setItem("a", 1);
    expect([...plain.drivers.keys()]).toEqual(["shop"]);
    const common = setup({ storeCode: "it" });
    await common.storage.collection("products", { localized: false }).setItem("a", 1);
    expect([...common.drivers.keys()]).toEqual(["shop"]);
    const shared = setup({ storeCode: "it", config: { commonCache: true } });
    await shared.storage.init("products").setItem("a", 1);
    expect(shared.drivers.get("shop")?.keys()).toEqual(["shop/products/a"]);
  });

  it("creates an unknown collection on first use", async () => {
    const { storage, drivers } = setup();
    await storage.collection("brand-new").setItem("k", "v");
    expect(drivers.get("shop")?.keys()).toEqual(["shop/brand-new/k"]);
    expect(storage.collection("brand-new").quotaKb).toBe(0);
  });

  it("init(name, localized, quota) registers a quota", () => {
    const { storage } = setup({ storeCode: "de" });
    const store = storage.init("bigCache", false, 512);
    expect([store.db, store.collection, store.quotaKb]).toEqual(["shop", "bigCache", 512]);
    storage.dispose();
  });

  it("in the browser shares one memory cache per (db, collection)", async () => {
    const { storage } = setup();
    expect(storage.collection("cart")).toBe(storage.collection("cart"));
    await storage.collection("cart").setItem("current-cart", [1], undefined, true);
    expect(await storage.collection("cart").getItem("current-cart")).toEqual([1]);
  });

  it("on the server gives every instance its own memory and never persists", async () => {
    const { storage, drivers } = setup({ isServer: true });
    const first = storage.collection("cart");
    const second = storage.collection("cart");
    expect(first).not.toBe(second);
    await first.setItem("current-cart", [1]);
    expect(await first.getItem("current-cart")).toEqual([1]);
    expect(await second.getItem("current-cart")).toBeNull();
    await storage.clear();
    expect(drivers.size).toBe(0);
  });
});

describe("createOfflineStorage: clear() (§14.1)", () => {
  it("empties the persistent store of every collection except cart and user, leaving memory caches alone", async () => {
    const { storage, drivers } = setup();
    for (const name of ["cart", "user", "products", "categories", "elasticCache"]) {
      await storage.collection(name).setItem("k", name);
    }
    await storage.clear();
    expect(drivers.get("shop")?.keys()).toEqual(["shop/cart/k", "shop/user/k"]);
    expect(await storage.collection("products").getItem("k")).toBe("products");
    storage.dispose();
  });

  it("clears every database opened so far", async () => {
    const { storage, drivers } = setup({ storeCode: "de" });
    await storage.collection("products").setItem("a", 1);
    await storage.collection("products", { localized: false }).setItem("b", 2);
    await storage.clear();
    expect([drivers.get("de-shop")?.keys(), drivers.get("shop")?.keys()]).toEqual([[], []]);
  });

  it("rejects with clear-failed when a driver fails", async () => {
    const clock = createManualClock();
    const driver = createControlledDriver([]);
    const storage = createOfflineStorage({ driver: () => driver, clock });
    storage.collection("products");
    const clearing = storage.clear();
    await clock.flush();
    driver.last("clear").reject(new Error("locked"));
    await expect(clearing).rejects.toMatchObject({ reason: "clear-failed" });
  });

  it("is what a quota error runs before its one retry", async () => {
    const clock = createManualClock();
    const driver = createControlledDriver();
    const storage = createOfflineStorage({ driver: () => driver, clock });
    await driver.backing.set("cart", "current-cart", { value: [1], updated_at: 1, expires_at: null });
    await driver.backing.set("categories", "c", { value: "cat", updated_at: 1, expires_at: null });
    const write = storage.collection("products").setItem("a", 1);
    driver.last("set").reject(quotaError());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(driver.backing.keys()).toEqual(["shop/cart/current-cart"]);
    await driver.last("set").succeed();
    await expect(write).resolves.toBe(1);
  });
});

describe("createOfflineStorage: size checks every 30 000 ms", () => {
  it("checks collections with a quota every 30 s in the browser", async () => {
    const { storage, clock, logs } = setup();
    await storage.collection("elasticCache").setItem("q", "abcd");
    await storage.collection("products").setItem("p", "x");
    await clock.advance(29_999);
    expect(logs.events()).not.toContain("size");
    await clock.advance(1);
    expect(logs.entries.filter((e) => e.event === "size").map((e) => e.collection)).toEqual(["elasticCache"]);
    await clock.advance(30_000);
    expect(logs.events().filter((e) => e === "size")).toHaveLength(2);
    storage.dispose();
    await clock.advance(60_000);
    expect(logs.events().filter((e) => e === "size")).toHaveLength(2);
    expect(clock.pending()).toBe(0);
  });

  it("purges an over-quota collection on the check", async () => {
    const { storage, clock, drivers, logs } = setup({ config: { quotasKb: { elasticCache: 1 } } });
    const cache = storage.collection("elasticCache");
    for (let i = 0; i < 120; i += 1) await cache.setItem(`q${String(i).padStart(3, "0")}`, "x".repeat(10));
    await clock.advance(30_000);
    await clock.flush();
    expect(drivers.get("shop")?.keys()).toHaveLength(21);
    expect(logs.entries.find((e) => e.event === "purged")?.details?.purgedKeys).toHaveLength(99);
    storage.dispose();
  });

  it("schedules no size check on the server", async () => {
    const { storage, clock, logs } = setup({ isServer: true });
    storage.collection("elasticCache");
    expect(clock.pending()).toBe(0);
    await clock.advance(60_000);
    expect(logs.events()).not.toContain("size");
  });

  it("does not start a check while the previous one still runs", async () => {
    const clock = createManualClock();
    const driver = createControlledDriver(["reopen", "clear", "set"]);
    const storage = createOfflineStorage({ driver: () => driver, clock, config: { iterateTimeoutMs: 1e9 } });
    storage.collection("elasticCache");
    await clock.advance(30_000);
    await clock.advance(30_000);
    expect(driver.calls.filter((c) => c.method === "iterate")).toHaveLength(1);
    storage.dispose();
  });
});

describe("createOfflineStorage: change feed for other tabs", () => {
  it("tells subscribers about persistent writes and removals, not memory-only ones", async () => {
    const { storage, clock } = setup();
    const changes: StorageChange[] = [];
    const unsubscribe = storage.subscribe((change) => changes.push(change));
    const cart = storage.collection("cart");
    await cart.setItem("current-cart", [{ sku: "A" }]);
    await cart.setItem("draft", 1, undefined, true);
    await cart.removeItem("current-cart");
    expect(changes).toEqual([
      {
        type: "set",
        db: "shop",
        collection: "cart",
        key: "current-cart",
        value: [{ sku: "A" }],
        updated_at: clock.now(),
        expires_at: null,
      },
      { type: "remove", db: "shop", collection: "cart", key: "current-cart", updated_at: clock.now() },
    ]);
    unsubscribe();
    await cart.setItem("current-cart", []);
    expect(changes).toHaveLength(2);
  });

  it("routes a received change to the collection's memory cache", async () => {
    const { storage, clock } = setup();
    const cart = storage.collection("cart");
    storage.receive({
      type: "set",
      db: "shop",
      collection: "cart",
      key: "current-cart-token",
      value: "aZ3",
      updated_at: clock.now(),
    });
    expect(await cart.getItem("current-cart-token")).toBe("aZ3");
    // A change for a collection this tab never opened is ignored.
    storage.receive({ type: "remove", db: "shop", collection: "orders", key: "x", updated_at: clock.now() });
  });

  it("keeps running the other listeners when one throws, and logs it", async () => {
    const { storage, logs } = setup();
    const seen: string[] = [];
    storage.subscribe(() => {
      throw new Error("listener broke");
    });
    storage.subscribe((change) => seen.push(change.key));
    await expect(storage.collection("cart").setItem("current-cart", [])).resolves.toEqual([]);
    expect(seen).toEqual(["current-cart"]);
    expect(logs.events()).toContain("callback-failed");
  });
});

describe("defaultOfflineStorageConfig", () => {
  it("holds the spec's numbers", () => {
    expect(defaultOfflineStorageConfig).toMatchObject({
      operationTimeoutMs: 800,
      iterateTimeoutMs: 2000,
      readErrorLimit: 1,
      writeErrorLimit: 30,
      sizeCheckIntervalMs: 30_000,
      purgeBelowVisit: 100,
      ttlSeconds: 86_400,
      preserveCollections: ["cart", "user"],
      quotasKb: { elasticCache: 4096 },
      commonCache: false,
    });
  });
});

describe("createOfflineStorage: clear() that hangs", () => {
  it("rejects with clear-failed after 2000 ms", async () => {
    const clock = createManualClock();
    const driver = createControlledDriver([]);
    const storage = createOfflineStorage({ driver: () => driver, clock });
    storage.collection("products");
    const clearing = storage.clear();
    let settled = false;
    clearing.catch(() => {
      settled = true;
    });
    await clock.advance(1999);
    expect(settled).toBe(false);
    await clock.advance(1);
    await expect(clearing).rejects.toMatchObject({ reason: "clear-failed" });
  });

  it("lets a quota retry go ahead when the clear hangs", async () => {
    const clock = createManualClock();
    const driver = createControlledDriver([]);
    const logs = createLogSink();
    const storage = createOfflineStorage({ driver: () => driver, clock, logger: logs });
    const write = storage.collection("products").setItem("a", 1);
    driver.last("set").reject(quotaError());
    await clock.advance(2000);
    expect(driver.calls.filter((c) => c.method === "set")).toHaveLength(2);
    await driver.last("set").succeed();
    await expect(write).resolves.toBe(1);
    expect(logs.events()).toContain("clear-failed");
  });
});
