import { describe, expect, it } from "vitest";
import { CheckoutError, isCheckoutError } from "./checkoutError.js";

describe("CheckoutError", () => {
  it("carries its reason and a message built from it", () => {
    const error = new CheckoutError({ reason: "invalid-idempotency-key", key: "short" });
    expect(error.reason).toBe("invalid-idempotency-key");
    expect(error.message).toContain("short");
    expect(error.name).toBe("CheckoutError");
  });
});

describe("isCheckoutError", () => {
  it("recognises instances and copies from another bundle, not other errors", () => {
    expect(isCheckoutError(new CheckoutError({ reason: "unknown-order-attempt", orderId: "x" }))).toBe(true);
    expect(
      isCheckoutError(Object.assign(new Error("x"), { name: "CheckoutError", details: { reason: "x" } })),
    ).toBe(true);
    expect(isCheckoutError(new Error("x"))).toBe(false);
  });
});
