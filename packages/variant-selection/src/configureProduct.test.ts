import { describe, expect, it } from "vitest";
import { aChild, aProduct } from "../test/builders.js";
import { applyVariant, variantFields } from "./applyVariant.js";
import { configureProduct } from "./configureProduct.js";
import { defaultVariantSelectionConfig } from "./variantSelectionConfig.js";

describe("configureProduct", () => {
  it("configures the product with the matching child: is_configured, the child's sku and price, the parent's sku as parentSku", () => {
    const { product, variant } = configureProduct(aProduct(), { color: "1", size: "7" });
    expect(variant?.sku).toBe("X");
    expect(product.is_configured).toBe(true);
    expect(product.sku).toBe("X");
    expect(product.id).toBe(11);
    expect(product.price_incl_tax).toBe(90);
    expect(product.parentSku).toBe("P");
    expect(product.parentId).toBe(10);
  });

  it("keeps the parent's name and visibility (omitVariantFields)", () => {
    const parent = aProduct({
      configurable_children: [aChild({ sku: "A", color: 1, name: "Child name", visibility: 1 })],
    });
    const { product } = configureProduct(parent, { color: "1" });
    expect(product.name).toBe("Sukienka lniana");
    expect(product.visibility).toBe(4);
  });

  it("sets options and product_option from the chosen child", () => {
    const { product } = configureProduct(aProduct(), { color: "1", size: "8" });
    expect(product.options).toEqual([
      { label: "Kolor", value: "Czarny" },
      { label: "Rozmiar", value: "M" },
    ]);
    expect(product.product_option).toEqual({
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

  it("does not set options when setConfigurableProductOptions is off", () => {
    const { product } = configureProduct(
      aProduct(),
      { color: "1" },
      { setConfigurableProductOptions: false },
    );
    expect(product.options).toBeUndefined();
    expect(product.product_option).toBeUndefined();
  });

  it("falls back to the default (first eligible) child when nothing matches", () => {
    const { product } = configureProduct(aProduct(), { color: "3" });
    expect(product.sku).toBe("X");
    expect(product.is_configured).toBe(true);
  });

  it("sets errors.variants 'No available product variants' when nothing is found", () => {
    const { product } = configureProduct(
      aProduct(),
      { color: "3" },
      { fallbackToDefaultWhenNoAvailable: false },
    );
    expect(product.errors).toEqual({ variants: "No available product variants" });
    expect(product.is_configured).toBeUndefined();
    expect(product.sku).toBe("P");
  });

  it("sets no error when setProductErrors is off (listing calls)", () => {
    const { product } = configureProduct(
      aProduct(),
      { color: "3" },
      { fallbackToDefaultWhenNoAvailable: false, setProductErrors: false },
    );
    expect(product.errors).toBeUndefined();
  });

  it("returns a product without children unchanged and without error", () => {
    const simple = { sku: "S", type_id: "simple" };
    const result = configureProduct(simple, { color: "1" }, { fallbackToDefaultWhenNoAvailable: false });
    expect(result.product).toBe(simple);
    expect(result.variant).toBeNull();
  });

  it("assigns the resolved configuration when assignProductConfiguration is on", () => {
    const { product } = configureProduct(aProduct(), { color: "2" }, { assignProductConfiguration: true });
    expect(product.configuration).toEqual({
      color: { attribute_code: "color", id: "2", label: "Biały" },
      size: { attribute_code: "size", id: "7", label: "S" },
    });
  });

  it("keeps the parent's fields and puts the child under selectedVariant when separateSelectedVariant is on", () => {
    const { product } = configureProduct(aProduct(), { color: "2" }, { separateSelectedVariant: true });
    expect(product.sku).toBe("P");
    expect(product.selectedVariant?.sku).toBe("Z");
  });

  it("drops a blank or 'no_selection' image of the variant so the parent's image stays", () => {
    const parent = aProduct({
      image: "/p.jpg",
      configurable_children: [aChild({ sku: "A", color: 1, image: "no_selection" })],
    });
    expect(configureProduct(parent, { color: "1" }).product.image).toBe("/p.jpg");
    const withImage = aProduct({
      image: "/p.jpg",
      configurable_children: [aChild({ sku: "A", color: 1, image: "/a.jpg" })],
    });
    expect(configureProduct(withImage, { color: "1" }).product.image).toBe("/a.jpg");
  });

  it("does not mutate the configurable_children list or the chosen child", () => {
    const parent = aProduct({
      configurable_children: [aChild({ sku: "A", color: 1, name: "child", image: "" })],
    });
    configureProduct(parent, { color: "1" });
    expect(parent.configurable_children?.[0]).toEqual(
      aChild({ sku: "A", color: 1, name: "child", image: "" }),
    );
  });

  it("filters by stock items first when filterUnavailableVariants is on", () => {
    const { product } = configureProduct(
      aProduct(),
      { color: "1", size: "7" },
      {
        filterUnavailableVariants: true,
        stockItems: [{ product_id: 11, is_in_stock: false }],
      },
    );
    // X is gone; Y (color) and Z (size) both match once, Z is cheaper (60 zł < 70 zł).
    expect(product.sku).toBe("Z");
    expect(product.configurable_children?.map((c) => c.sku)).toEqual(["Y", "Z"]);
  });

  it("reads filterUnavailableVariants from the config when not given", () => {
    const { product } = configureProduct(
      aProduct(),
      { sku: "X" },
      {
        config: { ...defaultVariantSelectionConfig, filterUnavailableVariants: true },
        stockItems: [{ product_id: 11, is_in_stock: false }],
      },
    );
    expect(product.sku).not.toBe("X");
  });

  it("skips out-of-stock children when the config does not list them", () => {
    const parent = aProduct({
      configurable_children: [
        aChild({ sku: "A", color: 1, stock: { is_in_stock: false } }),
        aChild({ sku: "B", color: 2 }),
      ],
    });
    const config = { ...defaultVariantSelectionConfig, listOutOfStockProducts: false };
    expect(configureProduct(parent, { color: "1" }, { config }).product.sku).toBe("B");
  });

  it("returns the 'Wrong attribute' log line for an unresolvable option", () => {
    const parent = aProduct({ configurable_options: [{ attribute_id: 5 }] });
    expect(configureProduct(parent, { color: "1" }).log.map((l) => l.message)).toEqual([
      "Wrong attribute given in configurable_options",
    ]);
  });
});

describe("variantFields", () => {
  it("removes the omitted fields and a blank image", () => {
    expect(variantFields({ sku: "A", name: "n", visibility: 1, image: null, qty: 2 })).toEqual({
      sku: "A",
      qty: 2,
    });
    expect(variantFields({ sku: "A", name: "n" }, { omitVariantFields: [] })).toEqual({
      sku: "A",
      name: "n",
    });
  });
});

describe("applyVariant", () => {
  it("spreads the variant but keeps parentSku, parentId, name and visibility of the parent", () => {
    const applied = applyVariant(
      {
        id: 1,
        sku: "P",
        parentSku: "P",
        parentId: 1,
        name: "Parent",
        visibility: 4,
        stock: { is_in_stock: true },
      },
      { id: 2, sku: "C", name: "Child", visibility: 1, stock: { is_in_stock: false }, parentSku: "other" },
      { omitVariantFields: [] },
    );
    expect(applied).toEqual({
      id: 2,
      sku: "C",
      parentSku: "P",
      parentId: 1,
      name: "Parent",
      visibility: 4,
      stock: { is_in_stock: false },
    });
  });
});
