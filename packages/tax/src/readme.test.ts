import { describe, expect, it } from "vitest";
import { applyTaxToProduct } from "./index";

// The README's quick start, run as written.
describe("README quick start", () => {
  it("gives the values the README shows", () => {
    const rules = [
      {
        id: 1,
        product_tax_class_ids: [2],
        customer_tax_class_ids: [3],
        rates: [{ tax_country_id: "PL", tax_region_id: 0, region_name: "", rate: 23 }],
      },
    ];
    const doc = {
      sku: "SUK-0193",
      tax_class_id: 2,
      price: 129.99,
      special_price: 99.99,
      final_price: 129.99,
    };
    const out = applyTaxToProduct(doc, rules, { now: Date.UTC(2026, 10, 21) });
    expect([out.price, out.price_tax, out.price_incl_tax]).toEqual([81.29, 18.7, 99.99]);
    expect([out.original_price_incl_tax, out.final_price_incl_tax, out.special_price_incl_tax]).toEqual([
      129.99, 99.99, 99.99,
    ]);
  });
});
