import { describe, expect, it } from "vitest";
import { validateProduct } from "./validateProduct.js";

const PRICE = "Product price is unknown, product cannot be added to the cart!";

describe("validateProduct", () => {
  it("accepts a positive price", () => {
    expect(validateProduct({ sku: "A", price_incl_tax: 129.99 })).toEqual([]);
  });

  it("accepts a zero price by default", () => {
    expect(validateProduct({ sku: "A", price_incl_tax: 0 })).toEqual([]);
  });

  it("rejects a zero price when zero-price products are off", () => {
    expect(validateProduct({ sku: "A", price_incl_tax: 0 }, { useZeroPriceProduct: false })).toEqual([PRICE]);
  });

  it("rejects a price below 0", () => {
    expect(validateProduct({ sku: "A", price_incl_tax: -0.01 })).toEqual([PRICE]);
  });

  it("treats a missing or NaN price as unknown (decision)", () => {
    expect(validateProduct({ sku: "A" })).toEqual([PRICE]);
    expect(validateProduct({ sku: "A", price_incl_tax: Number.NaN })).toEqual([PRICE]);
    expect(validateProduct({ sku: "A", price_incl_tax: "" })).toEqual([PRICE]);
  });

  it("parses a numeric string price", () => {
    expect(validateProduct({ sku: "A", price_incl_tax: "19.99" })).toEqual([]);
    expect(validateProduct({ sku: "A", price_incl_tax: "-1" })).toEqual([PRICE]);
  });

  it("adds every truthy product error in key order", () => {
    expect(
      validateProduct({
        sku: "A",
        price_incl_tax: 1,
        errors: { size: "Choose a size", color: "", stock: "Out" },
      }),
    ).toEqual(["Choose a size", "Out"]);
  });

  it("lists the price message before the product errors", () => {
    expect(validateProduct({ sku: "A", errors: { x: "E" } })).toEqual([PRICE, "E"]);
  });
});
