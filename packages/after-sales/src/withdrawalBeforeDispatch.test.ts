import { describe, expect, it } from "vitest";
import { withdrawalDispatch } from "./withdrawalBeforeDispatch";

const lines = [
  { id: 1, qty: 2 },
  { id: 2, qty: 1 },
];

describe("withdrawalDispatch", () => {
  it("cancels a paid order not yet packed when every unit is withdrawn, with nothing to send back", () => {
    expect(
      withdrawalDispatch({ status: "paid", lines, earlier: [] }, [
        { lineId: 1, qty: 2 },
        { lineId: 2, qty: 1 },
      ]),
    ).toEqual({
      kind: "cancel_order",
      toSendBack: [],
      droppedBeforeDispatch: [
        { lineId: 1, qty: 2 },
        { lineId: 2, qty: 1 },
      ],
      needsReturnParcel: false,
    });
  });

  it("cancels a packed order, and a store pickup waiting at the till", () => {
    const all = [
      { lineId: 1, qty: 2 },
      { lineId: 2, qty: 1 },
    ];
    expect(withdrawalDispatch({ status: "packed", lines, earlier: [] }, all).kind).toBe("cancel_order");
    expect(withdrawalDispatch({ status: "ready_for_pickup", lines, earlier: [] }, all).kind).toBe(
      "cancel_order",
    );
  });

  it("drops one unit of an unpaid order before dispatch and keeps the rest", () => {
    expect(
      withdrawalDispatch({ status: "awaiting_payment", lines, earlier: [] }, [{ lineId: 1, qty: 1 }]),
    ).toEqual({
      kind: "drop_units",
      toSendBack: [],
      droppedBeforeDispatch: [{ lineId: 1, qty: 1 }],
      needsReturnParcel: false,
    });
  });

  it("cancels with the last of several partial withdrawals before dispatch", () => {
    expect(
      withdrawalDispatch({ status: "placed", lines, earlier: [{ lineId: 1, qty: 2 }] }, [
        { lineId: 2, qty: 1 },
      ]).kind,
    ).toBe("cancel_order");
  });

  it("asks for a parcel back once shipped or delivered", () => {
    for (const status of ["shipped", "delivered", "collected"]) {
      expect(withdrawalDispatch({ status, lines, earlier: [] }, [{ lineId: 2, qty: 1 }])).toEqual({
        kind: "return",
        toSendBack: [{ lineId: 2, qty: 1 }],
        droppedBeforeDispatch: [],
        needsReturnParcel: true,
      });
    }
  });
});
