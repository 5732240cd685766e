import { describe, expect, it } from "vitest";
import { isTaxError, TaxError } from "./taxError";
import {
  addTaxToNet,
  parseTaxRate,
  splitGross,
  taxFromGross,
  taxFromGrossGrosze,
  taxFromNetGrosze,
} from "./taxRate";

describe("parseTaxRate", () => {
  it("reads numbers and numeric strings into exact fractions", () => {
    expect(parseTaxRate("23.0000")).toEqual({ percent: 23, numerator: 23, denominator: 1 });
    expect(parseTaxRate(8.5)).toEqual({ percent: 8.5, numerator: 85, denominator: 10 });
    expect(parseTaxRate(0)).toEqual({ percent: 0, numerator: 0, denominator: 1 });
  });

  it("throws invalid-rate for negatives, NaN and non-numbers", () => {
    for (const bad of [-1, Number.NaN, "abc", null, Number.POSITIVE_INFINITY]) {
      try {
        parseTaxRate(bad);
        expect.unreachable();
      } catch (error) {
        expect(isTaxError(error) && error.reason).toBe("invalid-rate");
      }
    }
  });
});

describe("taxFromGrossGrosze", () => {
  it("takes round(gross × rate / (100 + rate)) out of a gross amount", () => {
    expect(taxFromGrossGrosze(12999, parseTaxRate(23))).toBe(2431);
    expect(taxFromGrossGrosze(500, parseTaxRate(23))).toBe(93);
    expect(taxFromGrossGrosze(1, parseTaxRate(23))).toBe(0);
  });

  it("rounds an exact half away from zero", () => {
    // 100 % of 1.01 gross: tax 0.505 → 0.51
    expect(taxFromGrossGrosze(101, parseTaxRate(100))).toBe(51);
    expect(taxFromGrossGrosze(-101, parseTaxRate(100))).toBe(-51);
  });

  it("stays exact beyond 2^53", () => {
    expect(taxFromGrossGrosze(123_000_000_000_000_000, parseTaxRate(23))).toBe(23_000_000_000_000_000);
  });
});

describe("taxFromNetGrosze", () => {
  it("adds round(net × rate / 100)", () => {
    expect(taxFromNetGrosze(20000, parseTaxRate(8))).toBe(1600);
    expect(taxFromNetGrosze(10568, parseTaxRate(23))).toBe(2431);
    expect(taxFromNetGrosze(50, parseTaxRate(5))).toBe(3); // 2.5 → 3
  });
});

describe("splitGross", () => {
  it("splits a gross amount so the parts add up", () => {
    expect(splitGross(129.99, 23)).toEqual({ net: 105.68, tax: 24.31, gross: 129.99 });
    expect(splitGross(14.99, 23)).toEqual({ net: 12.19, tax: 2.8, gross: 14.99 });
  });
});

describe("taxFromGross", () => {
  it("gives the VAT contained in a gross PLN amount (api-contract §12.13)", () => {
    expect(taxFromGross(259.98 - 26, 23)).toBe(43.75);
  });
});

describe("addTaxToNet", () => {
  it("adds VAT to a net amount", () => {
    expect(addTaxToNet(200, 8)).toEqual({ net: 200, tax: 16, gross: 216 });
  });
});

describe("TaxError", () => {
  it("builds its message from the reason", () => {
    expect(new TaxError({ reason: "invalid-rules", value: null }).message).toBe(
      "Tax rules must be an array, got object",
    );
    expect(isTaxError({ name: "TaxError", reason: "invalid-now" })).toBe(true);
    expect(isTaxError(new Error("x"))).toBe(false);
  });
});
