import { describe, expect, it } from "vitest";
import { aProduct } from "../test/builders.js";
import { isEligibleChild } from "./isEligibleChild.js";
import { removeUnavailableChildren } from "./removeUnavailableChildren.js";

describe("isEligibleChild", () => {
  it("rejects status 2 and 3, accepts 0, 1 and a missing status", () => {
    expect(isEligibleChild({ status: 2 })).toBe(false);
    expect(isEligibleChild({ status: 3 })).toBe(false);
    expect(isEligibleChild({ status: 0 })).toBe(true);
    expect(isEligibleChild({ status: 1 })).toBe(true);
    expect(isEligibleChild({})).toBe(true);
    expect(isEligibleChild({ status: null })).toBe(true);
  });

  it("rejects an out-of-stock child only with the check on and listOutOfStockProducts false", () => {
    const child = { stock: { is_in_stock: false } };
    expect(isEligibleChild(child)).toBe(true);
    expect(isEligibleChild(child, { listOutOfStockProducts: false })).toBe(false);
    expect(isEligibleChild(child, { listOutOfStockProducts: false, availabilityCheck: false })).toBe(true);
  });

  it("treats is_in_stock 0 as out of stock and 1 as in stock", () => {
    expect(isEligibleChild({ stock: { is_in_stock: 0 } }, { listOutOfStockProducts: false })).toBe(false);
    expect(isEligibleChild({ stock: { is_in_stock: 1 } }, { listOutOfStockProducts: false })).toBe(true);
  });

  it("never excludes a child without a stock object", () => {
    expect(isEligibleChild({ stock: null }, { listOutOfStockProducts: false })).toBe(true);
  });
});

describe("removeUnavailableChildren", () => {
  it("removes disabled children and keeps out-of-stock ones by default", () => {
    const product = aProduct({
      configurable_children: [
        { sku: "A", status: 2 },
        { sku: "B", stock: { is_in_stock: false } },
        { sku: "C" },
      ],
    });
    expect(removeUnavailableChildren(product).configurable_children?.map((c) => c.sku)).toEqual(["B", "C"]);
  });

  it("also removes out-of-stock children when listOutOfStockProducts is false", () => {
    const product = aProduct({
      configurable_children: [
        { sku: "A", status: 2 },
        { sku: "B", stock: { is_in_stock: false } },
        { sku: "C" },
      ],
    });
    expect(
      removeUnavailableChildren(product, { listOutOfStockProducts: false }).configurable_children?.map(
        (c) => c.sku,
      ),
    ).toEqual(["C"]);
  });

  it("does not change the input and returns a product without children as is", () => {
    const product = aProduct({ configurable_children: [{ sku: "A", status: 2 }] });
    removeUnavailableChildren(product);
    expect(product.configurable_children).toHaveLength(1);
    const simple = { sku: "S" };
    expect(removeUnavailableChildren(simple)).toBe(simple);
  });
});
