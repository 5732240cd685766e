import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundedAbsString } from "./decimal";
import { formatCount, formatProductCount } from "./formatCount";
import { formatPrice } from "./formatPrice";
import { knownNumberSymbols, writeDecimal } from "./localeNumbers";
import { deStoreView, itStoreView, plStoreView } from "./storeView";

const LOCALES = ["pl", "pl-PL", "de", "de-DE", "it", "it-IT", "en-US"] as const;

/** What `Intl.NumberFormat` writes for a rounded amount: the reference the symbols must match. */
const intl = (locale: string, plain: string, digits: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    Number(plain),
  );

describe("the shop's locales written without Intl (properties)", () => {
  it("writes every amount up to 15 integer digits exactly as Intl.NumberFormat does", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.double({ min: 0, max: 999_999_999_999, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (locale, value, digits) => {
          const plain = roundedAbsString(value, digits);
          const symbols = knownNumberSymbols(locale);
          expect(symbols).toBeDefined();
          if (symbols) expect(writeDecimal(plain, symbols)).toBe(intl(locale, plain, digits));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("writes every whole count as Intl.NumberFormat does, the sign included", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("pl", "de", "it"),
        fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
        (language, count) => {
          const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(count);
          expect(
            formatCount(
              count,
              {
                pl: { one: "x", few: "x", many: "x", other: "x" },
                de: { one: "x", other: "x" },
                it: { one: "x", other: "x" },
              },
              language,
            ),
          ).toBe(`${number} x`);
        },
      ),
    );
  });

  it("formatPrice in every banner locale equals the Intl-written amount with the sign", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(plStoreView, deStoreView, itStoreView),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (view, value) => {
          const amount = intl(view.i18n.defaultLocale, roundedAbsString(value, 2), 2);
          expect(formatPrice(value, view)).toBe(`${value < 0 ? "-" : ""}${amount} zł`);
        },
      ),
    );
  });
});

describe("writeDecimal", () => {
  const pl = knownNumberSymbols("pl-PL");
  const de = knownNumberSymbols("de-DE");
  it("groups Polish from five integer digits with U+00A0, German from four with a dot", () => {
    expect(pl && writeDecimal("1234.50", pl)).toBe("1234,50");
    expect(pl && writeDecimal("12345.67", pl)).toBe("12\u00a0345,67");
    expect(pl && writeDecimal("1234567", pl)).toBe("1\u00a0234\u00a0567");
    expect(de && writeDecimal("1234.5", de)).toBe("1.234,5");
    expect(de && writeDecimal("999", de)).toBe("999");
  });

  it("leaves more than 15 integer digits and unknown locales to Intl", () => {
    expect(pl && writeDecimal("1234567890123456.00", pl)).toBeUndefined();
    expect(knownNumberSymbols("fr-FR")).toBeUndefined();
    expect(knownNumberSymbols("toString")).toBeUndefined();
    expect(formatPrice(1234.5, { i18n: { defaultLocale: "fr-FR" } })).toBe(
      `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2 }).format(1234.5)} zł`,
    );
    expect(formatProductCount(22)).toBe("22 produkty");
  });
});
