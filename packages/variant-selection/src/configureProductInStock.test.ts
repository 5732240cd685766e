import { describe, expect, it } from "vitest";
import { aChild, aProduct } from "../test/builders.js";
import { buyableVariants } from "./buyableVariants.js";
import { configureProductInStock } from "./configureProductInStock.js";

const soldOut = { is_in_stock: false, qty: 0 };
const inStock = { is_in_stock: true, qty: 1 };

/** Black S sold out (first child), black M and white S in stock, white M disabled. */
function dress() {
  return aProduct({
    configurable_children: [
      aChild({ id: 1, sku: "D-1-7", color: 1, size: 7, stock: soldOut }),
      aChild({ id: 2, sku: "D-1-8", color: 1, size: 8, stock: inStock }),
      aChild({ id: 3, sku: "D-2-7", color: 2, size: 7, stock: inStock }),
      aChild({ id: 4, sku: "D-2-8", color: 2, size: 8, status: 2, stock: inStock }),
    ],
  });
}

describe("configureProductInStock", () => {
  it("does not default to a sold-out first child", () => {
    expect(configureProductInStock(dress(), {}).variant?.sku).toBe("D-1-8");
  });

  it("prefers an in-stock child that matches the chosen values", () => {
    expect(configureProductInStock(dress(), { color: ["1"] }).variant?.sku).toBe("D-1-8");
    expect(configureProductInStock(dress(), { size: ["7"] }).variant?.sku).toBe("D-2-7");
  });

  it("keeps a child the configuration names by sku, even when sold out", () => {
    const { product, variant } = configureProductInStock(dress(), { sku: "D-1-7" });
    expect(variant?.sku).toBe("D-1-7");
    expect(product.sku).toBe("D-1-7");
  });

  it("falls back to the plain choice when nothing is in stock", () => {
    const allSoldOut = aProduct({
      configurable_children: [aChild({ id: 1, sku: "A", color: 1, size: 7, stock: soldOut })],
    });
    expect(configureProductInStock(allSoldOut, {}).variant?.sku).toBe("A");
  });
});

describe("buyableVariants", () => {
  it("lists the enabled, in-stock children with their labelled options", () => {
    expect(buyableVariants(dress())).toEqual([
      {
        sku: "D-1-8",
        options: [
          { attribute_code: "color", id: "1", label: "Czarny" },
          { attribute_code: "size", id: "8", label: "M" },
        ],
      },
      {
        sku: "D-2-7",
        options: [
          { attribute_code: "color", id: "2", label: "Biały" },
          { attribute_code: "size", id: "7", label: "S" },
        ],
      },
    ]);
  });

  it("keeps only the children with the fixed values", () => {
    expect(buyableVariants(dress(), { color: ["2"], price: "0.0-50.0" }).map((v) => v.sku)).toEqual([
      "D-2-7",
    ]);
    expect(buyableVariants(dress(), { color: "1", size: "7" })).toEqual([]);
  });
});
