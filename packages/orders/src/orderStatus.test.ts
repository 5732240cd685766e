import { describe, expect, it } from "vitest";
import {
  ORDER_STATUSES,
  orderStatusFromLegacy,
  paymentFeeGrosze,
  paymentKindOf,
  paymentSettled,
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
