import { describe, expect, it } from "vitest";
import { noScriptVariants } from "./noScriptVariants";

const blouse = {
  id: 757,
  sku: "BLU-0757",
  type_id: "configurable",
  configurable_options: [
    { attribute_code: "color", label: "Kolor", values: [{ value_index: 56, label: "Szary" }] },
    {
      attribute_code: "size",
      label: "Rozmiar",
      values: [
        { value_index: 167, label: "XS" },
        { value_index: 168, label: "S" },
      ],
    },
  ],
  configurable_children: [
    { sku: "BLU-0757-SZA-XS", color: 56, size: 167, stock: { is_in_stock: false, qty: 0 } },
    { sku: "BLU-0757-SZA-S", color: 56, size: 168, stock: { is_in_stock: true, qty: 1 } },
    { sku: "BLU-0757-SZA-M", color: 56, size: 169, status: 2 },
  ],
};

describe("noScriptVariants", () => {
  it("names each shown child by its option labels and marks the sold-out ones", () => {
    expect(noScriptVariants(blouse)).toEqual([
      { sku: "BLU-0757-SZA-XS", label: "Szary, XS", available: false },
      { sku: "BLU-0757-SZA-S", label: "Szary, S", available: true },
    ]);
  });

  it("lists nothing for a product without variants", () => {
    expect(noScriptVariants({ sku: "SZA-2892", type_id: "simple" })).toEqual([]);
  });
});
