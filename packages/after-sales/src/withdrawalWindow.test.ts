import { describe, expect, it } from "vitest";
import { withdrawalWindow } from "./withdrawalWindow";

describe("withdrawalWindow", () => {
  it("is open before delivery, with no end yet", () => {
    expect(
      withdrawalWindow({ status: "paid", deliveredOn: null, periodDays: 30 }, Date.UTC(2026, 0, 1)),
    ).toEqual({
      open: true,
      closesAt: null,
      lastDay: null,
      days: 30,
    });
  });

  it("stays open until 23:59:59 Warsaw of the 30th day after delivery", () => {
    const order = { status: "delivered", deliveredOn: "2026-10-20", periodDays: 30 };
    // 30 days after 20 October is 19 November, winter time: the end is 22:59:59.999 UTC
    expect(withdrawalWindow(order, Date.UTC(2026, 10, 19, 22, 59, 59, 999))).toMatchObject({
      open: true,
      lastDay: "2026-11-19",
    });
    const closed = withdrawalWindow(order, Date.UTC(2026, 10, 19, 23, 0));
    expect(closed).toMatchObject({ open: false, reason: "period_over", lastDay: "2026-11-19" });
    expect(closed.open === false && closed.message).toBe(
      "Termin na odstąpienie od umowy minął 19.11.2026 o 23:59 (30 dni od dostarczenia zamówienia 20.10.2026).",
    );
  });

  it("is never shorter than the statutory 14 days, whatever the stored period", () => {
    const order = { status: "delivered", deliveredOn: "2026-03-20", periodDays: 7 };
    expect(withdrawalWindow(order, Date.UTC(2026, 3, 3, 21, 59))).toMatchObject({ open: true, days: 14 });
    expect(withdrawalWindow(order, Date.UTC(2026, 3, 3, 22, 0))).toMatchObject({ open: false, days: 14 });
  });

  it("is closed for a cancelled order, saying why", () => {
    const window = withdrawalWindow({ status: "cancelled", deliveredOn: null, periodDays: 30 }, 0);
    expect(window).toMatchObject({ open: false, reason: "cancelled" });
  });

  it("refuses a delivery date that is not a date", () => {
    expect(() =>
      withdrawalWindow({ status: "delivered", deliveredOn: "20.10.2026", periodDays: 30 }, 0),
    ).toThrow(/deliveredOn/);
  });
});
