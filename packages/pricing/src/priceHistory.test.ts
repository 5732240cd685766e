import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  findReductionStart,
  lowestPriceBeforeReduction,
  lowestPriceInWindow,
  omnibusLowestPrice,
  omnibusShownPrice,
  recordPrice,
} from "./priceHistory";
import { PricingError } from "./pricingError";

const warsawMidnight = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 3_600_000; // winter, UTC+1
const now = Date.UTC(2026, 10, 21, 12);

describe("findReductionStart", () => {
  it("finds the start of the current reduction", () => {
    const history = [
      { at: "2026-10-01", price_incl_tax: 129.99 },
      { at: "2026-11-20", price_incl_tax: 99.99 },
    ];
    expect(findReductionStart(history, now)).toBe(warsawMidnight(2026, 11, 20));
  });

  it("counts a progressive reduction from its first step", () => {
    const history = [
      { at: "2026-10-01", price_incl_tax: 129.99 },
      { at: "2026-11-10", price_incl_tax: 109.99 },
      { at: "2026-11-15", price_incl_tax: 99.99 },
    ];
    expect(findReductionStart(history, now)).toBe(warsawMidnight(2026, 11, 10));
  });

  it("gives null when the current price is not a reduction", () => {
    expect(findReductionStart([{ at: 0, price_incl_tax: 10 }], now)).toBeNull();
    expect(
      findReductionStart(
        [
          { at: 0, price_incl_tax: 10 },
          { at: 1, price_incl_tax: 12 },
        ],
        now,
      ),
    ).toBeNull();
  });

  it("ignores entries after now and repeated equal prices", () => {
    const history = [
      { at: 0, price_incl_tax: 20 },
      { at: 10, price_incl_tax: 15 },
      { at: 20, price_incl_tax: 15 },
      { at: now + 1, price_incl_tax: 5 },
    ];
    expect(findReductionStart(history, now)).toBe(10);
  });

  it("reads entries in any order; the later of two at the same instant wins", () => {
    const history = [
      { at: 10, price_incl_tax: 8 },
      { at: 0, price_incl_tax: 20 },
      { at: 10, price_incl_tax: 9 },
    ];
    expect(findReductionStart(history, now)).toBe(10);
    expect(lowestPriceInWindow(history, 10, 11)).toBe(9);
  });
});

describe("lowestPriceInWindow", () => {
  const history = [
    { at: 0, price_incl_tax: 120 },
    { at: 10, price_incl_tax: 110 },
    { at: 20, price_incl_tax: 90 },
  ];

  it("counts the price in force at the window start and every change inside", () => {
    expect(lowestPriceInWindow(history, 5, 20)).toBe(110);
    expect(lowestPriceInWindow(history, 5, 21)).toBe(90);
  });

  it("gives null when nothing was in force", () => {
    expect(lowestPriceInWindow(history, -10, 0)).toBeNull();
    expect(lowestPriceInWindow([], 0, 10)).toBeNull();
  });
});

