import { describe, expect, it } from "vitest";
import { serverLineLookup } from "./planCartMerge.js";

describe("serverLineLookup", () => {
  it("looks a configurable line up by its child sku, by type or by its configured options", () => {
    expect(
      serverLineLookup({ item_id: 1, sku: "BLU-0757-BEZ-XS", qty: 1, product_type: "configurable" }),
    ).toEqual({
      kind: "configurable",
      childSku: "BLU-0757-BEZ-XS",
    });
    expect(
      serverLineLookup({
        item_id: 2,
        sku: "BLU-0757-BEZ-S",
        qty: 2,
        product_option: {
          extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 56 }] },
        },
      }),
    ).toEqual({ kind: "configurable", childSku: "BLU-0757-BEZ-S" });
  });

  it("looks any other line up by its sku", () => {
    expect(serverLineLookup({ item_id: 3, sku: "CHU-0001", qty: 1, product_type: "simple" })).toEqual({
      kind: "simple",
      sku: "CHU-0001",
    });
  });
});
