import { describe, expect, it } from "vitest";
import { configureProductInStock } from "./configureProductInStock.js";
import { optionAvailability } from "./optionAvailability.js";
import type { ConfigurableProduct } from "./types.js";
import { withCurrentStock } from "./withCurrentStock.js";

/** A dress rendered when both sizes were in stock. */
const dress: ConfigurableProduct = {
  id: 1,
  sku: "SUK-1",
  type_id: "configurable",
  stock: { product_id: 1, is_in_stock: true, qty: 6 },
  configurable_options: [
    {
      attribute_code: "size",
      attribute_id: 2,
      label: "Rozmiar",
      values: [
        { value_index: 168, label: "S" },
        { value_index: 169, label: "M" },
      ],
    },
  ],
  configurable_children: [
    {
      id: 2,
      sku: "SUK-1-S",
      size: 168,
      price_incl_tax: 100,
      stock: { product_id: 2, is_in_stock: true, qty: 5 },
    },
    {
      id: 3,
      sku: "SUK-1-M",
      size: 169,
      price_incl_tax: 100,
      stock: { product_id: 3, is_in_stock: true, qty: 1 },
    },
  ],
};

describe("withCurrentStock", () => {
  it("marks a child sold out since the render, and keeps it on the page", () => {
    const synced = withCurrentStock(dress, [
      { product_id: 3, sku: "SUK-1-M", is_in_stock: false, qty: 0, manage_stock: true },
    ]);
    expect(synced.configurable_children?.map((child) => child.sku)).toEqual(["SUK-1-S", "SUK-1-M"]);
    expect(synced.configurable_children?.[1]?.stock).toEqual({
      product_id: 3,
      is_in_stock: false,
      qty: 0,
      manage_stock: true,
    });
    expect(synced.configurable_children?.[0]?.stock).toEqual({ product_id: 2, is_in_stock: true, qty: 5 });
  });

  it("makes the sold-out size unavailable in the picker and the in-stock choice move away from it", () => {
    const synced = withCurrentStock(dress, [{ product_id: 3, is_in_stock: false, qty: 0 }]);
    const sizes = optionAvailability(synced, {}, { listOutOfStockProducts: false }).size ?? [];
    expect(sizes.map((value) => [value.label, value.available])).toEqual([
      ["S", true],
      ["M", false],
    ]);
    expect(configureProductInStock(synced, { size: "169" }).variant?.sku).toBe("SUK-1-S");
  });

  it("matches a child by sku when the item has no product id", () => {
    const synced = withCurrentStock(dress, [{ sku: "SUK-1-S", is_in_stock: false, qty: 0 }]);
    expect(synced.configurable_children?.[0]?.stock).toEqual({ is_in_stock: false, qty: 0 });
  });

  it("updates the product's own stock", () => {
    expect(
      withCurrentStock(dress, [{ product_id: 1, sku: "SUK-1", is_in_stock: true, qty: 2 }]).stock,
    ).toEqual({
      product_id: 1,
      is_in_stock: true,
      qty: 2,
    });
  });

  it("returns the same product when the list is empty or names nothing on the page (a failed call)", () => {
    expect(withCurrentStock(dress, [])).toBe(dress);
    expect(withCurrentStock(dress, [{ product_id: 99, sku: "OTHER", is_in_stock: false }])).toBe(dress);
  });
});
