import { describe, expect, it } from "vitest";
import {
  applyBundlePrice,
  bundleLinkSkus,
  bundleOptionsPrice,
  bundleOptionValues,
  bundleSelections,
} from "./bundlePrice";
import { linkedProductsQuery } from "./linkedProducts";

const options = [
  {
    option_id: 1,
    product_links: [
      { id: 10, sku: "TOP-S", qty: 1 },
      { id: 11, sku: "TOP-M", qty: "2", is_default: true },
    ],
  },
  { option_id: 2, product_links: [{ id: 20, sku: "SKIRT", qty: 0 }] },
];
const children = [
  { sku: "TOP-S", price: 40, price_incl_tax: 49.2 },
  { sku: "TOP-M", price: 50, price_incl_tax: 61.5 },
  { sku: "SKIRT", price: 81.29, price_incl_tax: 99.99 },
];

describe("bundleSelections", () => {
  it("uses the default link of each option, else the first, with qty parseInt || 1", () => {
    expect(bundleSelections({ bundle_options: options })).toEqual([
      { option_id: 1, option_qty: 2, option_selections: [11] },
      { option_id: 2, option_qty: 1, option_selections: [20] },
    ]);
  });

  it("prefers the shopper's selections and keeps every required option they leave out at its default", () => {
    const chosen = { "1": { option_id: 1, option_qty: 1, option_selections: [10] } };
    expect(
      bundleSelections({
        bundle_options: options,
        product_option: { extension_attributes: { bundle_options: chosen } },
      }),
    ).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [10] },
      { option_id: 2, option_qty: 1, option_selections: [20] },
    ]);
  });

  it("shows the default configuration for a selection the rule refuses (quantity 0)", () => {
    const chosen = [{ option_id: 1, option_qty: 0, option_selections: [10] }];
    expect(
      bundleSelections({
        bundle_options: options,
        product_option: { extension_attributes: { bundle_options: chosen } },
      }),
    ).toEqual(bundleSelections({ bundle_options: options }));
  });

  it("falls back to defaults when the selections map is empty", () => {
    expect(
      bundleSelections({
        bundle_options: options,
        product_option: { extension_attributes: { bundle_options: {} } },
      }),
    ).toHaveLength(2);
  });
});

describe("bundleOptionValues", () => {
  it("matches options and links as strings and only by the first selection", () => {
    expect(
      bundleOptionValues([{ option_id: "1", option_qty: 4, option_selections: ["10", "11"] }], options),
    ).toEqual([{ id: 10, sku: "TOP-S", qty: 4 }]);
  });

  it("skips unknown options and links", () => {
    expect(bundleOptionValues([{ option_id: 9, option_qty: 1, option_selections: [10] }], options)).toEqual(
      [],
    );
    expect(bundleOptionValues([{ option_id: 1, option_qty: 1, option_selections: [99] }], options)).toEqual(
      [],
    );
  });
});

describe("bundleOptionsPrice", () => {
  it("sums price × qty and price_incl_tax × qty", () => {
    const values = bundleOptionValues(bundleSelections({ bundle_options: options }), options);
    expect(bundleOptionsPrice(values, children)).toEqual({ price: 181.29, price_incl_tax: 222.99 });
  });

  it("counts a missing product as 0 and skips negative quantities", () => {
    expect(
      bundleOptionsPrice(
        [
          { id: 1, sku: "NOPE", qty: 1 },
          { id: 2, sku: "TOP-S", qty: -1 },
          { id: 3, sku: "TOP-S", qty: 0 },
        ],
        children,
      ),
    ).toEqual({ price: 0, price_incl_tax: 0 });
  });

  it("uses a product already attached to the link", () => {
    expect(
      bundleOptionsPrice([{ id: 1, qty: 2, product: { sku: "X", price: 1.5, price_incl_tax: 1.85 } }]),
    ).toEqual({
      price: 3,
      price_incl_tax: 3.7,
    });
  });
});

describe("applyBundlePrice", () => {
  const bundle = { type_id: "bundle", sku: "SET", price: 0, price_incl_tax: 0, bundle_options: options };

  it("replaces price, price_incl_tax and priceInclTax from the default options", () => {
    expect(applyBundlePrice(bundle, children)).toMatchObject({
      price: 181.29,
      price_incl_tax: 222.99,
      priceInclTax: 222.99,
    });
  });

  it("leaves the product alone when the sum is 0", () => {
    expect(applyBundlePrice(bundle, [])).toBe(bundle);
  });

  it("runs only for bundles with options and when enabled", () => {
    expect(applyBundlePrice({ ...bundle, type_id: "simple" }, children).price).toBe(0);
    expect(applyBundlePrice({ ...bundle, bundle_options: null }, children).price).toBe(0);
    expect(applyBundlePrice(bundle, children, { calculateBundlePriceByOptions: false })).toBe(bundle);
  });

  it("does not mutate its input", () => {
    const copy = structuredClone(bundle);
    applyBundlePrice(bundle, children);
    expect(bundle).toEqual(copy);
  });
});

describe("bundleLinkSkus", () => {
  it("lists every linked sku once", () => {
    expect(bundleLinkSkus({ bundle_options: [...options, options[0] as (typeof options)[0]] })).toEqual([
      "TOP-S",
      "TOP-M",
      "SKIRT",
    ]);
  });
});

describe("linkedProductsQuery", () => {
  it("loads skus with status 1 and size = number of skus", () => {
    expect(linkedProductsQuery(["A", "B", "A"])).toEqual({
      filters: { sku: { in: ["A", "B"] }, status: { in: [1] } },
      size: 2,
    });
  });

  it("adds the stock filter when out-of-stock products are not listed", () => {
    expect(linkedProductsQuery(["A"], { listOutOfStockProducts: false }).filters).toEqual({
      sku: { in: ["A"] },
      status: { in: [1] },
      "stock.is_in_stock": { eq: true },
    });
  });
});
