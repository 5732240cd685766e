import { describe, expect, it } from "vitest";
import { createControlledDriver, quotaError } from "../test/controlledDriver.js";
import { createLogSink } from "../test/logSink.js";
import { createManualClock } from "../test/manualClock.js";
import { callbackSpy, track } from "../test/track.js";
import type { CollectionStoreOptions } from "./index.js";
import { createCollectionStore, createMemoryDriver, isOfflineStorageError } from "./index.js";

function setup(overrides: Partial<CollectionStoreOptions> = {}) {
  const clock = createManualClock();
  const driver = createControlledDriver();
  const logs = createLogSink();
  const store = createCollectionStore({
    db: "shop",
    collection: "products",
    driver,
    clock,
    logger: logs,
    ...overrides,
  });
  return { clock, driver, logs, store };
}

/** Makes the collection count `n` timeouts through setItem (each write hangs for 800 ms). */
async function timeOutWrites(
  store: ReturnType<typeof setup>["store"],
  clock: ReturnType<typeof setup>["clock"],
  n: number,
) {
  for (let i = 0; i < n; i += 1) {
    const pending = store.setItem(`t${i}`, { i });
    await clock.advance(800);
    await pending;
  }
}

describe("createCollectionStore: memory cache", () => {
  it("serves a truthy memory value without asking the driver", async () => {
    const { store, driver, clock } = setup();
    const write = store.setItem("SUK-1", { sku: "SUK-1" });
    await driver.last("set").succeed();
    await write;
    const cb = callbackSpy<{ sku: string }>();
    await expect(store.getItem("SUK-1", cb)).resolves.toEqual({ sku: "SUK-1" });
    expect(driver.calls.filter((c) => c.method === "get")).toHaveLength(0);
    expect(cb.calls).toEqual([[null, { sku: "SUK-1" }]]);
    expect(clock.pending()).toBe(0);
  });

  it("deep-clones on write: changing the written object later does not change the stored value", async () => {
    const { store, driver } = setup();
    const product = { sku: "SUK-1", sizes: [7, 8] };
    const write = store.setItem("SUK-1", product);
    product.sizes.push(9);
    await driver.last("set").succeed();
    await write;
    expect(await store.getItem("SUK-1")).toEqual({ sku: "SUK-1", sizes: [7, 8] });
    expect(driver.backing.peek("products", "SUK-1")?.value).toEqual({ sku: "SUK-1", sizes: [7, 8] });
  });

  it("deep-clones on read: changing a read value does not change the next read", async () => {
    const { store } = setup();
    void store.setItem("SUK-1", { sku: "SUK-1", sizes: [7] });
    const first = await store.getItem<{ sizes: number[] }>("SUK-1");
    first?.sizes.push(99);
    expect(await store.getItem("SUK-1")).toEqual({ sku: "SUK-1", sizes: [7] });
  });

  it("on the server keeps memory only: no driver call, memory value or null", async () => {
    const { store, driver } = setup({ isServer: true });
    await expect(store.setItem("SUK-1", { sku: "SUK-1" })).resolves.toBeNull();
    expect(await store.getItem("SUK-1")).toEqual({ sku: "SUK-1" });
    expect(await store.getItem("missing")).toBeNull();
    await store.setItem("zero", 0);
    expect(await store.getItem("zero")).toBe(0);
    expect(driver.calls).toHaveLength(0);
  });

  it("memoryOnly writes resolve null and never reach the driver", async () => {
    const { store, driver } = setup();
    const cb = callbackSpy<number>();
    await expect(store.setItem("k", 5, cb, true)).resolves.toBeNull();
    expect(cb.calls).toEqual([[null, null]]);
    expect(driver.calls).toHaveLength(0);
    expect(await store.getItem("k")).toBe(5);
  });
});

