import { describe, expect, it } from "vitest";
import { applyTaxToProduct } from "./applyTaxToProduct";
import type { TaxRule } from "./findTaxRule";

// api-contract §12.4's example rule.
const rules: TaxRule[] = [
  {
    id: 1,
    code: "VAT PL",
    customer_tax_class_ids: [3],
    product_tax_class_ids: [2],
    rates: [
      {
        id: 1,
        code: "VAT23-PL",
        tax_country_id: "PL",
        tax_region_id: 0,
        region_name: "",
        tax_postcode: "*",
        rate: 23,
      },
    ],
  },
];
const now = Date.UTC(2026, 10, 21, 12);

describe("applyTaxToProduct", () => {
  it("splits stored gross prices: B_tax = round(B_incl_tax × rate / (100 + rate)), B = B_incl_tax − B_tax", () => {
    const out = applyTaxToProduct({ sku: "A", tax_class_id: 2, price: 129.99, final_price: 129.99 }, rules, {
      now,
    });
    expect(out).toMatchObject({
      price: 105.68,
      price_tax: 24.31,
      price_incl_tax: 129.99,
      original_price: 105.68,
      original_price_tax: 24.31,
      original_price_incl_tax: 129.99,
      final_price: 105.68,
      final_price_tax: 24.31,
      final_price_incl_tax: 129.99,
      special_price: 0,
      special_price_tax: 0,
      special_price_incl_tax: 0,
    });
  });

  it("makes price* and final_price* the effective price when a special price is active", () => {
    const out = applyTaxToProduct(
      { sku: "SUK-0193", tax_class_id: 2, price: 129.99, special_price: 99.99, final_price: 129.99 },
      rules,
      { now },
    );
    expect(out).toMatchObject({
      price_incl_tax: 99.99,
      final_price_incl_tax: 99.99,
      special_price: 81.29,
      special_price_tax: 18.7,
      special_price_incl_tax: 99.99,
      original_price_incl_tax: 129.99,
      original_final_price: 105.68,
      original_special_price: 81.29,
    });
  });

  it("reports special_price* as 0 outside the window (dates in Europe/Warsaw)", () => {
    const out = applyTaxToProduct(
      {
        tax_class_id: 2,
        price: 129.99,
        special_price: 99.99,
        special_to_date: "2026-11-20",
        final_price: 129.99,
      },
      rules,
      { now },
    );
    expect(out).toMatchObject({
      price_incl_tax: 129.99,
      final_price_incl_tax: 129.99,
      special_price_incl_tax: 0,
    });
  });

  it("gives the parent the cheapest enabled child's prices and sets every child's final price", () => {
    const out = applyTaxToProduct(
      {
        tax_class_id: 2,
        type_id: "configurable",
        price: 149.99,
        configurable_children: [
          { sku: "S", tax_class_id: 2, price: 139.99, status: 1 },
          { sku: "M", tax_class_id: 2, price: 129.99, special_price: 99.99, status: 1 },
          { sku: "L", tax_class_id: 2, price: 9.99, status: 2 },
        ],
      },
      rules,
      { now },
    );
    expect(out).toMatchObject({
      price_incl_tax: 99.99,
      final_price_incl_tax: 99.99,
      special_price_incl_tax: 99.99,
    });
    expect(out.original_price_incl_tax).toBe(149.99);
    expect(out.configurable_children?.map((c) => c.final_price_incl_tax)).toEqual([139.99, 99.99, 9.99]);
  });

  it("gives zero tax when no rule matches", () => {
    const out = applyTaxToProduct({ tax_class_id: 5, price: 129.99 }, rules, { now });
    expect(out).toMatchObject({
      price: 129.99,
      price_tax: 0,
      price_incl_tax: 129.99,
      final_price_incl_tax: 129.99,
    });
  });

  it("ignores the customer class (no group tax, api-contract §12.4)", () => {
    const otherCustomers = [{ ...rules[0], customer_tax_class_ids: [7] }] as TaxRule[];
    expect(applyTaxToProduct({ tax_class_id: 2, price: 123 }, otherCustomers, { now }).price_tax).toBe(23);
  });

  it("accepts tax_class_id as a numeric string", () => {
    expect(applyTaxToProduct({ tax_class_id: "2", price: 123 }, rules, { now }).price).toBe(100);
  });

  it("emits no camelCase copies", () => {
    const out = applyTaxToProduct({ tax_class_id: 2, price: 123 }, rules, { now });
    expect(Object.keys(out).filter((key) => /[A-Z]/.test(key))).toEqual([]);
  });

  it("is idempotent", () => {
    const once = applyTaxToProduct(
      {
        tax_class_id: 2,
        price: 129.99,
        special_price: 99.99,
        final_price: 119.99,
        configurable_children: [{ price: 1.07 }],
      },
      rules,
      { now },
    );
    expect(applyTaxToProduct(once, rules, { now })).toEqual(once);
  });
});
