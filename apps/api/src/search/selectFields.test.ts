import { describe, expect, it } from "vitest";
import { selectFields } from "./selectFields.js";

const doc = {
  id: 1,
  sku: "SUK-1",
  image: "/a.png",
  small_image: "/b.png",
  stock: { qty: 2, is_in_stock: true },
  configurable_children: [
    { id: 2, sku: "SUK-1-M", price: 10 },
    { id: 3, sku: "SUK-1-L", price: 11 },
  ],
  _email: "secret@example.pl",
};

describe("selectFields", () => {
  it("keeps only included paths with their parents", () => {
    expect(selectFields(doc, ["id", "stock.qty", "configurable_children.sku"], null)).toEqual({
      id: 1,
      stock: { qty: 2 },
      configurable_children: [{ sku: "SUK-1-M" }, { sku: "SUK-1-L" }],
    });
  });
  it("lets * match across dots", () => {
    expect(selectFields(doc, ["*image"], null)).toEqual({ image: "/a.png", small_image: "/b.png" });
    expect(selectFields(doc, ["*.id"], null)).toEqual({ configurable_children: [{ id: 2 }, { id: 3 }] });
  });
  it("applies the exclude list after the include list", () => {
    expect(selectFields(doc, ["stock*"], ["stock.qty"])).toEqual({ stock: { is_in_stock: true } });
  });
  it("excluding * leaves an empty source", () => {
    expect(selectFields(doc, null, ["*"])).toEqual({});
  });
  it("never returns internal fields", () => {
    expect(selectFields(doc, null, null)).not.toHaveProperty("_email");
    expect(selectFields(doc, ["*"], null)).not.toHaveProperty("_email");
  });
});
