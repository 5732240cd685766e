import { describe, expect, it } from "vitest";
import { defaultListingConfig } from "./listingConfig.js";
import {
  parsePriceRangeId,
  priceFilterOptions,
  priceOptionLabel,
  priceRangeFilterValue,
  priceRangeId,
} from "./priceRanges.js";

describe("priceRangeId", () => {
  it("prints each end with one decimal and * for an open end", () => {
    expect(priceRangeId({ from: 0, to: 50 })).toBe("0.0-50.0");
    expect(priceRangeId({ from: 150 })).toBe("150.0-*");
    expect(priceRangeId({ to: 20 })).toBe("*-20.0");
    expect(priceRangeId({ from: 99.99, to: 100 })).toBe("100.0-100.0");
  });
});

describe("parsePriceRangeId", () => {
  it("reads ids back and rejects anything else", () => {
    expect(parsePriceRangeId("50.0-100.0")).toEqual({ from: 50, to: 100 });
    expect(parsePriceRangeId("150.0-*")).toEqual({ from: 150, to: undefined });
    expect(parsePriceRangeId("cheap")).toBeNull();
    expect(parsePriceRangeId("-1-5")).toBeNull();
  });
});

describe("priceOptionLabel", () => {
  it("labels the default ranges < 50 zł, 50 - 100 zł, 100 - 150 zł, > 150 zł", () => {
    expect(priceFilterOptions().map((o) => o.label)).toEqual([
      "< 50 zł",
      "50 - 100 zł",
      "100 - 150 zł",
      "> 150 zł",
    ]);
  });

  it("labels a last bucket with an upper bound '< ' + fmt(to)", () => {
    expect(priceOptionLabel({ from: 100, to: 200 }, 2, 3, defaultListingConfig)).toBe("< 200 zł");
  });

  it("labels a middle bucket without 'to' fmt(from)", () => {
    expect(priceOptionLabel({ from: 75 }, 1, 3, defaultListingConfig)).toBe("75 zł");
  });

  it("prints the raw JS number form and follows the priceFormat template", () => {
    const config = { ...defaultListingConfig, priceFormat: "{sign}{amount}", currencySign: "€" };
    expect(priceOptionLabel({ from: 0.5, to: 49.99 }, 1, 3, config)).toBe("€0.5 - 49.99");
  });
});

describe("priceFilterOptions", () => {
  it("builds { id, type: 'price', from, to, label, single: true }", () => {
    expect(priceFilterOptions()[0]).toEqual({
      id: "0.0-50.0",
      type: "price",
      from: 0,
      to: 50,
      label: "< 50 zł",
      single: true,
    });
    expect(priceFilterOptions()[3]).toEqual({
      id: "150.0-*",
      type: "price",
      from: 150,
      to: undefined,
      label: "> 150 zł",
      single: true,
    });
  });
});

describe("priceRangeFilterValue", () => {
  it("gives gte from (0 included) and an exclusive lt to when set", () => {
    expect(priceRangeFilterValue({ from: 0, to: 50 })).toEqual({ gte: 0, lt: 50 });
    expect(priceRangeFilterValue({ from: 150 })).toEqual({ gte: 150 });
    expect(priceRangeFilterValue({ to: 20 })).toEqual({ lt: 20 });
  });

  it("makes the default buckets disjoint: 150 is only in the open bucket, 100 only in 100 - 150", () => {
    const holds = (value: ReturnType<typeof priceRangeFilterValue>, price: number) =>
      (value.gte === undefined || price >= Number(value.gte)) &&
      (value.lt === undefined || price < Number(value.lt));
    const ranges = [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];
    for (const price of [0, 49.99, 50, 100, 149.99, 150, 150.01]) {
      const matching = ranges.filter((range) => holds(priceRangeFilterValue(range), price));
      expect(matching, `price ${price}`).toHaveLength(1);
    }
    expect(ranges.filter((range) => holds(priceRangeFilterValue(range), 150))).toEqual([{ from: 150 }]);
  });
});
