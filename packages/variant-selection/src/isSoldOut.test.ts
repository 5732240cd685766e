import { describe, expect, it } from "vitest";
import { isSoldOut } from "./isSoldOut.js";

const child = (sku: string, inStock: boolean | null, status = 1) => ({
  sku,
  status,
  ...(inStock === null ? {} : { stock: { is_in_stock: inStock, qty: inStock ? 3 : 0 } }),
});

describe("isSoldOut", () => {
  it("is sold out when no enabled child is in stock", () => {
    expect(isSoldOut({ configurable_children: [child("A-S", false), child("A-M", false)] })).toBe(true);
    // a disabled child in stock does not count
    expect(isSoldOut({ configurable_children: [child("A-S", false), child("A-M", true, 2)] })).toBe(true);
  });

  it("is not sold out while one child is in stock, or its stock is unknown", () => {
    expect(isSoldOut({ configurable_children: [child("A-S", false), child("A-M", true)] })).toBe(false);
    expect(isSoldOut({ configurable_children: [child("A-S", false), child("A-M", null)] })).toBe(false);
  });

  it("reads a simple product's own stock", () => {
    expect(isSoldOut({ stock: { is_in_stock: false, qty: 0 } })).toBe(true);
    expect(isSoldOut({ stock: { is_in_stock: true, qty: 1 } })).toBe(false);
    expect(isSoldOut({})).toBe(false);
  });
});
