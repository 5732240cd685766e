import { describe, expect, it } from "vitest";
import { FormattingError } from "./formattingError";
import { parseShopDate } from "./parseShopDate";
import { addZonedDays, toZonedParts, zonedDateTimeToEpoch } from "./zonedTime";

describe("toZonedParts", () => {
  it("reads the Warsaw wall clock of an instant", () => {
    expect(toZonedParts(Date.UTC(2026, 10, 21, 23, 30))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it("throws invalid-time-zone for an unknown zone", () => {
    expect(() => toZonedParts(0, "Nowhere/City")).toThrow(FormattingError);
  });
});

describe("zonedDateTimeToEpoch", () => {
  it("maps Warsaw midnight in winter to 23:00 UTC the day before", () => {
    expect(zonedDateTimeToEpoch({ year: 2026, month: 11, day: 21, hour: 0, minute: 0, second: 0 })).toBe(
      Date.UTC(2026, 10, 20, 23),
    );
  });

  it("maps Warsaw midnight in summer to 22:00 UTC the day before", () => {
    expect(zonedDateTimeToEpoch({ year: 2026, month: 7, day: 1, hour: 0, minute: 0, second: 0 })).toBe(
      Date.UTC(2026, 5, 30, 22),
    );
  });

  it("takes the earlier instant in the autumn overlap", () => {
    expect(zonedDateTimeToEpoch({ year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 })).toBe(
      Date.UTC(2026, 9, 25, 0, 30),
    );
  });

  it("moves a time in the spring gap forward", () => {
    expect(zonedDateTimeToEpoch({ year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 })).toBe(
      Date.UTC(2026, 2, 29, 1, 30),
    );
  });
});

describe("addZonedDays", () => {
  it("adds 25 hours across the end of summer time", () => {
    const start = Date.UTC(2026, 9, 24, 10);
    expect(addZonedDays(start, 1) - start).toBe(25 * 3_600_000);
  });

  it("subtracts 30 calendar days keeping the wall clock", () => {
    const start = Date.UTC(2026, 10, 21, 11);
    expect(toZonedParts(addZonedDays(start, -30))).toMatchObject({ month: 10, day: 22, hour: 12 });
  });
});

describe("parseShopDate", () => {
  it("flags date-only input as having no time", () => {
    expect(parseShopDate("2026-11-21")).toMatchObject({
      hasTime: false,
      epochMs: Date.UTC(2026, 10, 20, 23),
    });
  });

  it("returns null for blank, impossible and non-ISO input", () => {
    expect(
      [undefined, null, "", "2026-13-01", "2026-02-29", "21.11.2026", {}].map((v) => parseShopDate(v)),
    ).toEqual([null, null, null, null, null, null, null]);
  });

  it("accepts 29 February in a leap year", () => {
    expect(parseShopDate("2028-02-29")?.wallClock).toMatchObject({ month: 2, day: 29 });
  });
});
