import { describe, expect, it } from "vitest";
import { isCartMergeError } from "./cartMergeError.js";
import { validateQuantity } from "./validateQuantity.js";

describe("validateQuantity", () => {
  it("accepts a quantity up to the available one", () => {
    expect(validateQuantity(3, 3)).toEqual({ ok: true });
    expect(validateQuantity("2", 3)).toEqual({ ok: true });
  });

  it("rejects more than available with the dictionary message and its parameter", () => {
    expect(validateQuantity(5, 3)).toEqual({
      ok: false,
      reason: "max-quantity",
      maxQuantity: 3,
      notification: {
        type: "error",
        message: "Only {maxQuantity} products of this type are available.",
        action1: { label: "OK" },
        params: { maxQuantity: 3 },
      },
    });
  });

  it("throws invalid-quantity-limit for a broken limit", () => {
    let caught: unknown;
    try {
      validateQuantity(1, -1);
    } catch (error) {
      caught = error;
    }
    expect(isCartMergeError(caught) && caught.reason).toBe("invalid-quantity-limit");
  });
});
