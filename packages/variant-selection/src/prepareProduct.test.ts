import { describe, expect, it } from "vitest";
import { prepareProduct } from "./prepareProduct.js";

describe("prepareProduct", () => {
  it("sets qty 1 when falsy and keeps a given qty", () => {
    expect(prepareProduct({ sku: "A", qty: 0 }).qty).toBe(1);
    expect(prepareProduct({ sku: "A" }).qty).toBe(1);
    expect(prepareProduct({ sku: "A", qty: 3 }).qty).toBe(3);
  });

  it("resets errors and info", () => {
    const p = prepareProduct({ sku: "A", errors: { variants: "x" }, info: { a: 1 } });
    expect(p.errors).toEqual({});
    expect(p.info).toEqual({});
  });

  it("sets parentSku and parentId from sku and id only when unset", () => {
    expect(prepareProduct({ id: 5, sku: "A" })).toMatchObject({ parentSku: "A", parentId: 5 });
    expect(prepareProduct({ id: 5, sku: "A", parentSku: "P", parentId: 4 })).toMatchObject({
      parentSku: "P",
      parentId: 4,
    });
  });

  it("flattens every child's custom_attributes onto the child", () => {
    const p = prepareProduct({
      sku: "A",
      configurable_children: [
        {
          sku: "A-1",
          custom_attributes: [
            { attribute_code: "size", value: "167" },
            { attribute_code: "color", value: "49" },
          ],
        },
      ],
    });
    expect(p.configurable_children?.[0]).toMatchObject({ size: "167", color: "49" });
  });

  it("sets an empty product_option when unset and keeps an existing one", () => {
    expect(prepareProduct({ sku: "A" }).product_option).toEqual({
      extension_attributes: { custom_options: [], configurable_item_options: [], bundle_options: [] },
    });
    const existing = {
      extension_attributes: { custom_options: [1], configurable_item_options: [], bundle_options: [] },
    };
    expect(prepareProduct({ sku: "A", product_option: existing }).product_option).toBe(existing);
  });
});