describe("createCollectionStore: getItem from the persistent store", () => {
  it("fills memory on success and calls back with the value", async () => {
    const { store, driver } = setup();
    await driver.backing.set("products", "SUK-1", {
      value: { sku: "SUK-1" },
      updated_at: 1,
      expires_at: null,
    });
    const cb = callbackSpy<{ sku: string }>();
    const read = store.getItem("SUK-1", cb);
    await driver.last("get").succeed();
    expect(await read).toEqual({ sku: "SUK-1" });
    expect(cb.calls).toEqual([[null, { sku: "SUK-1" }]]);
    expect(await store.getItem("SUK-1")).toEqual({ sku: "SUK-1" });
    expect(driver.calls.filter((c) => c.method === "get")).toHaveLength(1);
  });

  it("does not fill memory with a falsy value", async () => {
    const { store, driver } = setup();
    await driver.backing.set("products", "count", { value: 0, updated_at: 1, expires_at: null });
    const read = store.getItem("count");
    await driver.last("get").succeed();
    expect(await read).toBe(0);
    const again = store.getItem("count");
    expect(driver.calls.filter((c) => c.method === "get")).toHaveLength(2);
    await driver.last("get").succeed();
    expect(await again).toBe(0);
  });

  it("resolves null for a key stored nowhere", async () => {
    const { store, driver } = setup();
    const read = store.getItem("nope");
    await driver.last("get").succeed();
    expect(await read).toBeNull();
  });

  it("on a driver error calls back with the error and the memory value, and resolves (never rejects)", async () => {
    const { store, driver, logs } = setup();
    void store.setItem("zero", 0, undefined, true);
    const cb = callbackSpy<number>();
    const read = store.getItem("zero", cb);
    const cause = new Error("disk on fire");
    driver.last("get").reject(cause);
    await expect(read).resolves.toBe(0);
    const [error, value] = cb.calls[0] ?? [];
    expect(value).toBe(0);
    expect(isOfflineStorageError(error) && error.reason).toBe("read-failed");
    expect((error as Error).cause).toBe(cause);
    expect(logs.events()).toContain("read-failed");
    expect(store.getState().errorCount).toBe(0);
  });

  it("resolves null on a driver error when memory has nothing", async () => {
    const { store, driver } = setup();
    const read = store.getItem("nope");
    driver.last("get").reject(new Error("x"));
    await expect(read).resolves.toBeNull();
  });

  it("times out after exactly 800 ms, logs, counts and resolves null", async () => {
    const { store, clock, logs } = setup();
    const cb = callbackSpy<unknown>();
    const read = track(store.getItem("SUK-1", cb));
    await clock.advance(799);
    expect(read.settled).toBe(false);
    await clock.advance(1);
    expect(read.settled).toBe(true);
    expect(read.value).toBeNull();
    expect(cb.calls).toEqual([[null, null]]);
    expect(store.getState().errorCount).toBe(1);
    const timeout = logs.entries.find((e) => e.event === "timeout");
    expect(timeout?.message).toBe(
      "getItem products/SUK-1 did not answer within 800 ms: probably an infinite loop or a corrupted database",
    );
  });

  it("resolves the memory value on a timeout", async () => {
    const { store, clock } = setup();
    void store.setItem("zero", 0, undefined, true);
    const read = track(store.getItem("zero"));
    await clock.advance(800);
    expect(read.value).toBe(0);
  });

  it("gives every call its own timer", async () => {
    const { store, clock } = setup();
    const first = track(store.getItem("a"));
    await clock.advance(500);
    const second = track(store.getItem("b"));
    await clock.advance(300);
    expect([first.settled, second.settled]).toEqual([true, false]);
    await clock.advance(499);
    expect(second.settled).toBe(false);
    await clock.advance(1);
    expect(second.settled).toBe(true);
  });

  it("puts a result that arrives after the timeout into memory only", async () => {
    const { store, clock, driver } = setup();
    const cb = callbackSpy<unknown>();
    const read = track(store.getItem("SUK-1", cb));
    await clock.advance(800);
    expect(read.value).toBeNull();
    driver.last("get").resolveWith({ value: { sku: "SUK-1" }, updated_at: 5, expires_at: null });
    await clock.flush();
    expect(cb.calls).toEqual([[null, null]]);
    // Reads are disabled now (1 timeout), yet memory serves the late value.
    expect(await store.getItem("SUK-1")).toEqual({ sku: "SUK-1" });
    expect(driver.calls.filter((c) => c.method === "get")).toHaveLength(1);
  });

  it("keeps this tab's newer memory value over an older persisted one", async () => {
    const { store, driver, clock } = setup();
    await driver.backing.set("products", "n", { value: 7, updated_at: clock.now() - 10, expires_at: null });
    void store.setItem("n", 0, undefined, true);
    const read = store.getItem("n");
    await driver.last("get").succeed();
    expect(await read).toBe(0);
  });

  it("accepts a bare value stored without the record envelope", async () => {
    const { store, driver } = setup();
    const read = store.getItem("legacy");
    driver.last("get").resolveWith({ sku: "OLD" });
    expect(await read).toEqual({ sku: "OLD" });
  });
});

