import { describe, expect, it } from "vitest";
import { checksum } from "./checksum.js";
import { prepareProductsToAdd } from "./prepareProductsToAdd.js";

describe("prepareProductsToAdd", () => {
  it("adds the associated products of a grouped product", () => {
    const prepared = prepareProductsToAdd({
      sku: "G",
      type_id: "grouped",
      product_links: [
        { link_type: "associated", product: { sku: "G1", qty: 1 } },
        { link_type: "related", product: { sku: "R" } },
        { link_type: "associated", product: { sku: "G2", qty: 2 } },
      ],
    });
    expect(prepared.map((entry) => entry.product.sku)).toEqual(["G1", "G2"]);
  });

  it("drops null and undefined entries (decision)", () => {
    const prepared = prepareProductsToAdd({
      sku: "G",
      type_id: "grouped",
      product_links: [{ link_type: "associated", product: null }, { link_type: "associated" }],
    });
    expect(prepared).toEqual([]);
    expect(prepareProductsToAdd(null)).toEqual([]);
  });

  it("parses a truthy non-number qty", () => {
    expect(prepareProductsToAdd({ sku: "A", qty: "3" })[0]?.product.qty).toBe(3);
  });

  it("reads the stock status before the stock field is stripped (decision)", () => {
    const [entry] = prepareProductsToAdd({ sku: "A", stock: { is_in_stock: false } });
    expect(entry?.stockStatus).toBe("out_of_stock");
    expect(entry?.product).not.toHaveProperty("stock");
  });

  it("removes the omit fields but keeps configurable children when products are reconfigurable", () => {
    const [entry] = prepareProductsToAdd({
      sku: "A",
      description: "long",
      media_gallery: [],
      category_ids: [1],
      configurable_children: [{ sku: "A-M" }],
      configurable_options: [],
    });
    expect(Object.keys(entry?.product ?? {}).sort()).toEqual([
      "checksum",
      "configurable_children",
      "configurable_options",
      "sku",
    ]);
  });

  it("removes configurable children when products are not reconfigurable", () => {
    const [entry] = prepareProductsToAdd(
      { sku: "A", configurable_children: [], configurable_options: [] },
      { productsAreReconfigurable: false },
    );
    expect(entry?.product).not.toHaveProperty("configurable_children");
  });

  it("keeps every field when the cart optimisation is off", () => {
    const [entry] = prepareProductsToAdd({ sku: "A", description: "long" }, { optimizeShoppingCart: false });
    expect(entry?.product.description).toBe("long");
  });

  it("sets the checksum", () => {
    const product = {
      sku: "T",
      product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: "M" }] } },
    };
    expect(prepareProductsToAdd(product)[0]?.product.checksum).toBe(checksum(product));
  });

  it("does not mutate the input", () => {
    const product = { sku: "A", qty: "2", description: "x" };
    prepareProductsToAdd(product);
    expect(product).toEqual({ sku: "A", qty: "2", description: "x" });
  });
});
