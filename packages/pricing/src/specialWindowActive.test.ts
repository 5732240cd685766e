import { describe, expect, it } from "vitest";
import { PricingError } from "./pricingError";
import { specialWindowActive } from "./specialWindowActive";

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
