import { describe, expect, it } from "vitest";
import { lineQuantityLimit } from "./lineQuantityLimit.js";

describe("lineQuantityLimit", () => {
  it("caps the whole units in stock by a positive max_sale_qty", () => {
    expect(lineQuantityLimit({ qty: 12.5, manage_stock: true, max_sale_qty: 5 })).toBe(5);
    expect(lineQuantityLimit({ qty: 4, manage_stock: true, max_sale_qty: 999 })).toBe(4);
  });

  it("reads a max_sale_qty of 0 or below, or none, as no per-sale cap (rule 4)", () => {
    expect(lineQuantityLimit({ qty: 3, manage_stock: true, max_sale_qty: 0 })).toBe(3);
    expect(lineQuantityLimit({ qty: 3, manage_stock: true, max_sale_qty: -1 })).toBe(3);
    expect(lineQuantityLimit({ qty: 7, manage_stock: true })).toBe(7);
  });

  it("answers no limit for unmanaged or unknown stock", () => {
    expect(lineQuantityLimit({ qty: 3, manage_stock: false })).toBeNull();
    expect(lineQuantityLimit({ manage_stock: true })).toBeNull();
    expect(lineQuantityLimit(undefined)).toBeNull();
  });

  it("never answers below 0", () => {
    expect(lineQuantityLimit({ qty: -2, manage_stock: true, max_sale_qty: 10 })).toBe(0);
  });
});
