import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ORDER_STATUSES,
  orderStatusFromLegacy,
  paymentFeeGrosze,
  paymentKindOf,
  paymentSettled,
  paymentTimelineEntry,
  placedStatusFor,
} from "./orderStatus";

describe("orderStatusFromLegacy", () => {
  it("maps the legacy statuses as the spec says", () => {
    expect(orderStatusFromLegacy("pending", "banktransfer")).toBe("placed");
    expect(orderStatusFromLegacy("pending_payment", "online")).toBe("awaiting_payment");
    expect(orderStatusFromLegacy("processing", "blik")).toBe("paid");
    expect(orderStatusFromLegacy("processing", "online")).toBe("paid");
    expect(orderStatusFromLegacy("processing", "cashondelivery")).toBe("placed");
    expect(orderStatusFromLegacy("canceled", "online")).toBe("cancelled");
  });

  it("keeps lifecycle statuses and refuses unknown ones", () => {
    for (const status of ORDER_STATUSES) expect(orderStatusFromLegacy(status, "blik")).toBe(status);
    expect(orderStatusFromLegacy("lost", "blik")).toBeNull();
  });
});

describe("placedStatusFor", () => {
  it("starts BLIK and online awaiting payment, transfer and cash placed", () => {
    expect(["blik", "online", "banktransfer", "cashondelivery"].map(placedStatusFor)).toEqual([
      "awaiting_payment",
      "awaiting_payment",
      "placed",
      "placed",
    ]);
  });
});

describe("paymentKindOf", () => {
  it("tells cash, transfer and the gateway's methods apart", () => {
    expect(["cashondelivery", "banktransfer", "blik", "online"].map(paymentKindOf)).toEqual([
      "cash_on_delivery",
      "transfer",
      "online",
      "online",
    ]);
  });
});

describe("paymentFeeGrosze", () => {
  it("charges no cash-on-delivery fee when the order is collected in the store", () => {
    expect(paymentFeeGrosze("cashondelivery", "pickup", 500)).toBe(0);
    expect(paymentFeeGrosze("cashondelivery", "flatrate", 500)).toBe(500);
    expect(paymentFeeGrosze("online", "pickup", 199)).toBe(199);
  });
});

describe("paymentSettled", () => {
  it("settles a transfer or online order from paid on, never before and never when cancelled", () => {
    expect(ORDER_STATUSES.filter((status) => paymentSettled(status, "banktransfer"))).toEqual([
      "paid",
      "packed",
      "shipped",
      "delivered",
      "ready_for_pickup",
      "collected",
    ]);
    expect(paymentSettled("placed", "online")).toBe(false);
    expect(paymentSettled("cancelled", "blik")).toBe(false);
  });

  it("settles cash on delivery only at the door or the till", () => {
    expect(ORDER_STATUSES.filter((status) => paymentSettled(status, "cashondelivery"))).toEqual([
      "delivered",
      "collected",
    ]);
  });
});

describe("paymentTimelineEntry", () => {
  const pickup = [
    { type: "placed", to_status: "placed", at: "2026-11-30T09:00:00Z" },
    { type: "status", to_status: "ready_for_pickup", at: "2026-11-30T12:00:00Z" },
    { type: "status", to_status: "collected", at: "2026-12-01T15:30:00Z" },
  ];

  it("finds a cash-on-delivery store pickup paid at the till when collected", () => {
    expect(paymentTimelineEntry(pickup, "cashondelivery")?.at).toBe("2026-12-01T15:30:00Z");
  });

  it("finds cash on delivery by courier paid at the door when delivered", () => {
    const courier = [
      { type: "placed", to_status: "placed" },
      { type: "status", to_status: "shipped" },
      { type: "status", to_status: "delivered", at: "door" },
    ];
    expect(paymentTimelineEntry(courier, "cashondelivery")?.at).toBe("door");
  });

  it("leaves a cash-on-delivery order unpaid until it is handed over", () => {
    expect(paymentTimelineEntry(pickup.slice(0, 2), "cashondelivery")).toBeUndefined();
  });

  it("finds a transfer's payment at its confirmation, never at a hand-over", () => {
    const placed = { type: "placed", to_status: "placed", at: "placed" };
    const confirmed = { type: "status", to_status: "paid", at: "confirmed" };
    const till = { type: "status", to_status: "collected", at: "till" };
    expect(paymentTimelineEntry([placed, confirmed, till], "banktransfer")?.at).toBe("confirmed");
    expect(paymentTimelineEntry([placed, till], "banktransfer")).toBeUndefined();
  });

  it("finds an online payment by the gateway's report", () => {
    expect(paymentTimelineEntry([{ type: "placed" }, { type: "payment", at: "report" }], "blik")?.at).toBe(
      "report",
    );
  });

  it("agrees with paymentSettled: a hand-over pays cash on delivery exactly when it settles it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), (status) => {
        const found =
          paymentTimelineEntry([{ type: "status", to_status: status }], "cashondelivery") !== undefined;
        expect(found).toBe(paymentSettled(status, "cashondelivery"));
      }),
    );
  });
});
