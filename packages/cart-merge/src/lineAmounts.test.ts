import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineRowGrosze, lineUnitGrosze } from "./lineAmounts.js";
import { localTotals } from "./localTotals.js";

describe("lineUnitGrosze", () => {
  it("takes the server's unit price, custom options' fees included, over the line's own", () => {
    const engraved = { sku: "TOR-1", qty: 1, price_incl_tax: 269.99, totals: { price_incl_tax: 288.44 } };
    expect(lineUnitGrosze(engraved)).toBe(28844);
    expect(
      lineUnitGrosze({ sku: "TOR-1", qty: 1, price_incl_tax: 269.99, totals: { price_incl_tax: "288.44" } }),
    ).toBe(28844);
  });

  it("falls back to the line's price before the server has priced it", () => {
    expect(lineUnitGrosze({ sku: "TOR-1", qty: 1, price_incl_tax: 269.99 })).toBe(26999);
    expect(lineUnitGrosze({ sku: "TOR-1", qty: 1, price_incl_tax: 269.99, totals: {} })).toBe(26999);
    expect(lineUnitGrosze({ sku: "TOR-1", qty: 1 })).toBe(0);
  });
});

describe("lineRowGrosze", () => {
  it("multiplies the unit price by the quantity the line holds now", () => {
    expect(
      lineRowGrosze({ sku: "TOR-1", qty: 2, price_incl_tax: 269.99, totals: { price_incl_tax: 288.44 } }),
    ).toBe(57688);
    expect(lineRowGrosze({ sku: "TOR-1", qty: "3", price_incl_tax: 10 })).toBe(3000);
    expect(lineRowGrosze({ sku: "TOR-1", qty: null, price_incl_tax: 10 })).toBe(0);
  });

  it("adds up to the local subtotal (the offline fallback counts an engraving's fee)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            qty: fc.integer({ min: 1, max: 20 }),
            base: fc.integer({ min: 1, max: 100_000 }),
            fee: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
          }),
          { maxLength: 6 },
        ),
        (rows) => {
          const items = rows.map((row, i) => ({
            sku: `S-${i}`,
            qty: row.qty,
            price_incl_tax: row.base / 100,
            ...(row.fee === undefined ? {} : { totals: { price_incl_tax: (row.base + row.fee) / 100 } }),
          }));
          const expected = rows.reduce((sum, row) => sum + row.qty * (row.base + (row.fee ?? 0)), 0);
          expect(items.reduce((sum, line) => sum + lineRowGrosze(line), 0)).toBe(expected);
          expect(localTotals({ items }).subtotalGrosze).toBe(expected);
        },
      ),
    );
  });
});
