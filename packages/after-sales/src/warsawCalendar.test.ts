import { describe, expect, it } from "vitest";
import { isAfterSalesError } from "./afterSalesError";
import {
  addCalendarDays,
  addCalendarMonths,
  endOfWarsawDay,
  isWarsawCalendarDate,
  startOfWarsawDay,
  warsawCalendarDate,
  warsawDeadline,
} from "./warsawCalendar";

describe("warsawCalendarDate", () => {
  it("reads the Warsaw date, summer (UTC+2) and winter (UTC+1)", () => {
    expect(warsawCalendarDate(Date.UTC(2026, 5, 30, 21, 59, 59))).toBe("2026-06-30");
    expect(warsawCalendarDate(Date.UTC(2026, 5, 30, 22, 0))).toBe("2026-07-01");
    expect(warsawCalendarDate(Date.UTC(2026, 11, 31, 23, 0))).toBe("2027-01-01");
  });
});

describe("addCalendarDays", () => {
  it("counts calendar days across months, years and leap days", () => {
    expect(addCalendarDays("2026-10-20", 14)).toBe("2026-11-03");
    expect(addCalendarDays("2026-12-20", 30)).toBe("2027-01-19");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("refuses what is not a date or a whole number of days", () => {
    expect(() => addCalendarDays("2026-02-29", 1)).toThrow(/YYYY-MM-DD/);
    expect(() => addCalendarDays("2026-10-20", 1.5)).toThrow(/whole number/);
    try {
      addCalendarDays("20.10.2026", 1);
    } catch (error) {
      expect(isAfterSalesError(error) && error.reason).toBe("invalid-date");
    }
  });
});

describe("addCalendarMonths", () => {
  it("keeps the day, or takes the month's last day when it has no such day (art. 112)", () => {
    expect(addCalendarMonths("2026-06-15", 24)).toBe("2028-06-15");
    expect(addCalendarMonths("2026-08-31", 1)).toBe("2026-09-30");
    expect(addCalendarMonths("2028-02-29", 24)).toBe("2030-02-28");
    expect(addCalendarMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addCalendarMonths("2026-11-30", 3)).toBe("2027-02-28");
  });
});

describe("start and end of a Warsaw day", () => {
  it("are midnight and the last millisecond, Warsaw time", () => {
    expect(startOfWarsawDay("2026-07-01")).toBe(Date.UTC(2026, 5, 30, 22));
    expect(endOfWarsawDay("2026-07-01")).toBe(Date.UTC(2026, 6, 1, 21, 59, 59, 999));
    expect(endOfWarsawDay("2026-12-01")).toBe(Date.UTC(2026, 11, 1, 22, 59, 59, 999));
  });

  it("a daylight-saving day lasts 23 or 25 hours", () => {
    expect(endOfWarsawDay("2026-03-29") + 1 - startOfWarsawDay("2026-03-29")).toBe(23 * 3_600_000);
    expect(endOfWarsawDay("2026-10-25") + 1 - startOfWarsawDay("2026-10-25")).toBe(25 * 3_600_000);
  });
});

describe("warsawDeadline", () => {
  it("does not count the first day and ends at the end of the last day, Warsaw time", () => {
    // delivered on 20 October (summer time); 14 days later is 3 November, after the clocks went back
    expect(warsawDeadline("2026-10-20", 14)).toBe(Date.UTC(2026, 10, 3, 22, 59, 59, 999));
    // delivered on 20 March (winter time); 14 days later is 3 April, summer time
    expect(warsawDeadline("2026-03-20", 14)).toBe(Date.UTC(2026, 3, 3, 21, 59, 59, 999));
  });

  it("reads an instant on the Warsaw calendar: 00:30 Warsaw is already the next day", () => {
    expect(warsawDeadline(Date.UTC(2026, 5, 30, 22, 30), 30)).toBe(warsawDeadline("2026-07-01", 30));
    expect(warsawDeadline(Date.UTC(2026, 5, 30, 21, 30), 30)).toBe(warsawDeadline("2026-06-30", 30));
  });

  it("refuses a time that is not finite", () => {
    expect(() => warsawDeadline(Number.NaN, 14)).toThrow(/finite epoch/);
  });
});

describe("isWarsawCalendarDate", () => {
  it("accepts real dates only", () => {
    expect(isWarsawCalendarDate("2028-02-29")).toBe(true);
    expect(isWarsawCalendarDate("2026-02-29")).toBe(false);
    expect(isWarsawCalendarDate("2026-4-1")).toBe(false);
    expect(isWarsawCalendarDate(20260401)).toBe(false);
  });
});