describe("lowestPriceBeforeReduction", () => {
  it("gives the lowest price of the 30 days before the reduction", () => {
    const history = [
      { at: "2026-09-01", price_incl_tax: 149.99 },
      { at: "2026-10-25", price_incl_tax: 119.99 },
      { at: "2026-11-01", price_incl_tax: 129.99 },
      { at: "2026-11-20", price_incl_tax: 99.99 },
    ];
    expect(lowestPriceBeforeReduction(history, { now })).toEqual({
      status: "reduced",
      reduction_started_at: warsawMidnight(2026, 11, 20),
      lowest_price_30d_incl_tax: 119.99,
    });
  });

  it("ignores prices older than 30 days before the reduction", () => {
    const history = [
      { at: "2026-09-01", price_incl_tax: 89.99 },
      { at: "2026-10-01", price_incl_tax: 129.99 },
      { at: "2026-11-20", price_incl_tax: 99.99 },
    ];
    // The window is [2026-10-21, 2026-11-20): only 129.99 was in force.
    expect(lowestPriceBeforeReduction(history, { now })).toMatchObject({ lowest_price_30d_incl_tax: 129.99 });
  });

  it("counts a price that was in force on the first day of the window", () => {
    const history = [
      { at: "2026-10-01", price_incl_tax: 109.99 },
      { at: "2026-10-21 12:00", price_incl_tax: 129.99 },
      { at: "2026-11-20", price_incl_tax: 99.99 },
    ];
    expect(lowestPriceBeforeReduction(history, { now })).toMatchObject({ lowest_price_30d_incl_tax: 109.99 });
  });

  it("counts 30 calendar days in Warsaw across the end of summer time", () => {
    const history = [
      { at: "2026-10-01", price_incl_tax: 109.99 },
      { at: "2026-10-06 00:30", price_incl_tax: 129.99 },
      { at: "2026-11-05", price_incl_tax: 99.99 },
    ];
    // 2026-11-05 00:00 minus 30 calendar days is 2026-10-06 00:00 (not 23:00 the day before), so 109.99 counts.
    expect(lowestPriceBeforeReduction(history, { now })).toMatchObject({ lowest_price_30d_incl_tax: 109.99 });
  });

  it("uses a reduction start passed in", () => {
    const history = [
      { at: "2026-10-01", price_incl_tax: 129.99 },
      { at: "2026-11-20", price_incl_tax: 99.99 },
    ];
    expect(
      lowestPriceBeforeReduction(history, { now, reductionStart: Date.UTC(2026, 8, 30, 22) }),
    ).toMatchObject({
      lowest_price_30d_incl_tax: null,
    });
  });

  it("reports not-reduced when the price is not a reduction", () => {
    expect(lowestPriceBeforeReduction([{ at: 0, price_incl_tax: 10 }], { now })).toEqual({
      status: "not-reduced",
    });
  });

  it("honours a different number of days", () => {
    const history = [
      { at: "2026-11-01", price_incl_tax: 119.99 },
      { at: "2026-11-10", price_incl_tax: 129.99 },
      { at: "2026-11-20", price_incl_tax: 99.99 },
    ];
    expect(lowestPriceBeforeReduction(history, { now, days: 7 })).toMatchObject({
      lowest_price_30d_incl_tax: 129.99,
    });
  });

  it("throws invalid-price-history for broken entries", () => {
    expect(() => lowestPriceBeforeReduction([{ at: "never", price_incl_tax: 1 }], { now })).toThrow(
      PricingError,
    );
    expect(() => lowestPriceBeforeReduction([{ at: 0, price_incl_tax: Number.NaN }], { now })).toThrow(
      "Price history entry 0 has an invalid price_incl_tax: NaN",
    );
  });
});

describe("recordPrice", () => {
  it("appends a changed price and skips an unchanged one", () => {
    const one = recordPrice([], { at: 1000, price_incl_tax: 129.99 }, { now: 1000 });
    expect(one).toEqual([{ at: 1000, price_incl_tax: 129.99 }]);
    expect(recordPrice(one, { at: 2000, price_incl_tax: 129.99 }, { now: 2000 })).toEqual(one);
  });

  it("keeps 30 days plus the entry in force at the cut-off", () => {
    const history = [
      { at: "2026-08-01", price_incl_tax: 150 },
      { at: "2026-09-01", price_incl_tax: 140 },
      { at: "2026-11-01", price_incl_tax: 130 },
    ];
    const kept = recordPrice(history, { at: "2026-11-21 12:00", price_incl_tax: 135 }, { now });
    expect(kept.map((entry) => entry.price_incl_tax)).toEqual([140, 130, 135]);
  });

  it("keeps 30 days before an ongoing reduction", () => {
    const history = [
      { at: "2026-08-01", price_incl_tax: 150 },
      { at: "2026-09-15", price_incl_tax: 140 },
      { at: "2026-10-05", price_incl_tax: 100 },
    ];
    const kept = recordPrice(history, { at: "2026-11-21 12:00", price_incl_tax: 100 }, { now });
    expect(kept.map((entry) => entry.price_incl_tax)).toEqual([150, 140, 100]);
  });
});