describe("createCollectionStore: the error counter", () => {
  it("counts only timeouts, not driver errors", async () => {
    const { store, driver } = setup();
    const read = store.getItem("a");
    driver.last("get").reject(new Error("x"));
    await read;
    const write = store.setItem("b", 1);
    driver.last("set").reject(new Error("y"));
    await expect(write).rejects.toThrow();
    expect(store.getState()).toEqual({ errorCount: 0, readsDisabled: false, writesDisabled: false });
  });

  it("disables persistent reads at 1 timeout and logs 'persistent cache disabled' once", async () => {
    const { store, clock, driver, logs } = setup();
    const first = store.getItem("a");
    await clock.advance(800);
    await first;
    expect(store.getState().readsDisabled).toBe(true);
    await driver.backing.set("products", "b", { value: "stored", updated_at: 1, expires_at: null });
    expect(await store.getItem("b")).toBeNull();
    expect(await store.getItem("c")).toBeNull();
    expect(driver.calls.filter((c) => c.method === "get")).toHaveLength(1);
    const disabled = logs.entries.filter((e) => e.event === "persistent-cache-disabled");
    expect(disabled.map((e) => e.message)).toEqual(["persistent cache disabled"]);
  });

  it("still serves memory when reads are disabled", async () => {
    const { store, clock } = setup();
    const first = store.getItem("a");
    await clock.advance(800);
    await first;
    void store.setItem("b", { ok: true }, undefined, true);
    expect(await store.getItem("b")).toEqual({ ok: true });
  });

  it("reopens the database on the first timeout only", async () => {
    const { store, clock, driver } = setup();
    const first = store.getItem("a");
    await clock.advance(800);
    await first;
    expect(driver.calls.filter((c) => c.method === "reopen")).toHaveLength(1);
    const write = store.setItem("b", 1);
    await clock.advance(800);
    await write;
    expect(store.getState().errorCount).toBe(2);
    expect(driver.calls.filter((c) => c.method === "reopen")).toHaveLength(1);
  });

  it("logs a failed reopen and carries on", async () => {
    const { store, clock, driver, logs } = setup();
    driver.auto.delete("reopen");
    const first = store.getItem("a");
    await clock.advance(800);
    await first;
    driver.last("reopen").reject(new Error("blocked"));
    await clock.flush();
    expect(logs.events()).toContain("reopen-failed");
  });

  it("keeps writing persistently at 29 timeouts and stops at 30", async () => {
    const { store, clock, driver, logs } = setup();
    await timeOutWrites(store, clock, 29);
    expect(store.getState()).toEqual({ errorCount: 29, readsDisabled: true, writesDisabled: false });
    const write29 = store.setItem("x", 1);
    expect(driver.last("set").key).toBe("x");
    await clock.advance(800);
    await write29;
    expect(store.getState().writesDisabled).toBe(true);
    const setsBefore = driver.calls.filter((c) => c.method === "set").length;
    await expect(store.setItem("y", { v: 2 })).resolves.toBeNull();
    expect(driver.calls.filter((c) => c.method === "set")).toHaveLength(setsBefore);
    expect(await store.getItem("y")).toEqual({ v: 2 });
    expect(logs.events().filter((e) => e === "persistent-writes-disabled")).toHaveLength(1);
  });
});

