import { describe, expect, it } from "vitest";
import { keptUnitsGrosze, netLinePrices, type RefundOrder, withdrawalRefund } from "./withdrawalRefund";

const order: RefundOrder = {
  lines: [
    { id: 1, qty: 3, paidGrosze: 10000 },
    { id: 2, qty: 1, paidGrosze: 5000 },
  ],
  couponGrosze: 1500,
  deliveryPaidGrosze: 1499,
  cheapestAddressDeliveryGrosze: 500,
};

describe("netLinePrices", () => {
  it("shares the coupon over the lines in proportion to their value, adding up exactly", () => {
    expect(netLinePrices(order)).toEqual([9000, 4500]);
    const odd = { ...order, couponGrosze: 1000 };
    // 666.67 and 333.33: the larger remainder takes the extra grosz
    expect(netLinePrices(odd)).toEqual([9333, 4667]);
  });
});

describe("withdrawalRefund", () => {
  it("gives back the withdrawn units as paid, the first units taking the extra grosz", () => {
    const lineNet = { ...order, couponGrosze: 0, lines: [{ id: 1, qty: 3, paidGrosze: 10000 }] };
    expect(withdrawalRefund(lineNet, [], [{ lineId: 1, qty: 1 }]).goodsGrosze).toBe(3334);
    expect(withdrawalRefund(lineNet, [{ lineId: 1, qty: 1 }], [{ lineId: 1, qty: 1 }]).goodsGrosze).toBe(
      3333,
    );
  });

  it("adds no delivery to a partial withdrawal", () => {
    expect(withdrawalRefund(order, [], [{ lineId: 2, qty: 1 }])).toEqual({
      lines: [{ lineId: 2, qty: 1, grosze: 4500 }],
      goodsGrosze: 4500,
      deliveryGrosze: 0,
      totalGrosze: 4500,
      completesOrder: false,
    });
  });

  it("adds the delivery up to the cheapest address delivery when the whole order is withdrawn", () => {
    const whole = withdrawalRefund(
      order,
      [],
      [
        { lineId: 1, qty: 3 },
        { lineId: 2, qty: 1 },
      ],
    );
    expect(whole).toMatchObject({
      goodsGrosze: 13500,
      deliveryGrosze: 500,
      totalGrosze: 14000,
      completesOrder: true,
    });
  });

  it("the last of several partial withdrawals that together cover the order brings the delivery", () => {
    const last = withdrawalRefund(order, [{ lineId: 1, qty: 3 }], [{ lineId: 2, qty: 1 }]);
    expect(last).toMatchObject({ totalGrosze: 5000, deliveryGrosze: 500, completesOrder: true });
  });

  it("refuses more units than are left", () => {
    expect(() => withdrawalRefund(order, [{ lineId: 2, qty: 1 }], [{ lineId: 2, qty: 1 }])).toThrow(
      /not valid/,
    );
    expect(() => withdrawalRefund(order, [], [{ lineId: 9, qty: 1 }])).toThrow(/lineId/);
  });
});

describe("keptUnitsGrosze", () => {
  it("keeps the line less the withdrawn units, the larger share going to the unit withdrawn first", () => {
    expect(keptUnitsGrosze(10000, 3, 1)).toBe(6666);
    expect(keptUnitsGrosze(10000, 3, 2)).toBe(3333);
    expect(keptUnitsGrosze(38997, 3, 1)).toBe(25998);
  });

  it("keeps the whole line when nothing was withdrawn and nothing when every unit was", () => {
    expect(keptUnitsGrosze(12999, 2, 0)).toBe(12999);
    expect(keptUnitsGrosze(12999, 2, 2)).toBe(0);
  });

  it("matches what the refund gave back for the same units", () => {
    const order: RefundOrder = {
      lines: [{ id: 1, qty: 3, paidGrosze: 10000 }],
      couponGrosze: 0,
      deliveryPaidGrosze: 0,
      cheapestAddressDeliveryGrosze: 0,
    };
    const refunded = withdrawalRefund(order, [], [{ lineId: 1, qty: 1 }]).goodsGrosze;
    expect(keptUnitsGrosze(10000, 3, 1)).toBe(10000 - refunded);
  });

  it("throws on more withdrawn than the line has", () => {
    expect(() => keptUnitsGrosze(10000, 3, 4)).toThrow(/withdrawnQty/);
  });
});