describe("omnibusLowestPrice", () => {
  // The reduction starts at midnight in Warsaw on 20 November 2026 (CET). Thirty calendar days before is
  // 21 October 00:00 CEST (22:00 UTC on the 20th): one hour earlier than 30 × 24 hours before, because
  // the clocks went back on Sunday 25 October. The 99,00 zł price was in force until 00:30 on the 21st.
  const history = [
    { at: "2026-09-01 00:00:00", price_incl_tax: 99 },
    { at: "2026-10-21 00:30:00", price_incl_tax: 150 },
    { at: "2026-11-20 00:00:00", price_incl_tax: 120 },
  ];
  const start = Date.UTC(2026, 10, 19, 23, 0);

  it("counts Warsaw calendar days across the October change to winter time", () => {
    expect(omnibusLowestPrice(history, { now: Date.UTC(2026, 10, 21), reductionStart: start })).toBe(99);
    // the API's former fixed 24-hour days missed the first half hour of 21 October and answered 150
    expect(lowestPriceInWindow(history, start - 30 * 86_400_000, start)).toBe(150);
  });

  it("counts Warsaw calendar days across the March change to summer time", () => {
    // 30 days before 20 April 2026 00:00 CEST is 21 March 00:00 CET: one hour later than 30 × 24 h
    const spring = [
      { at: "2026-03-01 00:00:00", price_incl_tax: 80 },
      { at: "2026-03-20 23:30:00", price_incl_tax: 150 },
      { at: "2026-04-20 00:00:00", price_incl_tax: 120 },
    ];
    const april = Date.UTC(2026, 3, 19, 22, 0);
    expect(omnibusLowestPrice(spring, { now: Date.UTC(2026, 3, 21), reductionStart: april })).toBe(150);
    expect(lowestPriceInWindow(spring, april - 30 * 86_400_000, april)).toBe(80);
  });

  it("falls back to the earliest recorded price when the history starts after the reduction", () => {
    const late = [
      { at: "2026-10-10 12:00:00", price_incl_tax: 130 },
      { at: "2026-10-12 00:00:00", price_incl_tax: 110 },
    ];
    expect(
      omnibusLowestPrice(late, { now: Date.UTC(2026, 9, 20), reductionStart: Date.UTC(2026, 8, 30, 22) }),
    ).toBe(130);
  });

  it("is null without history or without a reduction", () => {
    expect(omnibusLowestPrice([], { now: Date.UTC(2026, 10, 21), reductionStart: start })).toBeNull();
    expect(
      omnibusLowestPrice([{ at: "2026-09-01", price_incl_tax: 99 }], { now: Date.UTC(2026, 10, 21) }),
    ).toBeNull();
  });

  it("is always one of the recorded prices' range: from the lowest to the highest (property)", () => {
    const entry = fc.record({
      at: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 1) }),
      price_incl_tax: fc.integer({ min: 1, max: 100_000 }).map((g) => g / 100),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 1) }),
        (entries, reductionStart) => {
          const lowest = omnibusLowestPrice(entries, { now: Date.UTC(2026, 11, 2), reductionStart });
          const prices = entries.map((e) => e.price_incl_tax);
          expect(lowest).not.toBeNull();
          expect(lowest as number).toBeGreaterThanOrEqual(Math.min(...prices));
          expect(lowest as number).toBeLessThanOrEqual(Math.max(...prices));
        },
      ),
    );
  });
});

describe("omnibusShownPrice", () => {
  it("shows the document's lowest price, else the struck price, and nothing without a reduction", () => {
    expect(omnibusShownPrice(150, 170)).toBe(150);
    expect(omnibusShownPrice(undefined, 170)).toBe(170);
    expect(omnibusShownPrice(0, 170)).toBe(170);
    expect(omnibusShownPrice(150, null)).toBeNull();
  });
});
