import { describe, expect, it } from "vitest";
import { isoFromPolishDate, polishDate } from "./polishDate";

describe("polishDate", () => {
  it("shows a calendar day as dd.mm.rrrr", () => {
    expect(polishDate("2026-11-30")).toBe("30.11.2026");
    expect(polishDate("2027-01-05")).toBe("05.01.2027");
  });
});

describe("isoFromPolishDate", () => {
  it("reads a day typed the Polish way into the API's YYYY-MM-DD", () => {
    expect(isoFromPolishDate("30.11.2026")).toBe("2026-11-30");
    expect(isoFromPolishDate(" 1.12.2026 ")).toBe("2026-12-01");
    expect(isoFromPolishDate("1-12-2026")).toBe("2026-12-01");
    expect(isoFromPolishDate("2026-11-30")).toBe("2026-11-30");
  });

  it("refuses what is no day of the calendar, and the American order", () => {
    expect(isoFromPolishDate("31.11.2026")).toBeNull();
    expect(isoFromPolishDate("29.02.2026")).toBeNull();
    expect(isoFromPolishDate("29.02.2028")).toBe("2028-02-29");
    expect(isoFromPolishDate("11/30/2026")).toBeNull();
    expect(isoFromPolishDate("jutro")).toBeNull();
    expect(isoFromPolishDate("")).toBeNull();
  });

  it("gives back the day it showed", () => {
    for (const day of ["2026-01-01", "2026-11-30", "2028-02-29", "2026-12-31"])
      expect(isoFromPolishDate(polishDate(day))).toBe(day);
  });
});
