import { describe, expect, it } from "vitest";
import { priceRangeLabel, priceRangeLabels } from "./priceRangeLabel";

describe("priceRangeLabels", () => {
  it("labels the default buckets", () => {
    expect(
      priceRangeLabels([{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }]),
    ).toEqual(["< 50 zł", "50 - 100 zł", "100 - 150 zł", "> 150 zł"]);
  });

  it("prints the raw numbers, not formatted prices", () => {
    expect(priceRangeLabels([{ from: 0, to: 49.99 }, { from: 49.99, to: 1000 }, { from: 1000 }])).toEqual([
      "< 49.99 zł",
      "49.99 - 1000 zł",
      "> 1000 zł",
    ]);
  });

  it("uses the store's template and sign", () => {
    expect(
      priceRangeLabels([{ from: 0, to: 50 }], { i18n: { priceFormat: "{sign}{amount}", currencySign: "€" } }),
    ).toEqual(["< €50"]);
  });
});

describe("priceRangeLabel", () => {
  it("reads '< to' for a last bucket that has a `to`", () => {
    expect(priceRangeLabel({ from: 150, to: 200 }, { isFirst: false, isLast: true })).toBe("< 200 zł");
  });

  it("reads '> from' for a first bucket without `to`", () => {
    expect(priceRangeLabel({ from: 0 }, { isFirst: true, isLast: false })).toBe("> 0 zł");
  });

  it("reads fmt(from) for a middle bucket without `to`", () => {
    expect(priceRangeLabel({ from: 75 }, { isFirst: false, isLast: false })).toBe("75 zł");
  });
});
