import { describe, expect, it } from "vitest";
import { totalsLayout } from "./totalsLayout.js";

const subtotal = { code: "subtotal", title: "Wartość produktów", value: 129.99 };
const shipping = { code: "shipping", title: "Kurier", value: 5 };
const tax = { code: "tax", title: "w tym VAT", value: 25.24, area: "taxes" };
const total = { code: "grand_total", title: "Do zapłaty", value: 134.99, area: "footer" };

describe("totalsLayout", () => {
  it("takes the VAT the total contains out of the rows, to be read under „Do zapłaty”", () => {
    expect(totalsLayout([subtotal, shipping, tax, total])).toEqual({
      rows: [subtotal, shipping, total],
      includedTax: tax,
    });
  });

  it("counts a negative discount among the parts of the total", () => {
    const discount = { code: "discount", title: "Rabat (LATO10)", value: -26 };
    const after = { ...total, value: 108.99 };
    expect(totalsLayout([subtotal, shipping, discount, tax, after]).includedTax).toBe(tax);
  });

  it("keeps a tax added on top (net segments) a row in its place", () => {
    const net = [
      { code: "subtotal", title: "Subtotal", value: 100 },
      { code: "tax", title: "Tax", value: 23 },
      { code: "grand_total", title: "Grand total", value: 123 },
    ];
    expect(totalsLayout(net)).toEqual({ rows: net, includedTax: null });
  });

  it("leaves segments without a tax or a total as they are", () => {
    expect(totalsLayout([subtotal, shipping])).toEqual({ rows: [subtotal, shipping], includedTax: null });
    expect(totalsLayout([subtotal, tax])).toEqual({ rows: [subtotal, tax], includedTax: null });
  });
});
