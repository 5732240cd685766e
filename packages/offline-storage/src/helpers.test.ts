import { describe, expect, it } from "vitest";
import {
  createMemoryDriver,
  deepClone,
  isOfflineStorageError,
  isQuotaExceededError,
  OfflineStorageError,
  offlineDbName,
  physicalKey,
  roughSizeOf,
} from "./index.js";

describe("offlineDbName", () => {
  it("is '<storeCode>-shop' only when localized with a store code", () => {
    expect(offlineDbName("de", true)).toBe("de-shop");
    expect(offlineDbName("de", false)).toBe("shop");
    expect(offlineDbName("", true)).toBe("shop");
    expect(offlineDbName(null, true)).toBe("shop");
  });
});

describe("physicalKey", () => {
  it("joins db, collection and key with slashes", () => {
    expect(physicalKey("de-shop", "products", "SUK-1")).toBe("de-shop/products/SUK-1");
  });
});

describe("roughSizeOf", () => {
  it("counts booleans 4, numbers 8 and strings 2 bytes per character, not keys", () => {
    expect(roughSizeOf(true)).toBe(4);
    expect(roughSizeOf(129.99)).toBe(8);
    expect(roughSizeOf("Sukienka")).toBe(16);
    expect(roughSizeOf({ averyveryverylongkey: "ab" })).toBe(4);
    expect(roughSizeOf({ name: "Sukienka", price: 129.99, inStock: true })).toBe(28);
  });

  it("recurses into arrays and nested objects", () => {
    expect(roughSizeOf([1, [2, { a: "xy" }]])).toBe(8 + 8 + 4);
  });

  it("counts a shared or cyclic object once", () => {
    const shared = { s: "ab" };
    const cyclic: Record<string, unknown> = { n: 1 };
    cyclic.self = cyclic;
    expect(roughSizeOf([shared, shared])).toBe(4);
    expect(roughSizeOf(cyclic)).toBe(8);
  });

  it("counts null, undefined and functions as 0", () => {
    expect(roughSizeOf([null, undefined, () => 1])).toBe(0);
  });
});

describe("deepClone", () => {
  it("copies nested objects and arrays", () => {
    const original = { sku: "SUK-1", options: [{ size: 7 }], meta: { tags: ["a"] } };
    const copy = deepClone(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(copy.options[0]).not.toBe(original.options[0]);
    expect(copy.meta.tags).not.toBe(original.meta.tags);
  });

  it("copies dates, maps, sets, regexps and typed arrays", () => {
    const original = {
      at: new Date(1_700_000_000_000),
      m: new Map([["k", { v: 1 }]]),
      s: new Set([1, 2]),
      r: /ab+c/gi,
      bytes: new Uint8Array([1, 2, 3]),
    };
    const copy = deepClone(original);
    expect(copy).toEqual(original);
    expect(copy.at).not.toBe(original.at);
    expect(copy.m.get("k")).not.toBe(original.m.get("k"));
    expect(copy.bytes).not.toBe(original.bytes);
  });

  it("keeps cycles and shared references", () => {
    const shared = { n: 1 };
    const original: Record<string, unknown> = { a: shared, b: shared };
    original.self = original;
    const copy = deepClone(original);
    expect(copy.self).toBe(copy);
    expect(copy.a).toBe(copy.b);
    expect(copy.a).not.toBe(shared);
  });

  it("copies a '__proto__' data key as an own property, not as the prototype", () => {
    const original = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copy = deepClone(original);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__", "a"]);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("drops functions like JSON and keeps explicit undefined", () => {
    expect(deepClone({ f: () => 1, u: undefined, n: null })).toStrictEqual({ u: undefined, n: null });
  });
});

describe("isQuotaExceededError", () => {
  it("recognises QuotaExceededError and NS_ERROR_DOM_QUOTA_REACHED by name or code", () => {
    expect(isQuotaExceededError(Object.assign(new Error("x"), { name: "QuotaExceededError" }))).toBe(true);
    expect(isQuotaExceededError(Object.assign(new Error("x"), { name: "NS_ERROR_DOM_QUOTA_REACHED" }))).toBe(
      true,
    );
    expect(isQuotaExceededError({ code: 22 })).toBe(true);
    expect(isQuotaExceededError({ code: 1014 })).toBe(true);
    expect(isQuotaExceededError(new Error("QuotaExceededError"))).toBe(false);
    expect(isQuotaExceededError(null)).toBe(false);
  });
});

describe("OfflineStorageError", () => {
  it.each([
    ["write-failed", "Offline storage write failed: cart/current-cart"],
    ["quota-exceeded", "Offline storage quota exceeded after clearing: cart/current-cart"],
    ["remove-failed", "Offline storage remove failed: cart/current-cart"],
    ["read-failed", "Offline storage read failed: cart/current-cart"],
  ] as const)("builds the %s message", (reason, message) => {
    const error = new OfflineStorageError({ reason, collection: "cart", key: "current-cart" });
    expect([error.name, error.reason, error.collection, error.key, error.message]).toEqual([
      "OfflineStorageError",
      reason,
      "cart",
      "current-cart",
      message,
    ]);
  });

  it("builds collection-wide messages without a key", () => {
    expect(new OfflineStorageError({ reason: "iterate-failed", collection: "products" }).message).toBe(
      "Offline storage iterate failed: products",
    );
    expect(new OfflineStorageError({ reason: "clear-failed", collection: "*" }).message).toBe(
      "Offline storage clear failed: *",
    );
  });

  it("is recognised across bundle copies by its name", () => {
    const foreign = Object.assign(new Error("x"), { name: "OfflineStorageError", reason: "write-failed" });
    expect(isOfflineStorageError(foreign)).toBe(true);
    expect(isOfflineStorageError(new OfflineStorageError({ reason: "read-failed", collection: "a" }))).toBe(
      true,
    );
    expect(isOfflineStorageError(new Error("x"))).toBe(false);
  });
});

describe("createMemoryDriver", () => {
  it("copies records in and out", async () => {
    const driver = createMemoryDriver();
    const value = { lines: [1] };
    await driver.set("cart", "k", { value, updated_at: 1, expires_at: null });
    value.lines.push(2);
    const read = await driver.get("cart", "k");
    expect(read?.value).toEqual({ lines: [1] });
    (read as { value: { lines: number[] } }).value.lines.push(3);
    expect(driver.peek("cart", "k")?.value).toEqual({ lines: [1] });
  });

  it("keeps a newer stored record (last writer by time wins)", async () => {
    const driver = createMemoryDriver();
    await driver.set("cart", "k", { value: "new", updated_at: 20, expires_at: null });
    const winner = await driver.set("cart", "k", { value: "old", updated_at: 10, expires_at: null });
    expect(winner.value).toBe("new");
  });

  it("iterates in key order, stops on request, and clears all but the kept collections", async () => {
    const driver = createMemoryDriver({ dbName: "it-shop" });
    for (const key of ["b", "a", "c"])
      await driver.set("products", key, { value: key, updated_at: 1, expires_at: null });
    await driver.set("cart", "k", { value: 1, updated_at: 1, expires_at: null });
    const seen: string[] = [];
    await driver.iterate("products", (_r, key) => {
      seen.push(key);
      return key === "b";
    });
    expect(seen).toEqual(["a", "b"]);
    await driver.iterate("nothing-here", () => true);
    await driver.clear(["cart"]);
    expect(driver.keys()).toEqual(["it-shop/cart/k"]);
    await driver.remove("cart", "k");
    await driver.reopen();
    expect(driver.keys()).toEqual([]);
  });
});