describe("createCollectionStore: callbacks", () => {
  it("calls back once when a late result follows a timeout", async () => {
    const { store, clock, driver } = setup();
    const cb = callbackSpy<number>();
    const write = store.setItem("a", 1, cb);
    await clock.advance(800);
    await write;
    await driver.last("set").succeed();
    await clock.flush();
    expect(cb.calls).toEqual([[null, null]]);
  });

  it("logs a throwing callback and still settles the promise", async () => {
    const { store, logs } = setup();
    void store.setItem("a", { v: 1 }, undefined, true);
    const read = store.getItem("a", () => {
      throw new Error("bad callback");
    });
    await expect(read).resolves.toEqual({ v: 1 });
    expect(logs.events()).toContain("callback-failed");
  });
});

describe("createCollectionStore: setItem", () => {
  it("writes memory before the persistent store answers", async () => {
    const { store, driver } = setup();
    const write = track(store.setItem("a", { v: 1 }));
    expect(write.settled).toBe(false);
    expect(await store.getItem("a")).toEqual({ v: 1 });
    await driver.last("set").succeed();
    await Promise.resolve();
  });

  it("resolves the value once persisted, with its write time and expiry", async () => {
    const { store, driver, clock } = setup();
    const cb = callbackSpy<{ v: number }>();
    const write = store.setItem("a", { v: 1 }, cb);
    await driver.last("set").succeed();
    await expect(write).resolves.toEqual({ v: 1 });
    expect(cb.calls).toEqual([[null, { v: 1 }]]);
    expect(driver.backing.peek("products", "a")).toEqual({
      value: { v: 1 },
      updated_at: clock.now(),
      expires_at: clock.now() + 86_400_000,
    });
  });

  it("on a quota error clears every collection but cart and user, then retries once", async () => {
    const { store, driver, logs } = setup();
    for (const collection of ["cart", "user", "products", "categories"]) {
      await driver.backing.set(collection, "k", { value: collection, updated_at: 1, expires_at: null });
    }
    const write = store.setItem("a", { v: 1 });
    driver.last("set").reject(quotaError());
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(driver.last("clear").settled).toBe(true);
    expect(driver.calls.filter((c) => c.method === "set")).toHaveLength(2);
    await driver.last("set").succeed();
    await expect(write).resolves.toEqual({ v: 1 });
    expect(driver.backing.keys()).toEqual(["shop/cart/k", "shop/products/a", "shop/user/k"]);
    expect(logs.events()).toContain("quota-exceeded");
  });

  it("rejects with quota-exceeded when the retry hits the quota again, and does not retry twice", async () => {
    const { store, driver } = setup();
    const cb = callbackSpy<unknown>();
    const write = store.setItem("a", 1, cb);
    driver.last("set").reject(quotaError());
    await new Promise((resolve) => setTimeout(resolve, 0));
    driver.last("set").reject(Object.assign(new Error("full"), { name: "NS_ERROR_DOM_QUOTA_REACHED" }));
    await expect(write).rejects.toMatchObject({ name: "OfflineStorageError", reason: "quota-exceeded" });
    expect(driver.calls.filter((c) => c.method === "set")).toHaveLength(2);
    expect(cb.calls).toHaveLength(1);
  });

  it("rejects with write-failed when the retry fails otherwise", async () => {
    const { store, driver } = setup();
    const write = store.setItem("a", 1);
    driver.last("set").reject(quotaError());
    await new Promise((resolve) => setTimeout(resolve, 0));
    driver.last("set").reject(new Error("broken"));
    await expect(write).rejects.toMatchObject({ reason: "write-failed" });
  });

  it("resolves null when the retry times out", async () => {
    const { store, driver, clock } = setup();
    const write = track(store.setItem("a", 1));
    driver.last("set").reject(quotaError());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await clock.advance(800);
    expect(write.value).toBeNull();
    expect(store.getState().errorCount).toBe(1);
  });

  it("rejects other driver errors with write-failed and the cause", async () => {
    const { store, driver } = setup();
    const cb = callbackSpy<unknown>();
    const write = store.setItem("a", 1, cb);
    const cause = new Error("broken");
    driver.last("set").reject(cause);
    await expect(write).rejects.toMatchObject({
      reason: "write-failed",
      message: "Offline storage write failed: products/a",
      cause,
    });
    expect(cb.calls[0]?.[1]).toBeNull();
    expect(driver.calls.some((c) => c.method === "clear")).toBe(false);
  });

  it("on a timeout counts, calls back (null, null) and resolves null", async () => {
    const { store, clock } = setup();
    const cb = callbackSpy<unknown>();
    const write = track(store.setItem("a", 1, cb));
    await clock.advance(800);
    expect(write.value).toBeNull();
    expect(cb.calls).toEqual([[null, null]]);
    expect(store.getState().errorCount).toBe(1);
  });
});

