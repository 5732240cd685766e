import { describe, expect, it } from "vitest";
import { countNouns, formatCount, formatProductCount } from "./formatCount";
import { pluralPl, polishPluralCategory } from "./pluralPl";

const product = { one: "produkt", few: "produkty", many: "produktów" };

describe("pluralPl", () => {
  it.each([
    [1, "produkt"],
    [2, "produkty"],
    [3, "produkty"],
    [4, "produkty"],
    [5, "produktów"],
    [0, "produktów"],
    [11, "produktów"],
    [12, "produktów"],
    [13, "produktów"],
    [14, "produktów"],
    [21, "produktów"],
    [22, "produkty"],
    [24, "produkty"],
    [25, "produktów"],
    [101, "produktów"],
    [102, "produkty"],
    [112, "produktów"],
    [1002, "produkty"],
  ])("picks the form for %i", (count, expected) => {
    expect(pluralPl(count, product)).toBe(expected);
  });

  it("uses the absolute value of negative counts", () => {
    expect(pluralPl(-2, product)).toBe("produkty");
    expect(pluralPl(-1, product)).toBe("produkt");
  });

  it("uses `other` for fractions, falling back to `many`", () => {
    expect(pluralPl(1.5, { ...product, other: "produktu" })).toBe("produktu");
    expect(pluralPl(1.5, product)).toBe("produktów");
  });
});

describe("polishPluralCategory", () => {
  it("classifies non-finite counts as other", () => {
    expect(polishPluralCategory(Number.NaN)).toBe("other");
    expect(polishPluralCategory(Number.POSITIVE_INFINITY)).toBe("other");
  });
});

describe("formatProductCount", () => {
  it("writes the count and the Polish noun", () => {
    expect([1, 2, 5, 22, 12].map((n) => formatProductCount(n))).toEqual([
      "1 produkt",
      "2 produkty",
      "5 produktów",
      "22 produkty",
      "12 produktów",
    ]);
  });

  it("groups large counts with the locale's separator", () => {
    expect(formatProductCount(12345)).toBe("12\u00a0345 produktów");
  });

  it("speaks German and Italian for the banner variants", () => {
    expect(formatProductCount(1, "de")).toBe("1 Produkt");
    expect(formatProductCount(2, "de")).toBe("2 Produkte");
    expect(formatProductCount(1, "it")).toBe("1 prodotto");
    expect(formatProductCount(5, "it-IT")).toBe("5 prodotti");
  });
});

describe("formatCount", () => {
  it("counts other nouns", () => {
    expect(formatCount(3, countNouns.item)).toBe("3 sztuki");
    expect(formatCount(5, countNouns.review)).toBe("5 opinii");
    expect(formatCount(1, countNouns.review)).toBe("1 opinia");
  });

  it("falls back to Polish for an unknown language", () => {
    expect(formatCount(2, countNouns.product, "fr")).toBe("2 produkty");
  });
});
