import { describe, expect, it } from "vitest";
import { identityKind, productsEquals, serverId } from "./productsEquals.js";

const custom = (value: string) => ({
  extension_attributes: { custom_options: [{ option_id: "1", option_value: value }] },
});
const bundle = (selection: number) => ({
  extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [selection] }] },
});
const configurable = (value: number) => ({
  extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: value }] },
});

describe("productsEquals", () => {
  it("is false when either side is missing", () => {
    expect(productsEquals(undefined, { sku: "A" })).toBe(false);
    expect(productsEquals({ sku: "A" }, null)).toBe(false);
  });

  it("matches plain lines by sku", () => {
    expect(productsEquals({ sku: "A" }, { sku: "A", item_id: 5 })).toBe(true);
  });

  it("matches plain lines by id when the skus differ", () => {
    expect(productsEquals({ sku: "A", server_item_id: 5 }, { sku: "B", item_id: 5 })).toBe(true);
  });

  it("prefers server_item_id over item_id for the id", () => {
    expect(serverId({ server_item_id: 7, item_id: 5 })).toBe(7);
    expect(productsEquals({ sku: "A", server_item_id: 7, item_id: 5 }, { sku: "B", item_id: 5 })).toBe(false);
  });

  it("compares ids strictly (4412 is not '4412')", () => {
    expect(productsEquals({ sku: "A", item_id: 4412 }, { sku: "B", item_id: "4412" })).toBe(false);
  });

  it("does not treat two missing skus as equal (decision)", () => {
    expect(productsEquals({ qty: 1 }, { qty: 2 })).toBe(false);
    expect(productsEquals({ sku: "" }, { sku: "" })).toBe(false);
  });

  it("compares skus as strings", () => {
    expect(productsEquals({ sku: 123 }, { sku: "123" })).toBe(true);
  });

  it("matches custom-option lines by checksum, not by sku", () => {
    expect(
      productsEquals({ sku: "T", product_option: custom("M") }, { sku: "T", product_option: custom("M") }),
    ).toBe(true);
    expect(
      productsEquals({ sku: "T", product_option: custom("M") }, { sku: "T", product_option: custom("L") }),
    ).toBe(false);
  });

  it("matches custom-option lines by id even when the options changed", () => {
    expect(
      productsEquals(
        { sku: "T", server_item_id: 3, product_option: custom("M") },
        { sku: "T", item_id: 3, product_option: custom("L") },
      ),
    ).toBe(true);
  });

  it("uses a stored checksum before computing one", () => {
    expect(
      productsEquals({ sku: "T", checksum: "x", product_option: custom("M") }, { sku: "U", checksum: "x" }),
    ).toBe(true);
  });

  it("matches bundle lines by checksum", () => {
    expect(
      productsEquals({ sku: "B", product_option: bundle(5) }, { sku: "B", product_option: bundle(5) }),
    ).toBe(true);
    expect(
      productsEquals({ sku: "B", product_option: bundle(5) }, { sku: "B", product_option: bundle(6) }),
    ).toBe(false);
  });

  it("applies the custom-option rule when only one side has custom options", () => {
    // the plain side would match by sku, but the other side's custom options select id/checksum
    expect(productsEquals({ sku: "T", product_option: custom("M") }, { sku: "T" })).toBe(false);
  });

  it("matches configurable lines by sku only, never by id", () => {
    expect(
      productsEquals(
        { sku: "A-M", product_option: configurable(56) },
        { sku: "A-M", product_option: configurable(57) },
      ),
    ).toBe(true);
    expect(
      productsEquals(
        { sku: "A-M", server_item_id: 9, product_option: configurable(56) },
        { sku: "A-L", item_id: 9, product_option: configurable(57) },
      ),
    ).toBe(false);
  });

  it("is symmetric", () => {
    const a = { sku: "T", product_option: custom("M") };
    const b = { sku: "T" };
    expect(productsEquals(a, b)).toBe(productsEquals(b, a));
  });
});

describe("identityKind", () => {
  it("names the first non-empty option list", () => {
    expect(identityKind({ product_option: bundle(1) })).toBe("bundle");
    expect(identityKind({ product_option: custom("M") })).toBe("custom");
    expect(identityKind({ product_option: configurable(1) })).toBe("configurable");
    expect(identityKind({ sku: "A" })).toBe("plain");
  });
});
