import { describe, expect, it } from "vitest";
import { aChild, aProduct } from "../test/builders.js";
import { selectVariant, variantPrice } from "./selectVariant.js";
import { isVariantSelectionError } from "./variantSelectionError.js";

function skuOf(result: ReturnType<typeof selectVariant>): string | undefined {
  return "variant" in result ? result.variant.sku : undefined;
}

describe("selectVariant", () => {
  it("picks Y for {color: '1'}: same level as X, cheaper incl. tax (behaviour §5.4 example)", () => {
    expect(skuOf(selectVariant(aProduct(), { color: "1" }))).toBe("Y");
  });

  it("picks X for {color: '1', size: '7'}: the highest match level wins over a cheaper child", () => {
    expect(skuOf(selectVariant(aProduct(), { color: "1", size: "7" }))).toBe("X");
  });

  it("falls back to the first eligible child X for {color: '3'} when fallback is on", () => {
    const result = selectVariant(aProduct(), { color: "3" }, { fallbackToDefaultWhenNoAvailable: true });
    expect(skuOf(result)).toBe("X");
    expect("variant" in result && result.matchedBy).toBe("fallback");
  });

  it("returns the error 'No available product variants' for {color: '3'} when fallback is off", () => {
    const result = selectVariant(aProduct(), { color: "3" }, { fallbackToDefaultWhenNoAvailable: false });
    expect("error" in result).toBe(true);
    if ("error" in result) {
      expect(result.error.message).toBe("No available product variants");
      expect(result.error.reason).toBe("no-available-variants");
      expect(isVariantSelectionError(result.error)).toBe(true);
    }
  });

  it("yields the first eligible child for a blank configuration with fallback on, and none with it off", () => {
    expect(skuOf(selectVariant(aProduct(), null, { fallbackToDefaultWhenNoAvailable: true }))).toBe("X");
    expect(skuOf(selectVariant(aProduct(), null))).toBeUndefined();
    expect(skuOf(selectVariant(aProduct(), {}, { fallbackToDefaultWhenNoAvailable: false }))).toBeUndefined();
  });

  it("lets an exact sku win over a better attribute match", () => {
    const result = selectVariant(aProduct(), { sku: "Z", color: "1", size: "8" });
    expect(skuOf(result)).toBe("Z");
    expect("variant" in result && result.matchedBy).toBe("sku");
  });

  it("ignores a sku that no eligible child has and matches by attributes", () => {
    expect(skuOf(selectVariant(aProduct(), { sku: "NOPE", size: "8" }))).toBe("Y");
  });

  it("never chooses a child with status 2 or higher, even by exact sku", () => {
    const product = aProduct({
      configurable_children: [
        aChild({ sku: "A", status: 2, color: 1 }),
        aChild({ sku: "B", status: 3, color: 1 }),
        aChild({ sku: "C", color: 2 }),
      ],
    });
    const fallback = { fallbackToDefaultWhenNoAvailable: true };
    expect(skuOf(selectVariant(product, { sku: "A" }, fallback))).toBe("C");
    expect(skuOf(selectVariant(product, { color: "1" }, fallback))).toBe("C");
    expect(
      skuOf(selectVariant(product, { color: "1" }, { fallbackToDefaultWhenNoAvailable: false })),
    ).toBeUndefined();
  });

  it("counts a missing status as enabled", () => {
    const product = aProduct({ configurable_children: [{ sku: "A", color: 1 }] });
    expect(skuOf(selectVariant(product, { color: "1" }))).toBe("A");
  });

  it("skips an out-of-stock child when out-of-stock products are not listed", () => {
    const product = aProduct({
      configurable_children: [
        aChild({ sku: "A", color: 1, price_incl_tax: 10, stock: { is_in_stock: false } }),
        aChild({ sku: "B", color: 1, price_incl_tax: 20, stock: { is_in_stock: true } }),
      ],
    });
    expect(skuOf(selectVariant(product, { color: "1" }, { listOutOfStockProducts: false }))).toBe("B");
  });

  it("keeps an out-of-stock child when out-of-stock products are listed (the default)", () => {
    const product = aProduct({
      configurable_children: [
        aChild({ sku: "A", color: 1, price_incl_tax: 10, stock: { is_in_stock: false } }),
        aChild({ sku: "B", color: 1, price_incl_tax: 20 }),
      ],
    });
    expect(skuOf(selectVariant(product, { color: "1" }))).toBe("A");
  });

  it("keeps an out-of-stock child when the availability check is off", () => {
    const product = aProduct({
      configurable_children: [aChild({ sku: "A", color: 1, stock: { is_in_stock: false } })],
    });
    expect(
      skuOf(
        selectVariant(product, { color: "1" }, { listOutOfStockProducts: false, availabilityCheck: false }),
      ),
    ).toBe("A");
  });

  it("never excludes a child without a stock object by stock", () => {
    const product = aProduct({ configurable_children: [aChild({ sku: "A", color: 1, stock: undefined })] });
    expect(skuOf(selectVariant(product, { color: "1" }, { listOutOfStockProducts: false }))).toBe("A");
  });

  it("chooses the earlier child when level and price are equal", () => {
    const product = aProduct({
      configurable_children: [
        aChild({ sku: "A", color: 1, price_incl_tax: 50 }),
        aChild({ sku: "B", color: 1, price_incl_tax: 50 }),
      ],
    });
    expect(skuOf(selectVariant(product, { color: "1" }))).toBe("A");
  });

  it("compares original_price_incl_tax when price_incl_tax is missing, and treats no price as the most expensive", () => {
    const product = aProduct({
      configurable_children: [
        aChild({ sku: "A", color: 1, price_incl_tax: undefined }),
        aChild({ sku: "B", color: 1, price_incl_tax: undefined, original_price_incl_tax: 80 }),
      ],
    });
    expect(skuOf(selectVariant(product, { color: "1" }))).toBe("B");
  });

  it("returns the error when the product has no children", () => {
    expect("error" in selectVariant(aProduct({ configurable_children: [] }), {})).toBe(true);
    expect("error" in selectVariant({ sku: "S" }, {})).toBe(true);
  });

  it("reports the index of the chosen child", () => {
    const result = selectVariant(aProduct(), { color: "2" });
    expect("variant" in result && result.index).toBe(2);
  });
});

describe("variantPrice", () => {
  it("reads price_incl_tax, then original_price_incl_tax, then +Infinity", () => {
    expect(variantPrice({ price_incl_tax: 70, original_price_incl_tax: 90 })).toBe(70);
    expect(variantPrice({ original_price_incl_tax: 90 })).toBe(90);
    expect(variantPrice({})).toBe(Number.POSITIVE_INFINITY);
  });

  it("keeps a zero price (zero is a price, not a missing one)", () => {
    expect(variantPrice({ price_incl_tax: 0, original_price_incl_tax: 90 })).toBe(0);
  });
});
