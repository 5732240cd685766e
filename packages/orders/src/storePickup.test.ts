import { describe, expect, it } from "vitest";
import { dueAtPickupGrosze, PICKUP_HOLD_DAYS, pickupHoldsUntil } from "./storePickup";

describe("pickupHoldsUntil", () => {
  it("counts seven Warsaw calendar days after the day it became ready", () => {
    expect(PICKUP_HOLD_DAYS).toBe(7);
    expect(pickupHoldsUntil(Date.UTC(2026, 10, 30, 18, 0))).toBe("2026-12-07");
  });

  it("counts from the Warsaw day, not the UTC one (23:30 UTC is already the next day in Warsaw)", () => {
    expect(pickupHoldsUntil(Date.UTC(2026, 10, 30, 23, 30))).toBe("2026-12-08");
  });

  it("keeps the day across the autumn clock change", () => {
    expect(pickupHoldsUntil(Date.UTC(2026, 9, 22, 22, 30))).toBe("2026-10-30");
  });
});

describe("dueAtPickupGrosze", () => {
  it("is the whole total for an order to be paid at the till", () => {
    expect(dueAtPickupGrosze({ totalGrosze: 25998, paidGrosze: 0 })).toBe(25998);
  });

  it("is 0 for an order paid in advance", () => {
    expect(dueAtPickupGrosze({ totalGrosze: 25998, paidGrosze: 25998 })).toBe(0);
  });
});
