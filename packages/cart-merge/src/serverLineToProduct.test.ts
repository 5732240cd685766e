import { describe, expect, it } from "vitest";
import { serverLineToProduct } from "./serverLineToProduct.js";

describe("serverLineToProduct", () => {
  it("takes the server id, qty, cart id and options onto the product", () => {
    const option = { extension_attributes: { custom_options: [{ option_id: 1, option_value: "M" }] } };
    expect(
      serverLineToProduct(
        { sku: "B", price_incl_tax: 10 },
        { sku: "B", item_id: 7, qty: 2, quote_id: "q", product_option: option },
      ),
    ).toEqual({
      sku: "B",
      price_incl_tax: 10,
      server_item_id: 7,
      qty: 2,
      server_cart_id: "q",
      product_option: option,
    });
  });

  it("keeps the product's options when the server line has none", () => {
    const option = { extension_attributes: {} };
    expect(
      serverLineToProduct({ sku: "B", product_option: option }, { sku: "B", item_id: 1 })?.product_option,
    ).toBe(option);
  });

  it("is null when the product could not be loaded", () => {
    expect(serverLineToProduct(null, { sku: "B", item_id: 1 })).toBeNull();
  });
});