describe("createCollectionStore: a late setItem answer", () => {
  it("adopts another tab's newer record that the late answer reports, in memory only", async () => {
    const { store, clock, driver } = setup({ collection: "cart" });
    const cb = callbackSpy<unknown>();
    const write = track(store.setItem("current-cart", [{ sku: "A" }], cb));
    await clock.advance(800);
    expect(write.value).toBeNull();
    driver.last("set").resolveWith({ value: [{ sku: "B" }], updated_at: clock.now() + 1, expires_at: null });
    await clock.flush();
    expect(await store.getItem("current-cart")).toEqual([{ sku: "B" }]);
    expect(cb.calls).toEqual([[null, null]]);
    expect(driver.calls.filter((c) => c.method === "set")).toHaveLength(1);
  });

  it("keeps this tab's value when the late answer is its own write", async () => {
    const { store, clock, driver } = setup({ collection: "cart" });
    const write = store.setItem("current-cart", [{ sku: "A" }]);
    await clock.advance(800);
    await write;
    await driver.last("set").succeed();
    await clock.flush();
    expect(await store.getItem("current-cart")).toEqual([{ sku: "A" }]);
  });
});

describe("createCollectionStore: removeItem", () => {
  it("deletes from memory and the persistent store", async () => {
    const driver = createMemoryDriver();
    const store = createCollectionStore({
      db: "shop",
      collection: "cart",
      driver,
      clock: createManualClock(),
    });
    await store.setItem("current-cart", [{ sku: "A" }]);
    await store.removeItem("current-cart");
    expect(driver.keys()).toEqual([]);
    expect(await store.getItem("current-cart")).toBeNull();
  });

  it("rejects with remove-failed on a driver error", async () => {
    const { store, driver } = setup();
    const removal = store.removeItem("a");
    driver.last("remove").reject(new Error("x"));
    await expect(removal).rejects.toMatchObject({ reason: "remove-failed" });
  });

  it("resolves after 800 ms when the driver hangs, without counting", async () => {
    const { store, clock } = setup();
    const removal = track(store.removeItem("a"));
    await clock.advance(800);
    expect(removal.settled).toBe(true);
    expect(store.getState().errorCount).toBe(0);
  });
});

