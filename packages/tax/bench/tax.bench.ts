import { bench, describe } from "vitest";
import type { TaxRule } from "../src/index";
import { applyTaxToProduct, calculateProductTax } from "../src/index";

const rules: TaxRule[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [{ tax_country_id: "PL", tax_region_id: 0, region_name: "", tax_postcode: "*", rate: 23 }],
  },
];
const now = Date.UTC(2026, 10, 21, 12);

// 1 000 configurable products with 10 children each; every third child has a special price with a window.
const products = Array.from({ length: 1_000 }, (_, p) => {
  const base = 49.99 + (p % 200);
  return {
    id: p,
    sku: `SUK-${p}`,
    type_id: "configurable",
    tax_class_id: 2,
    price: base,
    final_price: base,
    configurable_children: Array.from({ length: 10 }, (_, c) => ({
      id: 10_000 + p * 10 + c,
      sku: `SUK-${p}-${c}`,
      status: c === 9 ? 2 : 1,
      tax_class_id: 2,
      price: base + c,
      final_price: base + c,
      ...(c % 3 === 0
        ? { special_price: base + c - 10, special_from_date: "2026-11-01", special_to_date: "2026-11-30" }
        : {}),
      custom_attributes: [{ attribute_code: "color", value: String(c) }],
    })),
  };
});
const processed = products.map((product) => applyTaxToProduct(product, rules, { now }));

describe("tax: 1 000 configurable products × 10 children", () => {
  bench("applyTaxToProduct (reference backend: gross source, final = effective)", () => {
    for (const product of products) applyTaxToProduct(product, rules, { now });
  });
  bench("calculateProductTax (client defaults: net source, camelCase copies)", () => {
    for (const product of products)
      calculateProductTax(product, rules, { now, deprecatedPriceFieldsSupport: true });
  });
  bench("applyTaxToProduct again on processed documents (idempotent path)", () => {
    for (const product of processed) applyTaxToProduct(product, rules, { now });
  });
});
