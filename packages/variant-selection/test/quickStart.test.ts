import { describe, expect, it } from "vitest";
import { configureProduct, optionAvailability, selectVariant } from "../src/index.js";

describe("README quick start", () => {
  it("runs as written", () => {
    const product = {
      sku: "SUK-1",
      type_id: "configurable",
      configurable_options: [
        {
          attribute_code: "size",
          attribute_id: "144",
          label: "Rozmiar",
          values: [
            { value_index: 7, label: "S" },
            { value_index: 8, label: "M" },
          ],
        },
      ],
      configurable_children: [
        { id: 2, sku: "SUK-1-S", size: 7, price_incl_tax: 129.99 },
        { id: 3, sku: "SUK-1-M", size: 8, price_incl_tax: 119.99, status: 2 },
      ],
    };
    const result = selectVariant(product, { size: "7" }); // { variant: { sku: "SUK-1-S", … }, index: 0, matchedBy: "attributes" }
    const { product: configured } = configureProduct(product, { size: "7" }); // sku "SUK-1-S", parentSku "SUK-1", is_configured true
    const sizes = optionAvailability(product, {}).size; // M is { …, available: false } (its only child is disabled)

    expect("variant" in result && [result.variant.sku, result.index, result.matchedBy]).toEqual([
      "SUK-1-S",
      0,
      "attributes",
    ]);
    expect([configured.sku, configured.parentSku, configured.is_configured]).toEqual([
      "SUK-1-S",
      "SUK-1",
      true,
    ]);
    expect(sizes?.map((v) => [v.label, v.available])).toEqual([
      ["S", true],
      ["M", false],
    ]);
  });
});
