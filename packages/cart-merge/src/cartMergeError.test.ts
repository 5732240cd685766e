import { describe, expect, it } from "vitest";
import { CartMergeError, isCartMergeError } from "./cartMergeError.js";

describe("CartMergeError", () => {
  it("builds its message from the reason and keeps the details", () => {
    const error = new CartMergeError({ reason: "invalid-server-line", index: 3, value: "x" });
    expect(error.message).toBe("Server cart line 3 is not an object");
    expect(error.name).toBe("CartMergeError");
    expect(error.reason).toBe("invalid-server-line");
    expect(error.details).toEqual({ reason: "invalid-server-line", index: 3, value: "x" });
  });

  it("has one message per reason", () => {
    expect(new CartMergeError({ reason: "invalid-line", index: 0, value: 1 }).message).toBe(
      "Cart line 0 is not an object",
    );
    expect(new CartMergeError({ reason: "invalid-amount", value: "x" }).message).toBe(
      "Amount x is not a finite money value",
    );
    expect(new CartMergeError({ reason: "effect-mismatch", expected: "a", received: "b" }).message).toBe(
      "Expected a 'a' effect, received 'b'",
    );
    expect(new CartMergeError({ reason: "invalid-quantity-limit", value: -1 }).message).toBe(
      "Quantity limit -1 is not a non-negative integer",
    );
  });

  it("keeps the cause", () => {
    const cause = new Error("root");
    expect(new CartMergeError({ reason: "invalid-amount", value: 1 }, { cause }).cause).toBe(cause);
  });
});

describe("isCartMergeError", () => {
  it("recognises instances", () => {
    expect(isCartMergeError(new CartMergeError({ reason: "invalid-amount", value: 1 }))).toBe(true);
  });

  it("recognises a copy from another bundle by name and reason", () => {
    expect(isCartMergeError({ name: "CartMergeError", reason: "invalid-line", message: "x" })).toBe(true);
  });

  it("rejects other errors", () => {
    expect(isCartMergeError(new Error("x"))).toBe(false);
    expect(isCartMergeError(null)).toBe(false);
  });
});
