import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCartMergeError } from "./cartMergeError.js";
import { clampQuantity, clampToLineMax, LINE_QTY_MAX } from "./clampQuantity.js";

describe("clampQuantity", () => {
  it("keeps a quantity within the limit, without a message", () => {
    expect(clampQuantity(14, 14)).toEqual({ qty: 14, notification: null });
    expect(clampQuantity(1, 14)).toEqual({ qty: 1, notification: null });
  });

  it("sets 15 of 14 to 14 (not 1) and says so", () => {
    expect(clampQuantity(15, 14)).toEqual({
      qty: 14,
      notification: {
        type: "warning",
        message:
          "Only {maxQuantity} products of this type are available. The quantity was set to {maxQuantity}.",
        action1: { label: "OK" },
        params: { maxQuantity: 14 },
      },
    });
    expect(clampQuantity(999, 2).qty).toBe(2);
  });

  it("clamps to 0 for a sold-out line and throws for a broken limit", () => {
    expect(clampQuantity(3, 0).qty).toBe(0);
    let caught: unknown;
    try {
      clampQuantity(1, 1.5);
    } catch (error) {
      caught = error;
    }
    expect(isCartMergeError(caught)).toBe(true);
  });
});

describe("clampToLineMax", () => {
  it("lowers 1000 to the 999 a line may hold, and says so", () => {
    expect(clampToLineMax(1000)).toEqual({
      qty: 999,
      notification: {
        type: "warning",
        message:
          "At most {maxQuantity} pieces of a product per order. The quantity was set to {maxQuantity}.",
        params: { maxQuantity: 999 },
        action1: { label: "OK" },
      },
    });
  });

  it("lets a quantity up to 999 stand", () => {
    expect(clampToLineMax(999)).toEqual({ qty: 999, notification: null });
    expect(clampToLineMax(12)).toEqual({ qty: 12, notification: null });
  });

  it("never answers more than a line may hold", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (qty) => clampToLineMax(qty).qty <= LINE_QTY_MAX),
    );
  });
});
