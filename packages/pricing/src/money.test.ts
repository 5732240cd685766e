import { describe, expect, it } from "vitest";
import { amountToGrosze, fromGrosze, parseAmount, roundGrosze, roundMoney, toGrosze } from "./money";
import { isPricingError, PricingError } from "./pricingError";
import { toEpochMs } from "./toEpochMs";

describe("toGrosze", () => {
  it("converts PLN to integer grosze", () => {
    expect(toGrosze(129.99)).toBe(12999);
    expect(toGrosze(0.1 + 0.2)).toBe(30);
  });

  it("rounds half away from zero on the printed decimal", () => {
    expect(toGrosze(2.345)).toBe(235);
    expect(toGrosze(-2.345)).toBe(-235);
    expect(toGrosze(1.005)).toBe(101);
  });

  it("never returns -0", () => {
    expect(Object.is(toGrosze(-0.001), 0)).toBe(true);
  });

  it("throws invalid-amount for NaN and Infinity", () => {
    expect(() => toGrosze(Number.NaN)).toThrow(PricingError);
    try {
      toGrosze(Number.POSITIVE_INFINITY);
    } catch (error) {
      expect(isPricingError(error) && error.reason).toBe("invalid-amount");
    }
  });
});

describe("roundMoney", () => {
  it("rounds to 2 decimals half away from zero", () => {
    expect(roundMoney(2.345)).toBe(2.35);
    expect(roundMoney(-2.345)).toBe(-2.35);
    expect(roundMoney(2.344)).toBe(2.34);
  });
});

describe("fromGrosze", () => {
  it("gives the nearest double", () => {
    expect(fromGrosze(12999)).toBe(129.99);
    expect(Object.is(fromGrosze(-0), 0)).toBe(true);
  });
});

describe("parseAmount", () => {
  it("reads numbers and numeric strings and treats the rest as absent", () => {
    expect([12.5, "12.50", "  7 ", "", null, undefined, "abc", Number.NaN, {}].map(parseAmount)).toEqual([
      12.5,
      12.5,
      7,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("amountToGrosze", () => {
  it("gives 0 for absent values", () => {
    expect(amountToGrosze(undefined)).toBe(0);
    expect(amountToGrosze("1.2")).toBe(120);
  });
});

describe("roundGrosze", () => {
  it("rounds fractional grosze half away from zero", () => {
    expect(roundGrosze(249.5)).toBe(250);
    expect(roundGrosze(-249.5)).toBe(-250);
    expect(roundGrosze(249.49)).toBe(249);
  });
});

describe("toEpochMs", () => {
  it("accepts epoch ms and Dates", () => {
    expect(toEpochMs(5)).toBe(5);
    expect(toEpochMs(new Date(7))).toBe(7);
  });

  it("throws invalid-now for a broken instant", () => {
    expect(() => toEpochMs(new Date(Number.NaN))).toThrow(/now must be/);
    expect(() => toEpochMs(Number.NaN)).toThrow(PricingError);
  });
});

describe("isPricingError", () => {
  it("recognises look-alikes from another bundle", () => {
    expect(isPricingError({ name: "PricingError", reason: "invalid-now" })).toBe(true);
    expect(isPricingError(new Error("x"))).toBe(false);
  });
});
