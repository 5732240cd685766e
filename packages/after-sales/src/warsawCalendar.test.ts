import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAfterSalesError } from "./afterSalesError";
import {
  addCalendarDays,
  addCalendarMonths,
  endOfWarsawDay,
  isWarsawCalendarDate,
  startOfWarsawDay,
  warsawCalendarDate,
  warsawDaysBetween,
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

describe("warsawDaysBetween", () => {
  // 30 November 2026 23:50 and 1 December 00:10 in Warsaw (UTC+1)
  const lateYesterday = Date.UTC(2026, 10, 30, 22, 50);
  const justAfterMidnight = Date.UTC(2026, 10, 30, 23, 10);

  it("counts a case of yesterday 23:50 as 1 day old at 00:10, not 0 (20 minutes) nor 2", () => {
    expect(warsawDaysBetween(lateYesterday, justAfterMidnight)).toBe(1);
  });

  it("counts 23 hours within one Warsaw day as 0", () => {
    expect(warsawDaysBetween(Date.UTC(2026, 10, 30, 23, 0), Date.UTC(2026, 11, 1, 22, 59))).toBe(0);
  });

  it("counts yesterday 00:10 at 23:50 today as 1, though almost 48 hours passed", () => {
    // 30 November 00:10 → 1 December 23:50 in Warsaw: 47 h 40 min, one midnight
    expect(warsawDaysBetween(Date.UTC(2026, 10, 29, 23, 10), Date.UTC(2026, 11, 1, 22, 50))).toBe(1);
  });

  it("counts a 25-hour autumn day as one day (25 October 2026)", () => {
    // 24 October 23:30 CEST → 25 October 23:30 CET: 25 hours, one midnight
    expect(warsawDaysBetween(Date.UTC(2026, 9, 24, 21, 30), Date.UTC(2026, 9, 25, 22, 30))).toBe(1);
    // 25 October 00:30 CEST → 25 October 23:30 CET: 24 hours, the same day
    expect(warsawDaysBetween(Date.UTC(2026, 9, 24, 22, 30), Date.UTC(2026, 9, 25, 22, 30))).toBe(0);
  });

  it("counts a 23-hour spring day as one day (29 March 2026)", () => {
    // 28 March 23:30 CET → 29 March 23:30 CEST: 23 hours, one midnight
    expect(warsawDaysBetween(Date.UTC(2026, 2, 28, 22, 30), Date.UTC(2026, 2, 29, 21, 30))).toBe(1);
  });

  it("gives 0 when the end is not after the start", () => {
    expect(warsawDaysBetween(justAfterMidnight, lateYesterday)).toBe(0);
  });

  it("refuses a time that is not finite", () => {
    expect(() => warsawDaysBetween(Number.NaN, 0)).toThrow();
  });

  it("is the difference of the Warsaw calendar dates", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.integer({ min: 0, max: 400 * 86_400_000 }),
        (from, span) => {
          const days = warsawDaysBetween(from, from + span);
          expect(addCalendarDays(warsawCalendarDate(from), days)).toBe(warsawCalendarDate(from + span));
        },
      ),
    );
  });
});
