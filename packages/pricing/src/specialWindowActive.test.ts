import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PricingError } from "./pricingError";
import { specialWindowActive, specialWindowBounds, specialWindowEdges } from "./specialWindowActive";

// Warsaw is UTC+1 in November and UTC+2 in July.
const warsaw = (y: number, m: number, d: number, h = 0, min = 0, s = 0, offset = 1) =>
  Date.UTC(y, m - 1, d, h - offset, min, s);

describe("specialWindowActive", () => {
  it("is active when both dates are blank", () => {
    expect(specialWindowActive({}, 0)).toBe(true);
    expect(specialWindowActive({ special_from_date: null, special_to_date: "" }, 0)).toBe(true);
  });

  it("includes the from instant itself", () => {
    const product = { special_from_date: "2026-11-21 10:00:00" };
    expect(specialWindowActive(product, warsaw(2026, 11, 21, 10))).toBe(true);
    expect(specialWindowActive(product, warsaw(2026, 11, 21, 10) - 1)).toBe(false);
  });

  it("starts a date-only from at midnight in Warsaw", () => {
    const product = { special_from_date: "2026-11-21" };
    expect(specialWindowActive(product, warsaw(2026, 11, 21, 0))).toBe(true);
    expect(specialWindowActive(product, warsaw(2026, 11, 20, 23, 59, 59))).toBe(false);
  });

  it("keeps a date-only to active through the end of that day", () => {
    const product = { special_to_date: "2026-11-21" };
    expect(specialWindowActive(product, warsaw(2026, 11, 21, 23, 59, 59))).toBe(true);
    expect(specialWindowActive(product, warsaw(2026, 11, 22, 0))).toBe(false);
  });

  it("treats a to of exactly 00:00:00 as the whole day", () => {
    const product = { special_to_date: "2026-11-21 00:00:00" };
    expect(specialWindowActive(product, warsaw(2026, 11, 21, 18))).toBe(true);
    expect(specialWindowActive(product, warsaw(2026, 11, 22, 0))).toBe(false);
  });

  it("includes a to with another time up to that instant", () => {
    const product = { special_to_date: "2026-11-21 18:30:00" };
    expect(specialWindowActive(product, warsaw(2026, 11, 21, 18, 30))).toBe(true);
    expect(specialWindowActive(product, warsaw(2026, 11, 21, 18, 30) + 1)).toBe(false);
  });

  it("requires both ends when both are set", () => {
    const product = { special_from_date: "2026-11-01", special_to_date: "2026-11-21" };
    expect(specialWindowActive(product, warsaw(2026, 10, 31, 12))).toBe(false);
    expect(specialWindowActive(product, warsaw(2026, 11, 10, 12))).toBe(true);
    expect(specialWindowActive(product, warsaw(2026, 11, 22, 12))).toBe(false);
  });

  it("reads dates in Warsaw summer time", () => {
    const product = { special_to_date: "2026-07-04" };
    expect(specialWindowActive(product, warsaw(2026, 7, 4, 23, 59, 0, 2))).toBe(true);
    expect(specialWindowActive(product, warsaw(2026, 7, 5, 0, 0, 0, 2))).toBe(false);
  });

  it("covers the 25-hour day when summer time ends", () => {
    const product = { special_to_date: "2026-10-25" };
    expect(specialWindowActive(product, Date.UTC(2026, 9, 25, 22, 59))).toBe(true);
    expect(specialWindowActive(product, Date.UTC(2026, 9, 25, 23, 0))).toBe(false);
  });

  it("honours explicit offsets and accepts a Date for now", () => {
    const product = { special_to_date: "2026-11-21T12:00:00Z" };
    expect(specialWindowActive(product, new Date(Date.UTC(2026, 10, 21, 12)))).toBe(true);
    expect(specialWindowActive(product, new Date(Date.UTC(2026, 10, 21, 12, 0, 1)))).toBe(false);
  });

  it("is inactive when an end cannot be read", () => {
    expect(specialWindowActive({ special_from_date: "soon" }, 0)).toBe(false);
    expect(specialWindowActive({ special_to_date: "2026-02-30" }, 0)).toBe(false);
  });

  it("throws invalid-now for a broken now", () => {
    expect(() => specialWindowActive({}, Number.NaN)).toThrow(PricingError);
  });
});

describe("specialWindowBounds", () => {
  it("closes a date-only end at the next Warsaw midnight, across the change to winter time", () => {
    // 25 October 2026 has 25 hours in Warsaw: the window closes at 26 October 00:00 CET (UTC+1)
    expect(specialWindowBounds({ special_from_date: "2026-10-19", special_to_date: "2026-10-25" })).toEqual({
      opensAt: warsaw(2026, 10, 19, 0, 0, 0, 2),
      closesAt: warsaw(2026, 10, 26),
    });
    expect(specialWindowBounds({ special_to_date: "2026-10-25 00:00:00" }).closesAt).toBe(
      warsaw(2026, 10, 26),
    );
  });

  it("closes an end with a time one millisecond after it (the end is inclusive)", () => {
    expect(specialWindowBounds({ special_to_date: "2026-11-16 12:30:00" }).closesAt).toBe(
      warsaw(2026, 11, 16, 12, 30) + 1,
    );
  });

  it("gives null for blank or unreadable dates; the edges list only the readable ones", () => {
    expect(specialWindowBounds({ special_from_date: "", special_to_date: "jutro" })).toEqual({
      opensAt: null,
      closesAt: null,
    });
    expect(specialWindowEdges({ special_from_date: "2026-11-01" })).toEqual([warsaw(2026, 11, 1)]);
  });

  it("agrees with specialWindowActive at every instant (property)", () => {
    const day = fc.date({
      min: new Date(Date.UTC(2026, 0, 1)),
      max: new Date(Date.UTC(2027, 0, 1)),
      noInvalidDate: true,
    });
    const stamp = fc.tuple(day, fc.boolean(), fc.constantFrom(0, 1)).map(([date, dateOnly, midnight]) => {
      const iso = new Date(date.getTime() - (date.getTime() % 1000)).toISOString();
      const local = `${iso.slice(0, 10)} ${midnight ? "00:00:00" : iso.slice(11, 19)}`;
      return dateOnly ? iso.slice(0, 10) : local;
    });
    fc.assert(
      fc.property(fc.option(stamp), fc.option(stamp), day, (from, to, now) => {
        const product = { special_from_date: from, special_to_date: to };
        const { opensAt, closesAt } = specialWindowBounds(product);
        const at = now.getTime();
        const inside = (opensAt === null || at >= opensAt) && (closesAt === null || at < closesAt);
        expect(specialWindowActive(product, at)).toBe(inside);
        if (closesAt !== null) {
          expect(specialWindowActive(product, closesAt)).toBe(false);
          expect(specialWindowActive(product, closesAt - 1)).toBe(
            opensAt === null || closesAt - 1 >= opensAt,
          );
        }
      }),
    );
  });
});