describe("createCollectionStore: iterate", () => {
  async function withEntries() {
    const s = setup();
    const { store, driver } = s;
    driver.auto.add("set");
    await store.setItem("m2", "memory two");
    await store.setItem("m1", "memory one");
    await driver.backing.set("products", "p-b", { value: "persisted b", updated_at: 1, expires_at: null });
    await driver.backing.set("products", "p-a", { value: "persisted a", updated_at: 1, expires_at: null });
    await driver.backing.set("products", "m1", { value: "stale copy", updated_at: 0, expires_at: null });
    return s;
  }

  it("visits memory in insertion order, then persisted entries not in memory, numbered from 1", async () => {
    const { store, driver } = await withEntries();
    driver.auto.add("iterate");
    const seen: [unknown, string, number][] = [];
    const cb = callbackSpy<unknown>();
    const result = await store.iterate((value, key, n) => {
      seen.push([value, key, n]);
      return undefined;
    }, cb);
    expect(seen).toEqual([
      ["memory two", "m2", 1],
      ["memory one", "m1", 2],
      ["persisted a", "p-a", 3],
      ["persisted b", "p-b", 4],
    ]);
    expect(result).toBeUndefined();
    expect(cb.calls).toEqual([[null, undefined]]);
  });

  it("stops at the first non-undefined return, which becomes the result", async () => {
    const { store, driver } = await withEntries();
    driver.auto.add("iterate");
    const keys: string[] = [];
    const cb = callbackSpy<string | undefined>();
    const result = await store.iterate((_value, key, n) => {
      keys.push(key);
      return n === 3 ? `stopped at ${key}` : undefined;
    }, cb);
    expect(result).toBe("stopped at p-a");
    expect(keys).toEqual(["m2", "m1", "p-a"]);
    expect(cb.calls).toEqual([[null, "stopped at p-a"]]);
  });

  it("does not touch the persistent store when memory stops the walk", async () => {
    const { store, driver } = await withEntries();
    expect(await store.iterate((_v, key) => (key === "m2" ? 1 : undefined))).toBe(1);
    expect(driver.calls.some((c) => c.method === "iterate")).toBe(false);
  });

  it("counts a timeout when the persistent walk neither yields nor completes within 2000 ms", async () => {
    const { store, clock, logs } = await withEntries();
    const cb = callbackSpy<unknown>();
    const walk = track(store.iterate(() => undefined, cb));
    await clock.advance(1999);
    expect(walk.settled).toBe(false);
    await clock.advance(1);
    expect(walk.value).toBeNull();
    expect(cb.calls).toEqual([[null, null]]);
    expect(store.getState().errorCount).toBe(1);
    expect(logs.entries.find((e) => e.event === "timeout")?.details).toMatchObject({ operation: "iterate" });
  });

  it("does not count a completed empty walk as a timeout", async () => {
    const { store, clock, driver } = setup();
    const walk = track(store.iterate(() => undefined));
    await clock.advance(1999);
    driver.last("iterate").resolveWith(undefined);
    await clock.advance(5000);
    expect(walk.settled).toBe(true);
    expect(walk.value).toBeUndefined();
    expect(store.getState().errorCount).toBe(0);
  });

  it("waits past 2000 ms once the walk has yielded an entry", async () => {
    const { store, clock, driver } = setup();
    const keys: string[] = [];
    const walk = track(
      store.iterate((_v, key) => {
        keys.push(key);
        return undefined;
      }),
    );
    await clock.advance(1500);
    driver.last("iterate").yieldEntry({ value: 1, updated_at: 1, expires_at: null }, "a");
    await clock.advance(1500);
    expect(walk.settled).toBe(false);
    driver.last("iterate").resolveWith(undefined);
    await clock.flush();
    expect(walk.settled).toBe(true);
    expect(keys).toEqual(["a"]);
    expect(store.getState().errorCount).toBe(0);
  });

  it("times out a walk that stalls for 2000 ms after an entry (decision)", async () => {
    const { store, clock, driver } = setup();
    const walk = track(store.iterate(() => undefined));
    await clock.advance(100);
    driver.last("iterate").yieldEntry({ value: 1, updated_at: 1, expires_at: null }, "a");
    await clock.advance(2000);
    expect(walk.value).toBeNull();
    expect(store.getState().errorCount).toBe(1);
  });

  it("ignores entries that arrive after the timeout", async () => {
    const { store, clock, driver } = setup();
    const keys: string[] = [];
    const walk = track(
      store.iterate((_v, key) => {
        keys.push(key);
        return undefined;
      }),
    );
    await clock.advance(2000);
    const stopped = driver.last("iterate").yieldEntry({ value: 1, updated_at: 1, expires_at: null }, "late");
    expect(stopped).toBe(true);
    expect(keys).toEqual([]);
    expect(walk.value).toBeNull();
  });

  it("walks memory only once reads are disabled", async () => {
    const { store, clock, driver } = setup();
    const read = store.getItem("x");
    await clock.advance(800);
    await read;
    void store.setItem("m", 1, undefined, true);
    const keys: string[] = [];
    await store.iterate((_v, key) => {
      keys.push(key);
      return undefined;
    });
    expect(keys).toEqual(["m"]);
    expect(driver.calls.some((c) => c.method === "iterate")).toBe(false);
  });

  it("resolves what it has and calls back with iterate-failed when the driver fails", async () => {
    const { store, driver } = setup();
    const cb = callbackSpy<unknown>();
    const walk = store.iterate(() => undefined, cb);
    driver.last("iterate").reject(new Error("cursor broke"));
    await expect(walk).resolves.toBeUndefined();
    expect(cb.calls[0]?.[0]).toMatchObject({ reason: "iterate-failed" });
  });

  it("passes a throwing visitor's error on (programmer error)", async () => {
    const { store } = setup();
    void store.setItem("m", 1, undefined, true);
    const boom = new Error("boom");
    await expect(
      store.iterate(() => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});

describe("createCollectionStore: expiry after 86 400 s", () => {
  it("serves an entry until 86 400 s after its write and then reads null from memory and the store", async () => {
    const clock = createManualClock();
    const driver = createMemoryDriver();
    const store = createCollectionStore({ db: "shop", collection: "products", driver, clock });
    await store.setItem("SUK-1", { sku: "SUK-1" });
    await clock.advance(86_400_000 - 1);
    expect(await store.getItem("SUK-1")).toEqual({ sku: "SUK-1" });
    await clock.advance(1);
    expect(await store.getItem("SUK-1")).toBeNull();
    await clock.flush();
    expect(driver.keys()).toEqual([]);
  });

  it("expires an entry another tab persisted", async () => {
    const clock = createManualClock();
    const driver = createMemoryDriver();
    await driver.set("products", "old", {
      value: 1,
      updated_at: clock.now() - 86_400_000,
      expires_at: clock.now(),
    });
    const store = createCollectionStore({ db: "shop", collection: "products", driver, clock });
    expect(await store.getItem("old")).toBeNull();
  });

  it("keeps the shopper's own collections (cart) without expiry", async () => {
    const clock = createManualClock();
    const driver = createMemoryDriver();
    const store = createCollectionStore({ db: "shop", collection: "cart", driver, clock });
    await store.setItem("current-cart", [{ sku: "A", qty: 1 }]);
    await clock.advance(10 * 86_400_000);
    expect(driver.peek("cart", "current-cart")?.expires_at).toBeNull();
    expect(await store.getItem("current-cart")).toEqual([{ sku: "A", qty: 1 }]);
  });

  it("skips expired entries when iterating", async () => {
    const clock = createManualClock();
    const driver = createMemoryDriver();
    const store = createCollectionStore({
      db: "shop",
      collection: "products",
      driver,
      clock,
      ttlSeconds: 10,
    });
    await store.setItem("old", 1);
    await clock.advance(5_000);
    await store.setItem("new", 2);
    await clock.advance(5_000);
    const keys: string[] = [];
    await store.iterate((_v, key, n) => {
      keys.push(`${n}:${key}`);
      return undefined;
    });
    expect(keys).toEqual(["1:new"]);
  });
});

describe("createCollectionStore: size check", () => {
  it("logs the size and purges nothing under the quota", async () => {
    const clock = createManualClock();
    const logs = createLogSink();
    const store = createCollectionStore({
      db: "shop",
      collection: "elasticCache",
      driver: createMemoryDriver(),
      clock,
      logger: logs,
    });
    expect(store.quotaKb).toBe(4096);
    await store.setItem("q", { name: "abcd", price: 1, inStock: true });
    const result = await store.checkSize();
    expect(result).toEqual({ sizeKb: 20 / 1024, quotaKb: 4096, purgedKeys: [] });
    expect(logs.entries.at(-1)).toMatchObject({
      event: "size",
      message: "elasticCache size: 0.02 KB of 4096 KB",
    });
  });

  it("over the quota removes the first 99 visited entries, memory entries first, and logs their keys", async () => {
    const clock = createManualClock();
    const logs = createLogSink();
    const driver = createMemoryDriver();
    const pad = (n: number) => String(n).padStart(3, "0");
    for (let i = 0; i < 120; i += 1) {
      await driver.set("elasticCache", `p${pad(i)}`, {
        value: "x".repeat(10),
        updated_at: 1,
        expires_at: null,
      });
    }
    const store = createCollectionStore({
      db: "shop",
      collection: "elasticCache",
      driver,
      clock,
      logger: logs,
      quotaKb: 2,
    });
    for (let i = 0; i < 30; i += 1) await store.setItem(`m${pad(i)}`, "y".repeat(10));
    // 150 values × 20 bytes = 3000 bytes ≈ 2.93 KB > 2 KB
    const result = await store.checkSize();
    const expected = [
      ...Array.from({ length: 30 }, (_, i) => `m${pad(i)}`),
      ...Array.from({ length: 69 }, (_, i) => `p${pad(i)}`),
    ];
    expect(result.purgedKeys).toEqual(expected);
    expect(driver.keys()).toEqual(Array.from({ length: 51 }, (_, i) => `shop/elasticCache/p${pad(i + 69)}`));
    const purged = logs.entries.find((e) => e.event === "purged");
    expect(purged?.details?.purgedKeys).toEqual(expected);
    expect(await store.getItem("m000")).toBeNull();
  });
});

describe("createCollectionStore: receive (another tab's change)", () => {
  it("applies a newer change to memory and ignores an older one", async () => {
    const { store, clock } = setup({ collection: "cart" });
    void store.setItem("current-cart", [{ sku: "A" }], undefined, true);
    const at = clock.now();
    store.receive({
      type: "set",
      db: "shop",
      collection: "cart",
      key: "current-cart",
      value: [],
      updated_at: at - 1,
    });
    expect(await store.getItem("current-cart")).toEqual([{ sku: "A" }]);
    store.receive({
      type: "set",
      db: "shop",
      collection: "cart",
      key: "current-cart",
      value: [{ sku: "B" }],
      updated_at: at + 1,
    });
    expect(await store.getItem("current-cart")).toEqual([{ sku: "B" }]);
    store.receive({
      type: "remove",
      db: "shop",
      collection: "cart",
      key: "current-cart",
      updated_at: at + 2,
    });
    expect(store.getState().errorCount).toBe(0);
  });

  it("ignores changes of another collection", async () => {
    const { store } = setup();
    void store.setItem("a", 1, undefined, true);
    store.receive({
      type: "remove",
      db: "shop",
      collection: "cart",
      key: "a",
      updated_at: Number.MAX_SAFE_INTEGER,
    });
    expect(await store.getItem("a")).toBe(1);
  });
});
