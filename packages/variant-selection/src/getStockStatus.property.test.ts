import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getStockStatus, type StockStatus } from "./getStockStatus.js";
import type { StockInfo } from "./types.js";

const fallback = fc.constantFrom<StockStatus>("ok", "volatile", "out_of_stock");

describe("getStockStatus (properties)", () => {
  it("a stock object decides by is_in_stock alone, whatever the fallback", () => {
    const stock = fc.record(
      {
        is_in_stock: fc.oneof(fc.boolean(), fc.constantFrom(0, 1, null, undefined)),
        qty: fc.integer({ min: -5, max: 50 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(stock, fallback, (given, otherwise) => {
        expect(getStockStatus({ stock: given as StockInfo }, otherwise)).toBe(
          given.is_in_stock ? "ok" : "out_of_stock",
        );
      }),
    );
  });

  it("anything that is not a stock object gives the fallback", () => {
    const notObject = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.boolean(),
      fc.integer(),
      fc.string(),
    );
    fc.assert(
      fc.property(notObject, fallback, (given, otherwise) => {
        expect(getStockStatus({ stock: given as unknown as StockInfo }, otherwise)).toBe(otherwise);
      }),
    );
  });
});
