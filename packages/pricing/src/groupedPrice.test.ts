import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyGroupedPrice,
  groupedLinkQty,
  groupedLinkSkus,
  groupedLinks,
  groupedPriceFields,
} from "./groupedPrice";

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

describe("groupedLinkQty", () => {
  it("reads the link's qty, then extension_attributes.qty, else 1", () => {
    expect(groupedLinkQty({ qty: 3, extension_attributes: { qty: 2 } })).toBe(3);
    expect(groupedLinkQty({ extension_attributes: { qty: "2" } })).toBe(2);
    expect(groupedLinkQty({})).toBe(1);
  });

  it("counts a quantity that is not a whole number ≥ 1 as 1 (a cart line holds at least one)", () => {
    for (const qty of [0, -2, 1.5, "x", Number.NaN]) expect(groupedLinkQty({ qty })).toBe(1);
  });
});

describe("groupedLinks", () => {
  it("lists the associated simple items with their quantities, nothing for other types", () => {
    const set = {
      type_id: "grouped",
      product_links: [link("A", { qty: 2 }), link("B", { extension_attributes: { qty: 0 } }), link("")],
    };
    expect(groupedLinks(set)).toEqual([
      { sku: "A", qty: 2 },
      { sku: "B", qty: 1 },
    ]);
    expect(groupedLinks({ ...set, type_id: "bundle" })).toEqual([]);
  });
});

describe("groupedPriceFields", () => {
  // the demo's "Komplet akcesoriów Karol" (issue 32 major 1): a cap at 40,00, a bag at 269,99 and a bag
  // on special at 84,99 (regular 170,00); the set's own stored 479,99 is never shown
  const karol = {
    type_id: "grouped",
    price: 390.24,
    price_incl_tax: 479.99,
    product_links: [link("CZA-3314"), link("TOR-3750"), link("TOR-3688")],
  };
  const items = [
    { sku: "CZA-3314", price: 32.52, price_tax: 7.48, price_incl_tax: 40 },
    { sku: "TOR-3750", price: 219.5, price_tax: 50.49, price_incl_tax: 269.99 },
    { sku: "TOR-3688", price: 69.1, price_tax: 15.89, price_incl_tax: 84.99 },
  ];

  it("sums each item's effective price × qty; final and original equal it, no special price", () => {
    expect(groupedPriceFields(karol, items)).toEqual({
      fields: {
        price: 321.12,
        price_tax: 73.86,
        price_incl_tax: 394.98,
        final_price: 321.12,
        final_price_tax: 73.86,
        final_price_incl_tax: 394.98,
        special_price: 0,
        special_price_tax: 0,
        special_price_incl_tax: 0,
        original_price: 321.12,
        original_price_tax: 73.86,
        original_price_incl_tax: 394.98,
        original_final_price: 321.12,
        original_special_price: null,
      },
      effects: [],
    });
  });

  it("is null for other types and when no item was found", () => {
    expect(groupedPriceFields({ ...karol, type_id: "simple" }, items).fields).toBeNull();
    expect(groupedPriceFields(karol, []).fields).toBeNull();
    expect(groupedPriceFields(karol, []).effects).toHaveLength(3);
  });

  it("prices what a cart of the items at their link quantities charges (property)", () => {
    const item = fc.record({
      gross: fc.integer({ min: 0, max: 500_000 }),
      qty: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 6 }), (parts) => {
        const set = {
          type_id: "grouped",
          product_links: parts.map((part, i) => link(`S${i}`, { qty: part.qty })),
        };
        const loaded = parts.map((part, i) => ({ sku: `S${i}`, price: 0, price_incl_tax: part.gross / 100 }));
        const cartGrosze = groupedLinks(set).reduce(
          (sum, line, i) => sum + line.qty * (parts[i]?.gross ?? 0),
          0,
        );
        const fields = groupedPriceFields(set, [...loaded].reverse()).fields;
        expect(fields?.price_incl_tax).toBe(cartGrosze / 100);
        expect(fields?.final_price_incl_tax).toBe(fields?.price_incl_tax);
        expect(applyGroupedPrice(set, loaded).product.price_incl_tax).toBe(cartGrosze / 100);
      }),
    );
  });
});
