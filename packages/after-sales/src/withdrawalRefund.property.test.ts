import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keptUnitsGrosze, type LineUnits, netLinePrices, withdrawalRefund } from "./withdrawalRefund";

const orders = fc
  .array(
    fc.record({ qty: fc.integer({ min: 1, max: 6 }), paidGrosze: fc.integer({ min: 0, max: 500_000 }) }),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .chain((lines) => {
    const goods = lines.reduce((a, l) => a + l.paidGrosze, 0);
    return fc.record({
      lines: fc.constant(lines.map((l, i) => ({ id: i + 1, ...l }))),
      couponGrosze: fc.integer({ min: 0, max: goods }),
      deliveryPaidGrosze: fc.integer({ min: 0, max: 3000 }),
      cheapestAddressDeliveryGrosze: fc.integer({ min: 0, max: 3000 }),
    });
  });

describe("withdrawalRefund (properties)", () => {
  it("coupon shares add up exactly to the goods paid", () => {
    fc.assert(
      fc.property(orders, (order) => {
        const goods = order.lines.reduce((a, l) => a + l.paidGrosze, 0);
        expect(netLinePrices(order).reduce((a, b) => a + b, 0)).toBe(goods - order.couponGrosze);
      }),
    );
  });

  it("withdrawing the order unit by unit refunds exactly what was paid for the goods plus the capped delivery, never more", () => {
    fc.assert(
      fc.property(orders, fc.integer({ min: 0, max: 1000 }), (order, seed) => {
        const units: LineUnits[] = order.lines.flatMap((l) =>
          Array.from({ length: l.qty }, () => ({ lineId: l.id, qty: 1 })),
        );
        // a shuffled order of withdrawals
        const shuffled = units
          .map((u, i) => ({ u, k: (i * 7919 + seed) % 1009 }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.u);
        const earlier: LineUnits[] = [];
        let total = 0;
        for (const unit of shuffled) {
          const refund = withdrawalRefund(order, earlier, [unit]);
          expect(refund.totalGrosze).toBeGreaterThanOrEqual(0);
          total += refund.totalGrosze;
          earlier.push(unit);
        }
        const goods = order.lines.reduce((a, l) => a + l.paidGrosze, 0) - order.couponGrosze;
        expect(total).toBe(goods + Math.min(order.deliveryPaidGrosze, order.cheapestAddressDeliveryGrosze));
        expect(total).toBeLessThanOrEqual(goods + order.deliveryPaidGrosze);
      }),
    );
  });
});

describe("keptUnitsGrosze (properties)", () => {
  it("what is kept and what the refund gave back for the units withdrawn first add up to the line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc
          .integer({ min: 1, max: 6 })
          .chain((qty) => fc.tuple(fc.constant(qty), fc.integer({ min: 0, max: qty }))),
        (line, [qty, withdrawn]) => {
          const order = {
            lines: [{ id: 1, qty, paidGrosze: line }],
            couponGrosze: 0,
            deliveryPaidGrosze: 0,
            cheapestAddressDeliveryGrosze: 0,
          };
          const refunded = withdrawalRefund(order, [], [{ lineId: 1, qty: withdrawn }]).goodsGrosze;
          const kept = keptUnitsGrosze(line, qty, withdrawn);
          expect(kept + refunded).toBe(line);
          expect(kept).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
