import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localTotals } from "./localTotals.js";

const grosze = fc.integer({ min: 0, max: 10_000_000 });
const line = fc.record({ qty: fc.integer({ min: 1, max: 50 }), price: grosze });

describe("localTotals (properties)", () => {
  it("grand total equals the lines plus shipping once plus payment, to the grosz", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.option(grosze, { nil: undefined }),
        fc.option(grosze, { nil: undefined }),
        (lines, ship, pay) => {
          const totals = localTotals({
            items: lines.map((l) => ({ qty: l.qty, price_incl_tax: l.price / 100 })),
            shipping: ship === undefined ? [] : [{ method_title: "Kurier", price_incl_tax: ship / 100 }],
            payment: pay === undefined ? null : { code: "p", title: "P", cost_incl_tax: pay / 100 },
          });
          const expected = lines.reduce((sum, l) => sum + l.qty * l.price, 0) + (ship ?? 0) + (pay ?? 0);
          expect(totals.grandTotalGrosze).toBe(expected);
          expect(totals.grandTotalGrosze).toBe(
            totals.subtotalGrosze + totals.shippingGrosze + totals.paymentGrosze,
          );
          const grand = totals.segments.find((segment) => segment.code === "grand_total");
          expect(grand?.grosze).toBe(expected);
          expect(Math.round((grand?.value ?? Number.NaN) * 100)).toBe(expected);
        },
      ),
    );
  });

  it("the subtotal is the sum of its lines whatever their order", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const items = lines.map((l) => ({ qty: l.qty, price_incl_tax: l.price / 100 }));
        expect(localTotals({ items }).subtotalGrosze).toBe(
          localTotals({ items: [...items].reverse() }).subtotalGrosze,
        );
      }),
    );
  });
});
