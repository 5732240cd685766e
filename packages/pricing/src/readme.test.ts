import { describe, expect, it } from "vitest";
import { displayedPrice, lowestPriceBeforeReduction, specialWindowActive, toGrosze } from "./index";

// The README's quick start, run as written.
describe("README quick start", () => {
  it("gives the values the README shows", () => {
    expect(toGrosze(2.345)).toBe(235);
    const sale = { special_from_date: "2026-11-01", special_to_date: "2026-11-21" };
    expect(specialWindowActive(sale, Date.UTC(2026, 10, 21, 22, 59))).toBe(true);
    expect(
      displayedPrice({
        price_incl_tax: 99.99,
        original_price_incl_tax: 129.99,
        special_price: 81.29,
        qty: 2,
      }),
    ).toEqual({ price: 199.98, originalPrice: 259.98 });
    const history = [
      { at: "2026-09-01", price_incl_tax: 149.99 },
      { at: "2026-10-25", price_incl_tax: 119.99 },
      { at: "2026-11-01", price_incl_tax: 129.99 },
      { at: "2026-11-20", price_incl_tax: 99.99 },
    ];
    expect(lowestPriceBeforeReduction(history, { now: Date.UTC(2026, 10, 21) })).toEqual({
      status: "reduced",
      reduction_started_at: 1795129200000,
      lowest_price_30d_incl_tax: 119.99,
    });
  });
});
