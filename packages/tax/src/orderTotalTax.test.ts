import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderTotalTaxGrosze } from "./orderTotalTax";

describe("orderTotalTaxGrosze", () => {
  it("is 23/123 of the total, rounded to grosze (402,97 zł → 75,35 zł)", () => {
    expect(orderTotalTaxGrosze(40297, [23, "23.0000"])).toBe(7535);
  });

  it("is 23/123 of the total before the withdrawal too (562,96 zł → 105,27 zł)", () => {
    expect(orderTotalTaxGrosze(56296, [23])).toBe(10527);
  });

  it("is 0 for a zero total", () => {
    expect(orderTotalTaxGrosze(0, [23])).toBe(0);
  });

  it("cannot split a total of lines at different rates", () => {
    expect(orderTotalTaxGrosze(40297, [23, 8])).toBeNull();
    expect(orderTotalTaxGrosze(40297, [])).toBeNull();
  });

  it("never exceeds the total and grows with it (property)", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowTax = orderTotalTaxGrosze(low, [23]) ?? -1;
        const highTax = orderTotalTaxGrosze(high, [23]) ?? -1;
        expect(lowTax).toBeGreaterThanOrEqual(0);
        expect(lowTax).toBeLessThanOrEqual(low);
        expect(highTax).toBeGreaterThanOrEqual(lowTax);
      }),
    );
  });
});
