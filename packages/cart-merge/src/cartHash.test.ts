import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson.js";
import { cartHash } from "./cartHash.js";
import { sha3_224 } from "./sha3.js";

describe("cartHash", () => {
  it("is SHA3-224 of {items, token}", () => {
    expect(cartHash([{ sku: "A", qty: 1 }], "q")).toBe(
      sha3_224(canonicalJson({ items: [{ sku: "A", qty: 1 }], token: "q" })),
    );
  });

  it("ignores the stock and totals keys of the lines", () => {
    expect(cartHash([{ sku: "A", qty: 1, stock: { qty: 3 }, totals: { row_total: 1 } }], "q")).toBe(
      cartHash([{ sku: "A", qty: 1 }], "q"),
    );
  });

  it("changes when a quantity changes", () => {
    expect(cartHash([{ sku: "A", qty: 1 }], "q")).not.toBe(cartHash([{ sku: "A", qty: 2 }], "q"));
  });

  it("changes when the token changes", () => {
    expect(cartHash([], "q")).not.toBe(cartHash([], "r"));
  });

  it("does not depend on key order", () => {
    expect(cartHash([{ sku: "A", qty: 1 }], "q")).toBe(cartHash([{ qty: 1, sku: "A" }], "q"));
  });
});

describe("cartHash of one lines array asked again", () => {
  it("answers the same hash as a fresh copy of the lines, for each token", () => {
    const items = [{ sku: "A", qty: 1 }];
    const first = cartHash(items, "q");
    expect(cartHash(items, "q")).toBe(first);
    expect(cartHash(items, "r")).toBe(cartHash([{ sku: "A", qty: 1 }], "r"));
    expect(cartHash(items, "r")).not.toBe(first);
    expect(cartHash(items, null)).toBe(cartHash([{ sku: "A", qty: 1 }], undefined));
  });
});
