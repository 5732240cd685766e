import { describe, expect, it } from "vitest";
import { aChild, aProduct } from "../test/builders.js";
import { filterOutUnavailableVariants } from "./filterOutUnavailableVariants.js";

describe("filterOutUnavailableVariants", () => {
  it("sets the product's stock from the item with its id", () => {
    const result = filterOutUnavailableVariants(aProduct(), [{ product_id: 10, is_in_stock: true, qty: 3 }]);
    expect(result.stock).toEqual({ product_id: 10, is_in_stock: true, qty: 3 });
    expect(result.errors).toBeUndefined();
  });

  it("keeps the existing stock when no item has the product's id", () => {
    const result = filterOutUnavailableVariants(aProduct({ stock: { is_in_stock: true, qty: 9 } }), []);
    expect(result.stock).toEqual({ is_in_stock: true, qty: 9 });
  });

  it("sets errors.variants when the product's own item is out of stock", () => {
    const result = filterOutUnavailableVariants(aProduct({ errors: { other: "x" } }), [
      { product_id: 10, is_in_stock: false },
    ]);
    expect(result.errors).toEqual({ other: "x", variants: "No available product variants" });
  });

  it("removes a child whose item is out of stock", () => {
    const result = filterOutUnavailableVariants(aProduct(), [{ product_id: 12, is_in_stock: false }]);
    expect(result.configurable_children?.map((c) => c.sku)).toEqual(["X", "Z"]);
  });

  it("removes a child with status 2 or higher that has an item, even in stock", () => {
    const product = aProduct({
      configurable_children: [aChild({ id: 1, sku: "A", status: 2 }), aChild({ id: 2, sku: "B", status: 2 })],
    });
    const result = filterOutUnavailableVariants(product, [{ product_id: 1, is_in_stock: true }]);
    expect(result.configurable_children?.map((c) => c.sku)).toEqual(["B"]);
  });

  it("removes every child with that id", () => {
    const product = aProduct({
      configurable_children: [
        aChild({ id: 1, sku: "A" }),
        aChild({ id: 1, sku: "A2" }),
        aChild({ id: 2, sku: "B" }),
      ],
    });
    const result = filterOutUnavailableVariants(product, [{ product_id: 1, is_in_stock: false }]);
    expect(result.configurable_children?.map((c) => c.sku)).toEqual(["B"]);
  });

  it("sets child.stock to its in-stock item and leaves children without an item in place", () => {
    const result = filterOutUnavailableVariants(aProduct(), [{ product_id: 13, is_in_stock: true, qty: 2 }]);
    expect(result.configurable_children?.map((c) => c.stock ?? null)).toEqual(
      [undefined, undefined, { product_id: 13, is_in_stock: true, qty: 2 }].map((s) => s ?? null),
    );
  });

  it("leaves the children of a non-configurable product alone", () => {
    const product = aProduct({ type_id: "simple" });
    const result = filterOutUnavailableVariants(product, [{ product_id: 11, is_in_stock: false }]);
    expect(result.configurable_children).toHaveLength(3);
  });

  it("does not mutate its input", () => {
    const product = aProduct();
    filterOutUnavailableVariants(product, [
      { product_id: 11, is_in_stock: false },
      { product_id: 10, is_in_stock: false },
    ]);
    expect(product.configurable_children).toHaveLength(3);
    expect(product.errors).toBeUndefined();
  });

  it("changes nothing with no stock items (stock sync off)", () => {
    const product = aProduct();
    expect(filterOutUnavailableVariants(product, [])).toEqual(product);
  });
});

describe("productStockSkus", () => {
  it("lists the parent's and the children's skus once each", async () => {
    const { productStockSkus } = await import("./filterOutUnavailableVariants.js");
    expect(productStockSkus(aProduct())).toEqual(["P", "X", "Y", "Z"]);
    expect(productStockSkus({ sku: "S", configurable_children: [{ sku: "S" }, { sku: "" }] })).toEqual(["S"]);
  });
});
