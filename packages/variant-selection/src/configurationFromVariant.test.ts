import { describe, expect, it } from "vitest";
import { aProduct } from "../test/builders.js";
import { configurableItemOptions } from "./configurableItemOptions.js";
import { configurationFromVariant } from "./configurationFromVariant.js";
import { resolveAttributeCode } from "./resolveAttributeCode.js";

describe("resolveAttributeCode", () => {
  it("uses attribute_code, then metadata for attribute_id, then the lower-cased label", () => {
    expect(resolveAttributeCode({ attribute_code: "color", attribute_id: 1, label: "X" })).toBe("color");
    expect(
      resolveAttributeCode({ attribute_id: 144, label: "X" }, [
        { attribute_code: "size", attribute_id: "144" },
      ]),
    ).toBe("size");
    expect(resolveAttributeCode({ attribute_id: 1, label: "Materiał" })).toBe("materiał");
    expect(resolveAttributeCode({})).toBeUndefined();
  });
});

describe("configurationFromVariant", () => {
  it("builds one {attribute_code, id, label} entry per option in order", () => {
    const { configuration, log } = configurationFromVariant(aProduct(), { sku: "Y", color: 1, size: 8 });
    expect(configuration).toEqual({
      color: { attribute_code: "color", id: "1", label: "Czarny" },
      size: { attribute_code: "size", id: "8", label: "M" },
    });
    expect(Object.keys(configuration)).toEqual(["color", "size"]);
    expect(log).toEqual([]);
  });

  it("prefers the variant's custom_attributes entry over its field", () => {
    const variant = {
      sku: "Y",
      color: 1,
      size: 8,
      custom_attributes: [{ attribute_code: "color", value: "2" }],
    };
    expect(configurationFromVariant(aProduct(), variant).configuration.color).toEqual({
      attribute_code: "color",
      id: "2",
      label: "Biały",
    });
  });

  it("uses default_label, then the metadata label, then the id", () => {
    const product = aProduct({
      configurable_options: [
        { attribute_code: "color", values: [{ value_index: 1, label: "", default_label: "Black" }] },
      ],
    });
    expect(configurationFromVariant(product, { color: 1 }).configuration.color?.label).toBe("Black");
    const meta = [{ attribute_code: "color", options: [{ value: "5", label: "Zielony" }] }];
    expect(configurationFromVariant(product, { color: 5 }, meta).configuration.color?.label).toBe("Zielony");
    expect(configurationFromVariant(product, { color: 6 }).configuration.color?.label).toBe("6");
  });

  it("skips an option without a code and logs 'Wrong attribute given in configurable_options'", () => {
    const product = aProduct({
      configurable_options: [{ attribute_id: 999 }, { attribute_code: "size", values: [] }],
    });
    const { configuration, log } = configurationFromVariant(product, { size: 7 });
    expect(Object.keys(configuration)).toEqual(["size"]);
    expect(log).toEqual([
      {
        level: "error",
        message: "Wrong attribute given in configurable_options",
        context: { attribute_id: "999" },
      },
    ]);
  });

  it("does not mutate the variant", () => {
    const variant = Object.freeze({ sku: "Y", color: 1, size: 8 });
    expect(() => configurationFromVariant(aProduct(), variant)).not.toThrow();
  });
});

describe("configurableItemOptions", () => {
  it("builds options and configurable_item_options in configurable_options order, skipping price", () => {
    const { options, product_option } = configurableItemOptions(aProduct(), {
      size: { attribute_code: "size", id: "8", label: "M" },
      price: { attribute_code: "price", id: "1", label: "x" },
      color: { attribute_code: "color", id: "1", label: "Czarny" },
    });
    expect(options).toEqual([
      { label: "Kolor", value: "Czarny" },
      { label: "Rozmiar", value: "M" },
    ]);
    expect(product_option).toEqual({
      extension_attributes: {
        custom_options: [],
        configurable_item_options: [
          { option_id: "93", option_value: "1" },
          { option_id: "144", option_value: "8" },
        ],
        bundle_options: [],
      },
    });
  });

  it("uses the code as label when the option has none", () => {
    const { options } = configurableItemOptions(
      { configurable_options: [{ attribute_code: "size", attribute_id: 1 }] },
      { size: { attribute_code: "size", id: "8", label: "M" } },
    );
    expect(options).toEqual([{ label: "size", value: "M" }]);
  });
});
