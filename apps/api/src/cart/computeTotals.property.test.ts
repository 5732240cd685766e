import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTotals, vatOf } from "./computeTotals.js";

const line = fc.record({
  item_id: fc.nat(),
  name: fc.string({ maxLength: 10 }),
  qty: fc.integer({ min: 1, max: 999 }),
  unitGross: fc.integer({ min: 0, max: 5_000_000 }),
  rate: fc.constantFrom(0, 5, 8, 23),
  options: fc.constant([]),
});
const input = fc.record({
  lines: fc.array(line, { maxLength: 20 }),
  coupon: fc.option(fc.record({ code: fc.constant("KOD"), percent: fc.integer({ min: 1, max: 100 }) }), {
    nil: null,
  }),
  shipping: fc.option(
    fc.record({
      title: fc.constant("Kurier"),
      gross: fc.integer({ min: 0, max: 10_000 }),
      rate: fc.constant(23),
    }),
    { nil: null },
  ),
  payment: fc.option(
    fc.record({
      title: fc.constant("Pobranie"),
      gross: fc.integer({ min: 0, max: 1000 }),
      rate: fc.constant(23),
    }),
    { nil: null },
  ),
});
const g = (x: number) => Math.round(x * 100);

describe("computeTotals (§12.13) invariants", () => {
  it("grand_total = subtotal + shipping + payment + discount segments, to the grosz", () => {
    fc.assert(
      fc.property(input, (i) => {
        const { totals, grandTotalGrosze } = computeTotals(i);
        const seg = (code: string) => g(totals.total_segments.find((s) => s.code === code)?.value ?? 0);
        expect(seg("subtotal") + seg("shipping") + seg("payment") + seg("discount")).toBe(seg("grand_total"));
        expect(g(totals.grand_total)).toBe(grandTotalGrosze);
        expect(grandTotalGrosze).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("tax_amount is the sum of the line, shipping and payment VAT; net + VAT = gross per line", () => {
    fc.assert(
      fc.property(input, (i) => {
        const { totals } = computeTotals(i);
        const lineTax = totals.items.reduce((sum, it) => sum + g(it.tax_amount), 0);
        const shipTax = i.shipping ? vatOf(i.shipping.gross, 23) : 0;
        const payTax = i.payment && i.payment.gross > 0 ? vatOf(i.payment.gross, 23) : 0;
        expect(g(totals.tax_amount)).toBe(lineTax + shipTax + payTax);
        for (const it of totals.items) {
          expect(g(it.row_total) + vatOf(g(it.row_total_incl_tax), it.tax_percent)).toBe(
            g(it.row_total_incl_tax),
          );
          expect(g(it.row_total_with_discount) + g(it.tax_amount)).toBe(
            g(it.row_total_incl_tax) - g(it.discount_amount),
          );
        }
      }),
    );
  });

  it("shows coupon_code only with a coupon, and segments in the §12.13 order", () => {
    fc.assert(
      fc.property(input, (i) => {
        const { totals } = computeTotals(i);
        expect("coupon_code" in totals).toBe(i.coupon !== null);
        const order = ["subtotal", "shipping", "payment", "discount", "tax", "grand_total"];
        const codes = totals.total_segments.map((s) => s.code);
        expect([...codes].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(codes);
      }),
    );
  });
});
