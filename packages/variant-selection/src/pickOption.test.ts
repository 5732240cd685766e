import { describe, expect, it } from "vitest";
import { aChild, aProduct } from "../test/builders.js";
import { pickOption, productVariantFrom, variantSearchSku } from "./pickOption.js";
import { isVariantSelectionError, VariantSelectionError } from "./variantSelectionError.js";

describe("pickOption", () => {
  it("merges the picked value into the configuration and applies the matching child", () => {
    const parent = aProduct();
    const result = pickOption(
      parent,
      parent,
      { color: { id: "1", label: "Czarny", attribute_code: "color" } },
      { attribute_code: "size", id: "8", label: "M" },
    );
    expect(result.status).toBe("matched");
    if (result.status !== "matched") return;
    expect(result.configuration).toEqual({
      color: { id: "1", label: "Czarny", attribute_code: "color" },
      size: { id: "8", label: "M", attribute_code: "size" },
    });
    expect(result.childSku).toBe("Y");
    expect(result.product.sku).toBe("Y");
    expect(result.product.parentSku).toBe("P");
  });

  it("never lets a tie on other attributes override the value just picked", () => {
    // color 2 is chosen; picking size 8 must give Y (size 8), although over all children Z (color 2,
    // 60 zł) would tie with Y (size 8, 70 zł) on one matched attribute and win on price.
    const parent = aProduct();
    const result = pickOption(parent, parent, { color: "2" }, { attribute_code: "size", id: "8" });
    expect(result.status === "matched" && result.variant.size).toBe(8);
  });

  it("returns the 'No such configuration' warning with an OK action when no child carries the value", () => {
    const parent = aProduct({
      configurable_children: [aChild({ sku: "A", size: 7 }), aChild({ sku: "B", size: 8, status: 2 })],
    });
    const result = pickOption(parent, parent, {}, { attribute_code: "size", id: "8" });
    expect(result).toEqual({
      status: "no-match",
      configuration: { size: { id: "8", label: undefined, attribute_code: "size" } },
      notification: {
        type: "warning",
        message: "No such configuration for the product. Please do choose another combination of attributes.",
        action1: { label: "OK" },
      },
    });
  });
});

describe("variantSearchSku", () => {
  it("returns parentSku", () => {
    expect(variantSearchSku({ sku: "P-S", parentSku: "P" })).toBe("P");
  });

  it("throws the missing-parent-sku error with the spec's message for a blank parentSku", () => {
    expect(() => variantSearchSku({ sku: "A", parentSku: "" })).toThrow(
      "Product doesn't have parentSku, please check if this is configurable product",
    );
    try {
      variantSearchSku({ sku: "A" });
    } catch (error) {
      expect(isVariantSelectionError(error) && error.reason).toBe("missing-parent-sku");
    }
  });
});

describe("productVariantFrom", () => {
  it("returns the selected child's fields plus options and product_option", () => {
    const variant = productVariantFrom(aProduct(), { color: "2" });
    expect(variant.sku).toBe("Z");
    expect(variant.options).toEqual([
      { label: "Kolor", value: "Biały" },
      { label: "Rozmiar", value: "S" },
    ]);
    expect(variant.product_option).toBeDefined();
  });

  it("returns no variant fields without a match (no fallback)", () => {
    const variant = productVariantFrom(aProduct(), { color: "3" });
    expect(variant.sku).toBeUndefined();
  });
});

describe("VariantSelectionError", () => {
  it("builds each reason's exact message and keeps structured fields", () => {
    expect(new VariantSelectionError({ reason: "no-available-variants" }).message).toBe(
      "No available product variants",
    );
    expect(new VariantSelectionError({ reason: "wrong-attribute", attributeId: "9" }).details).toEqual({
      reason: "wrong-attribute",
      attributeId: "9",
    });
    expect(new VariantSelectionError({ reason: "no-such-configuration" }).name).toBe("VariantSelectionError");
  });

  it("is recognised by name across bundles", () => {
    const foreign = Object.assign(new Error("No available product variants"), {
      name: "VariantSelectionError",
      reason: "no-available-variants",
    });
    expect(isVariantSelectionError(foreign)).toBe(true);
    expect(isVariantSelectionError({ name: "VariantSelectionError" })).toBe(false);
  });
});
