import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { taxRateFor, withPriceFields } from "./priceFields.js";

const rules = [
  {
    product_tax_class_ids: [2],
    rates: [{ tax_country_id: "PL", tax_region_id: 0, region_name: "", rate: 23 }],
  },
];
// 2024-05-15 12:00 Warsaw (UTC+2)
const NOW = Date.UTC(2024, 4, 15, 10, 0, 0);

describe("taxRateFor", () => {
  it("finds 23 % for class 2 in PL", () => expect(taxRateFor(2, rules, "PL")).toBe(23));
  it("gives 0 for class 0, an unknown class or another country", () => {
    expect(taxRateFor(0, rules)).toBe(0);
    expect(taxRateFor(7, rules)).toBe(0);
    expect(taxRateFor(2, rules, "DE")).toBe(0);
  });
  it("accepts a numeric-string class", () => expect(taxRateFor("2", rules)).toBe(23));
});

describe("withPriceFields", () => {
  it("splits a gross price into net and VAT that add up exactly", () => {
    const p = withPriceFields({ price: 129.99, tax_class_id: 2 }, { rules, now: NOW });
    expect(p).toMatchObject({
      price_incl_tax: 129.99,
      price_tax: 24.31,
      price: 105.68,
      final_price_incl_tax: 129.99,
    });
    expect(p).toMatchObject({ original_price_incl_tax: 129.99, special_price: 0, special_price_incl_tax: 0 });
  });
  it("applies an active special price lower than the regular price", () => {
    const p = withPriceFields(
      {
        price: 200,
        special_price: 150,
        special_from_date: "2024-05-01 00:00:00",
        special_to_date: "2024-05-31 00:00:00",
        tax_class_id: 2,
      },
      { rules, now: NOW },
    );
    expect(p).toMatchObject({
      price_incl_tax: 150,
      final_price_incl_tax: 150,
      special_price_incl_tax: 150,
      original_price_incl_tax: 200,
    });
  });
  it("ignores a special price outside its window or not lower than the price", () => {
    const expired = withPriceFields(
      { price: 200, special_price: 150, special_to_date: "2024-05-01", tax_class_id: 2 },
      { rules, now: NOW },
    );
    expect(expired).toMatchObject({ price_incl_tax: 200, special_price_incl_tax: 0 });
    const higher = withPriceFields({ price: 200, special_price: 220, tax_class_id: 2 }, { rules, now: NOW });
    expect(higher).toMatchObject({ price_incl_tax: 200, special_price_incl_tax: 0 });
  });
  it("gives zero tax when no rule matches", () => {
    expect(withPriceFields({ price: 100, tax_class_id: 0 }, { rules, now: NOW })).toMatchObject({
      price: 100,
      price_tax: 0,
      price_incl_tax: 100,
    });
  });
  it("gives a configurable parent the prices of its cheapest enabled child", () => {
    const p = withPriceFields(
      {
        price: 300,
        tax_class_id: 2,
        configurable_children: [
          { price: 90, status: 2, tax_class_id: 2 },
          { price: 120, tax_class_id: 2 },
          { price: 110, special_price: 99.99, tax_class_id: 2 },
        ],
      },
      { rules, now: NOW },
    );
    expect(p.price_incl_tax).toBe(99.99);
    expect(p.special_price_incl_tax).toBe(99.99);
    expect(p.original_price_incl_tax).toBe(300);
  });
  it("always has B + B_tax = B_incl_tax to the grosz", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (grosze) => {
        const p = withPriceFields({ price: grosze / 100, tax_class_id: 2 }, { rules, now: NOW });
        expect(Math.round(p.price * 100) + Math.round(p.price_tax * 100)).toBe(grosze);
      }),
    );
  });
});
