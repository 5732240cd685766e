import { describe, expect, it } from "vitest";
import { cartItemForUpdate } from "./cartItemForUpdate.js";

describe("cartItemForUpdate", () => {
  const option = {
    extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 56 }] },
  };

  it("sends the parent sku of a configured child, its qty and options", () => {
    expect(cartItemForUpdate({ sku: "A-M", parentSku: "A", qty: 2, product_option: option }, null)).toEqual({
      sku: "A",
      qty: 2,
      product_option: option,
      quoteId: null,
    });
  });

  it("sends the line's own sku when setConfigurableProductOptions is off", () => {
    expect(
      cartItemForUpdate({ sku: "A-M", parentSku: "A", qty: 1 }, null, {
        setConfigurableProductOptions: false,
      }).sku,
    ).toBe("A-M");
  });

  it("sends the server line's item_id when it is truthy", () => {
    expect(cartItemForUpdate({ sku: "A", qty: 1 }, { item_id: 5, qty: 1 }).item_id).toBe(5);
  });

  it("sends quoteId and item_id of the server line with updateIds", () => {
    expect(
      cartItemForUpdate(
        { sku: "A", qty: 1 },
        { item_id: 5, quote_id: "srv", qty: 1 },
        { updateIds: true, cartToken: "q" },
      ),
    ).toMatchObject({
      item_id: 5,
      quoteId: "srv",
    });
  });

  it("falls back to the cart token for quoteId", () => {
    expect(
      cartItemForUpdate({ sku: "A", qty: 1 }, { item_id: 5, quote_id: "srv", qty: 1 }, { cartToken: "q" })
        .quoteId,
    ).toBe("q");
  });

  it("sums client and server quantities with mergeQty", () => {
    expect(cartItemForUpdate({ sku: "A", qty: 2 }, { item_id: 5, qty: 3 }, { mergeQty: true }).qty).toBe(5);
  });
});
