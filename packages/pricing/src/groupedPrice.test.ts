import { describe, expect, it } from "vitest";
import { applyGroupedPrice, groupedLinkSkus } from "./groupedPrice";

const link = (sku: string, extra: Record<string, unknown> = {}) => ({
  link_type: "associated",
  linked_product_type: "simple",
  linked_product_sku: sku,
  ...extra,
});
const children = [
  { sku: "A", price: 10, price_incl_tax: 12.3 },
  { sku: "B", price: 8.13, price_incl_tax: 10 },
];

describe("applyGroupedPrice", () => {
  it("sums qty × price of the associated simple children", () => {
    const grouped = { type_id: "grouped", product_links: [link("A", { qty: 2 }), link("B")] };
    expect(applyGroupedPrice(grouped, children).product).toMatchObject({
      price: 28.13,
      price_incl_tax: 34.6,
      priceInclTax: 34.6,
    });
  });

  it("reads the quantity from extension_attributes when the link has none", () => {
    const grouped = { type_id: "grouped", product_links: [link("A", { extension_attributes: { qty: 3 } })] };
    expect(applyGroupedPrice(grouped, children).product.price_incl_tax).toBe(36.9);
  });

  it("ignores other link types and non-simple children", () => {
    const grouped = {
      type_id: "grouped",
      product_links: [
        link("A"),
        { ...link("B"), link_type: "related" },
        { ...link("B"), linked_product_type: "virtual" },
      ],
    };
    expect(applyGroupedPrice(grouped, children).product.price).toBe(10);
  });

  it("logs 'Product not found' for a missing child, which contributes 0", () => {
    const grouped = { type_id: "grouped", product_links: [link("A"), link("GONE")] };
    const result = applyGroupedPrice(grouped, children);
    expect(result.product.price).toBe(10);
    expect(result.effects).toEqual([
      { type: "log", level: "error", message: "Product not found", sku: "GONE" },
    ]);
  });

  it("sets nothing when no child was found", () => {
    const grouped = { type_id: "grouped", price: 5, product_links: [link("GONE")] };
    const result = applyGroupedPrice(grouped, children);
    expect(result.product).toBe(grouped);
    expect(result.effects).toHaveLength(1);
  });

  it("runs only for grouped products", () => {
    const simple = { type_id: "simple", product_links: [link("A")] };
    expect(applyGroupedPrice(simple, children)).toEqual({ product: simple, effects: [] });
  });
});

describe("groupedLinkSkus", () => {
  it("lists the associated simple skus", () => {
    expect(groupedLinkSkus({ product_links: [link("A"), { ...link("B"), link_type: "upsell" }] })).toEqual([
      "A",
    ]);
  });
});
