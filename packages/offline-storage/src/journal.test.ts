import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createControlledDriver } from "../test/controlledDriver.js";
import { createLogSink } from "../test/logSink.js";
import { createManualClock, flushPromises } from "../test/manualClock.js";
import type { OfflineStorageDriver, OfflineStorageJournal } from "./index.js";
import { createMemoryDriver, createOfflineStorage, journalKey } from "./index.js";

/** `localStorage` as a map. */
function createJournal(): OfflineStorageJournal & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/** One page: a storage over `driver`, journaling to `journal`. */
function openPage(driver: OfflineStorageDriver, journal: OfflineStorageJournal, now = 1_700_000_000_000) {
  const clock = createManualClock(now);
  const logs = createLogSink();
  const storage = createOfflineStorage({ driver: () => driver, clock, logger: logs, journal });
  return { clock, logs, storage };
}

describe("leave(): the writes a page left would lose", () => {
  it("journals a cart write the driver has not answered, and the next page reads it and stores it", async () => {
    const hanging = createControlledDriver();
    const journal = createJournal();
    const first = openPage(hanging, journal);
    void first.storage.collection("cart").setItem("current-cart", [{ sku: "SZA-2892", qty: 1 }]);
    void first.storage.collection("cart").setItem("current-cart-token", "tok-1");
    first.storage.leave();
    expect([...journal.entries.keys()]).toEqual(["offline-storage-journal:shop/cart"]);

    // the next page: the same database, where the first page's writes never arrived
    const next = openPage(hanging.backing, journal, 1_700_000_001_000);
    const cart = next.storage.collection("cart");
    expect(journal.entries.size).toBe(0);
    expect(await cart.getItem("current-cart")).toEqual([{ sku: "SZA-2892", qty: 1 }]);
    expect(await cart.getItem("current-cart-token")).toBe("tok-1");
    expect((await hanging.backing.get("cart", "current-cart"))?.value).toEqual([{ sku: "SZA-2892", qty: 1 }]);
    expect((await hanging.backing.get("cart", "current-cart"))?.updated_at).toBe(1_700_000_000_000);
  });

  it("journals nothing once every write has settled", async () => {
    const journal = createJournal();
    const page = openPage(createMemoryDriver(), journal);
    await page.storage.collection("cart").setItem("current-cart", [{ sku: "SZA-2892" }]);
    page.storage.leave();
    expect(journal.entries.size).toBe(0);
  });

  it("keeps only the latest of several unsettled writes of one key", async () => {
    const hanging = createControlledDriver();
    const journal = createJournal();
    const page = openPage(hanging, journal);
    const cart = page.storage.collection("cart");
    void cart.setItem("current-cart", [{ sku: "A" }]);
    await page.clock.advance(5);
    void cart.setItem("current-cart", [{ sku: "A" }, { sku: "B" }]);
    page.storage.leave();
    const saved = JSON.parse(journal.getItem(journalKey("shop", "cart")) ?? "[]");
    expect(saved).toEqual([
      {
        key: "current-cart",
        record: { value: [{ sku: "A" }, { sku: "B" }], updated_at: 1_700_000_000_005, expires_at: null },
      },
    ]);
  });

  it("does not journal the catalogue's caches", () => {
    const journal = createJournal();
    const page = openPage(createControlledDriver(), journal);
    void page.storage.collection("products").setItem("SUK-1", { sku: "SUK-1" });
    void page.storage.collection("elasticCache").setItem("q", { hits: [] });
    page.storage.leave();
    expect(journal.entries.size).toBe(0);
  });

  it("does not journal a write removed after it", async () => {
    const hanging = createControlledDriver(["reopen", "clear", "remove"]);
    const journal = createJournal();
    const page = openPage(hanging, journal);
    const compare = page.storage.collection("compare");
    void compare.setItem("current-compare", ["SUK-1"]);
    await compare.removeItem("current-compare");
    page.storage.leave();
    expect(journal.entries.size).toBe(0);
  });

  it("lets a record another tab stored later win over the journaled one", async () => {
    const hanging = createControlledDriver();
    const journal = createJournal();
    const first = openPage(hanging, journal);
    void first.storage.collection("cart").setItem("current-cart", [{ sku: "OLD" }]);
    first.storage.leave();
    await hanging.backing.set("cart", "current-cart", {
      value: [{ sku: "NEWER" }],
      updated_at: 1_700_000_000_500,
      expires_at: null,
    });
    const next = openPage(hanging.backing, journal, 1_700_000_001_000);
    expect(await next.storage.collection("cart").getItem("current-cart")).toEqual([{ sku: "NEWER" }]);
  });

  it("adds to what a page kept in the back-forward cache journaled when it was first left", async () => {
    const hanging = createControlledDriver();
    const journal = createJournal();
    const page = openPage(hanging, journal);
    const wishlist = page.storage.collection("wishlist");
    void wishlist.setItem("a", 1);
    page.storage.leave();
    await page.clock.advance(10);
    void wishlist.setItem("b", 2);
    page.storage.leave();
    const saved = JSON.parse(journal.getItem(journalKey("shop", "wishlist")) ?? "[]") as { key: string }[];
    expect(saved.map((entry) => entry.key)).toEqual(["a", "b"]);
  });

  it("drops an unreadable journal with a warning, and survives a journal that cannot be written", async () => {
    const journal = createJournal();
    journal.setItem(journalKey("shop", "cart"), "{not json");
    const page = openPage(createMemoryDriver(), journal);
    expect(await page.storage.collection("cart").getItem("current-cart")).toBeNull();
    expect(journal.entries.size).toBe(0);
    expect(page.logs.entries.map((entry) => entry.event)).toContain("journal-failed");

    const full: OfflineStorageJournal = {
      getItem: () => null,
      setItem: () => {
        throw Object.assign(new Error("full"), { name: "QuotaExceededError" });
      },
      removeItem: () => {},
    };
    const hanging = openPage(createControlledDriver(), full);
    void hanging.storage.collection("cart").setItem("current-cart", []);
    expect(() => hanging.storage.leave()).not.toThrow();
    expect(hanging.logs.entries.at(-1)?.event).toBe("journal-failed");
  });

  it("does nothing without a journal or on the server", () => {
    const clock = createManualClock();
    const server = createOfflineStorage({ driver: () => createMemoryDriver(), clock, isServer: true });
    void server.collection("cart").setItem("current-cart", []);
    expect(() => server.leave()).not.toThrow();
    const without = createOfflineStorage({ driver: () => createControlledDriver(), clock });
    void without.collection("cart").setItem("current-cart", []);
    expect(() => without.leave()).not.toThrow();
  });
});

describe("leave(): property", () => {
  it("the next page reads the last value written to each key, whichever writes had settled", async () => {
    const writeArb = fc.record({
      key: fc.constantFrom("current-cart", "current-cart-token", "current-cart-hash"),
      value: fc.integer({ min: 0, max: 99 }),
      settles: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(writeArb, { minLength: 1, maxLength: 12 }), async (writes) => {
        const driver = createControlledDriver();
        const journal = createJournal();
        const page = openPage(driver, journal);
        const cart = page.storage.collection("cart");
        for (const write of writes) {
          void cart.setItem(write.key, write.value).catch(() => undefined);
          const call = driver.last("set");
          // a settled write is one the database took; the others never answer before the page goes
          if (write.settles) await call.succeed();
          await page.clock.advance(1);
        }
        await flushPromises();
        page.storage.leave();
        const next = openPage(driver.backing, journal, 1_700_000_100_000).storage.collection("cart");
        const last = new Map(writes.map((write) => [write.key, write.value]));
        for (const [key, value] of last) expect(await next.getItem(key)).toBe(value);
      }),
    );
  });
});
