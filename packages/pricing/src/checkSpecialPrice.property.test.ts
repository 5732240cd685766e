import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkSpecialPrice } from "./checkSpecialPrice";

const grosze = fc.integer({ min: 1, max: 100_000_000 });

describe("checkSpecialPrice (properties)", () => {
  it("never accepts a special price at or above the price", () => {
    fc.assert(
      fc.property(grosze, grosze, (price, special) => {
        const accepted =
          checkSpecialPrice({
            price: price / 100,
            specialPrice: special / 100,
            specialFrom: null,
            specialTo: null,
          }).length === 0;
        expect(accepted).toBe(special < price);
      }),
    );
  });

  it("accepts a window exactly when its start is not after its end (date-only values)", () => {
    const day = fc.integer({ min: 0, max: 3000 });
    const iso = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
    fc.assert(
      fc.property(day, day, (a, b) => {
        const problems = checkSpecialPrice({
          price: 100,
          specialPrice: 50,
          specialFrom: iso(a),
          specialTo: iso(b),
        });
        expect(problems.length === 0).toBe(a <= b);
      }),
    );
  });
});
