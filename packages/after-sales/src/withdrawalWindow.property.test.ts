import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCalendarDays, endOfWarsawDay, startOfWarsawDay } from "./warsawCalendar";
import { withdrawalWindow } from "./withdrawalWindow";

const dates = fc
  .date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2035, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("withdrawalWindow (properties)", () => {
  it("is open for at least 14 full Warsaw days after delivery, whatever the setting", () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 365 }), (deliveredOn, periodDays) => {
        const order = { status: "delivered", deliveredOn, periodDays };
        expect(withdrawalWindow(order, endOfWarsawDay(addCalendarDays(deliveredOn, 14))).open).toBe(true);
        expect(withdrawalWindow(order, startOfWarsawDay(addCalendarDays(deliveredOn, 1))).open).toBe(true);
      }),
    );
  });

  it("closes exactly one millisecond after the end of its last day", () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 14, max: 365 }), (deliveredOn, periodDays) => {
        const order = { status: "delivered", deliveredOn, periodDays };
        const end = endOfWarsawDay(addCalendarDays(deliveredOn, periodDays));
        expect(withdrawalWindow(order, end).open).toBe(true);
        expect(withdrawalWindow(order, end + 1).open).toBe(false);
      }),
    );
  });
});
