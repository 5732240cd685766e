import { describe, expect, it } from "vitest";
import { isCartMergeError } from "./cartMergeError.js";
import { clampQuantity } from "./clampQuantity.js";

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
