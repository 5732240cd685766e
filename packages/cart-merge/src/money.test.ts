import { describe, expect, it } from "vitest";
import { isCartMergeError } from "./cartMergeError.js";
import { amountGrosze as toGrosze } from "./money.js";

describe("amountGrosze", () => {
  it("converts PLN to integer grosze", () => {
    expect(toGrosze(129.99)).toBe(12999);
    expect(toGrosze("5")).toBe(500);
  });

  it("rounds half away from zero on the shortest decimal form", () => {
    expect(toGrosze(2.345)).toBe(235);
    expect(toGrosze(-2.345)).toBe(-235);
    expect(toGrosze(1.005)).toBe(101);
    expect(toGrosze(2.344)).toBe(234);
  });

  it("reads blank as 0", () => {
    expect(toGrosze(undefined)).toBe(0);
    expect(toGrosze(null)).toBe(0);
    expect(toGrosze("")).toBe(0);
  });

  it("handles tiny exponent forms", () => {
    expect(toGrosze(1e-7)).toBe(0);
  });

  it("throws invalid-amount for non-numeric and non-finite values", () => {
    for (const value of ["abc", Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      let caught: unknown;
      try {
        toGrosze(value);
      } catch (error) {
        caught = error;
      }
      expect(isCartMergeError(caught) && caught.reason).toBe("invalid-amount");
    }
  });
});
