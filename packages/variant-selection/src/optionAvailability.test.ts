import { describe, expect, it } from "vitest";
import { aChild, aProduct } from "../test/builders.js";
import { childrenWithValue, isOptionAvailable } from "./isOptionAvailable.js";
import { optionAvailability, productOptionLists } from "./optionAvailability.js";

describe("isOptionAvailable", () => {
  it("is true when an eligible child has the value and matches the other chosen attributes", () => {
    expect(isOptionAvailable(aProduct(), { color: "1" }, "size", "8")).toBe(true);
  });

  it("is false when no child with the value matches another chosen attribute", () => {
    expect(isOptionAvailable(aProduct(), { color: "2" }, "size", "8")).toBe(false);
  });

  it("ignores the attribute itself, price and sku in the configuration", () => {
    expect(isOptionAvailable(aProduct(), { size: "7", sku: "Y", price: "1" }, "size", "8")).toBe(true);
  });

  it("counts null and undefined values as not chosen", () => {
    expect(isOptionAvailable(aProduct(), { color: null, material: undefined }, "size", "8")).toBe(true);
  });

  it("is false when the only child with the value is disabled", () => {
    const product = aProduct({ configurable_children: [aChild({ sku: "A", size: 7, status: 2 })] });
    expect(isOptionAvailable(product, {}, "size", 7)).toBe(false);
  });

  it("is false for an out-of-stock child only when out-of-stock products are not listed", () => {
    const product = aProduct({
      configurable_children: [aChild({ sku: "A", size: 7, stock: { is_in_stock: false } })],
    });
    expect(isOptionAvailable(product, {}, "size", 7)).toBe(true);
    expect(isOptionAvailable(product, {}, "size", 7, { listOutOfStockProducts: false })).toBe(false);
  });

  it("matches an object configuration value by id", () => {
    expect(isOptionAvailable(aProduct(), { color: { id: "2", label: "Biały" } }, "size", 7)).toBe(true);
    expect(isOptionAvailable(aProduct(), { color: { id: "2", label: "Biały" } }, "size", 8)).toBe(false);
  });
});

describe("childrenWithValue", () => {
  it("keeps the children carrying the value, compared as strings", () => {
    expect(childrenWithValue(aProduct().configurable_children ?? [], "size", "7").map((c) => c.sku)).toEqual([
      "X",
      "Z",
    ]);
  });
});

describe("productOptionLists", () => {
  it("lists {label, id: String(value_index), attribute_code} per option and drops blank labels", () => {
    const lists = productOptionLists({
      configurable_options: [
        {
          attribute_code: "size",
          values: [
            { value_index: 7, label: "S" },
            { value_index: 9, label: " " },
            { value_index: 8, default_label: "M" },
          ],
        },
      ],
    });
    expect(lists).toEqual({
      size: [
        { label: "S", id: "7", attribute_code: "size" },
        { label: "M", id: "8", attribute_code: "size" },
      ],
    });
  });

  it("resolves the code from attribute metadata and skips an option with no code", () => {
    const lists = productOptionLists(
      {
        configurable_options: [
          { attribute_id: 93, values: [{ value_index: 1, label: "Czarny" }] },
          { values: [] },
        ],
      },
      [{ attribute_code: "color", attribute_id: "93" }],
    );
    expect(Object.keys(lists)).toEqual(["color"]);
  });
});

describe("optionAvailability", () => {
  it("marks values available and selected for the current choice", () => {
    const availability = optionAvailability(aProduct(), { color: "2" });
    expect(availability.color).toEqual([
      { label: "Czarny", id: "1", attribute_code: "color", available: true, selected: false },
      { label: "Biały", id: "2", attribute_code: "color", available: true, selected: true },
    ]);
    expect(availability.size?.map((v) => [v.label, v.available])).toEqual([
      ["S", true],
      ["M", false],
    ]);
  });
});
