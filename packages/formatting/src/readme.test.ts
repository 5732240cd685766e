import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatLongDate,
  formatPrice,
  formatProductCount,
  priceRangeLabels,
  slugify,
} from "./index";

// The README's quick start, run as written.
describe("README quick start", () => {
  it("gives the values the README shows", () => {
    expect(formatPrice(1234.5)).toBe("1234,50 zł");
    expect(formatPrice(12345.67)).toBe("12\u00a0345,67 zł");
    expect(formatPrice(-15.5)).toBe("-15,50 zł");
    expect(formatPrice("abc")).toBe("abc");
    expect(formatDate("2026-11-21T09:05:00Z")).toBe("10:05 21/11/2026");
    expect(formatLongDate("2026-11-21")).toBe("21 listopada 2026");
    expect(formatProductCount(22)).toBe("22 produkty");
    expect(priceRangeLabels([{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 150 }])).toEqual([
      "< 50 zł",
      "50 - 100 zł",
      "> 150 zł",
    ]);
    expect(slugify("Żółta sukienka & pasek")).toBe("zolta-sukienka-and-pasek");
  });
});
