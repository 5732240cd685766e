import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  endOfWarsawDay,
  startOfWarsawDay,
  warsawCalendarDate,
  warsawDeadline,
} from "./warsawCalendar";

const dates = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("Warsaw calendar days (properties)", () => {
  it("adding and taking away the same days gives the date back", () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -800, max: 800 }), (date, days) => {
        expect(addCalendarDays(addCalendarDays(date, days), -days)).toBe(date);
      }),
    );
  });

  it("a deadline is the last instant of the Warsaw date N days later, whatever DST lies between", () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 800 }), (date, days) => {
        const end = warsawDeadline(date, days);
        expect(warsawCalendarDate(end)).toBe(addCalendarDays(date, days));
        expect(warsawCalendarDate(end + 1)).toBe(addCalendarDays(date, days + 1));
        expect(end + 1 - startOfWarsawDay(addCalendarDays(date, days))).toBeGreaterThanOrEqual(
          23 * 3_600_000,
        );
        expect(end - endOfWarsawDay(date)).toBeGreaterThanOrEqual(days * 86_400_000 - 3_600_000);
      }),
    );
  });
});
