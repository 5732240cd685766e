import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { droppedUnitsMoney } from "./droppedUnitsMoney";

const cases = fc
  .record({
    payment: fc.constantFrom("online" as const, "transfer" as const, "cash_on_delivery" as const),
    total: fc.integer({ min: 1, max: 1_000_000 }),
    paid: fc.boolean(),
    refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    goodsShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((c) => {
    const paidGrosze = c.paid ? c.total : 0;
    const refundedGrosze = Math.floor(paidGrosze * c.refundedShare);
    return {
      order: { payment: c.payment, totalGrosze: c.total, paidGrosze, refundedGrosze },
      goods: Math.floor((c.total - refundedGrosze) * c.goodsShare),
    };
  });

describe("droppedUnitsMoney (properties)", () => {
  it("what the shopper pays in the end goes down by exactly the dropped units' price", () => {
    fc.assert(
      fc.property(cases, ({ order, goods }) => {
        const m = droppedUnitsMoney(order, goods);
        const before = order.totalGrosze - order.refundedGrosze;
        const after = m.totalGrosze - order.refundedGrosze - (m.kind === "refund" ? m.amountGrosze : 0);
        expect(before - after).toBe(goods);
        expect(m.amountGrosze).toBe(goods);
      }),
    );
  });

  it("never refunds more than was paid and not yet refunded, never lowers a total below zero", () => {
    fc.assert(
      fc.property(cases, ({ order, goods }) => {
        const m = droppedUnitsMoney(order, goods);
        if (m.kind === "refund")
          expect(m.amountGrosze).toBeLessThanOrEqual(order.paidGrosze - order.refundedGrosze);
        expect(m.totalGrosze).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
