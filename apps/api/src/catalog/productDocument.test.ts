import { describe, expect, it } from "vitest";
import { CatalogDocumentError, productDocument } from "./productDocument.js";

describe("productDocument", () => {
  it("hands back the very same object, every key kept", () => {
    const body = {
      id: 19,
      sku: "SUK-0193",
      type_id: "configurable",
      status: 1,
      visibility: 4,
      price: 99.99,
      special_price: null,
      configurable_options: [{ attribute_id: "93", attribute_code: "color", values: [{ value_index: 49 }] }],
      configurable_children: [{ sku: "SUK-0193-CZA-M", status: 2, color: 49, stock: { is_in_stock: true } }],
      _internal: "kept",
    };
    const product = productDocument(body);
    expect(product).toBe(body);
    expect(product.configurable_children?.[0]?.status).toBe(2);
  });

  it("refuses a document whose typed field has another type, naming the field", () => {
    const broken = { sku: "SUK-1", configurable_children: [{ sku: "SUK-1-M", status: "2" }] };
    expect(() => productDocument(broken)).toThrow(CatalogDocumentError);
    expect(() => productDocument(broken)).toThrow("configurable_children[0].status");
    expect(() => productDocument({ sku: "B-1", bundle_options: [{ option_id: 1 }] })).toThrow(
      "bundle_options[0].product_links",
    );
    expect(() => productDocument([])).toThrow("(document)");
  });
});
