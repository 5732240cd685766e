import { describe, expect, it } from "vitest";
import { isCalendarDate, warsawDate } from "./warsawDate";

describe("warsawDate", () => {
  it("reads the Warsaw calendar date, summer and winter", () => {
    expect(warsawDate(Date.UTC(2026, 10, 21, 23, 30))).toBe("2026-11-22");
    expect(warsawDate(Date.UTC(2026, 6, 1, 21, 59))).toBe("2026-07-01");
    expect(warsawDate(Date.UTC(2026, 6, 1, 22, 0))).toBe("2026-07-02");
  });
});

describe("isCalendarDate", () => {
  it("accepts real dates only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-4-1")).toBe(false);
  });
});
