import { describe, expect, it } from "vitest";
import { formatPrice, isNumericPrice } from "./formatPrice";
import { FormattingError } from "./formattingError";
import { deStoreView, itStoreView, plStoreView } from "./storeView";

const NBSP = "\u00a0";

describe("formatPrice", () => {
  it("writes a 4-digit amount without a group separator", () => {
    expect(formatPrice(1234.5)).toBe("1234,50 zł");
  });

  it("groups 5-digit integer parts with a no-break space", () => {
    expect(formatPrice(12345.67)).toBe(`12${NBSP}345,67 zł`);
    expect(formatPrice(25000)).toBe(`25${NBSP}000,00 zł`);
  });

  it("groups every thousand of large amounts", () => {
    expect(formatPrice(1234567.5)).toBe(`1${NBSP}234${NBSP}567,50 zł`);
  });

  it("uses a regular space U+0020 between amount and sign", () => {
    expect(formatPrice(7)).toBe("7,00 zł");
    expect(formatPrice(7).charCodeAt(4)).toBe(0x20);
  });

  it("puts one leading minus before the whole string for negatives", () => {
    expect(formatPrice(-15.5)).toBe("-15,50 zł");
    expect(formatPrice(-12345)).toBe(`-12${NBSP}345,00 zł`);
  });

  it("does not treat -0 as negative", () => {
    expect(formatPrice(-0)).toBe("0,00 zł");
  });

  it("rounds half away from zero on the printed decimal", () => {
    expect(formatPrice(2.345)).toBe("2,35 zł");
    expect(formatPrice(-2.345)).toBe("-2,35 zł");
    expect(formatPrice(1.005)).toBe("1,01 zł");
    expect(formatPrice(9.995)).toBe("10,00 zł");
  });

  it("accepts numeric strings with surrounding whitespace", () => {
    expect(formatPrice(" 129.99 ")).toBe("129,99 zł");
    expect(formatPrice("-3")).toBe("-3,00 zł");
  });

  it.each([
    ["abc", "abc"],
    ["", ""],
    ["1e3", "1e3"],
    ["12,50", "12,50"],
    ["1.", "1."],
    [".5", ".5"],
  ])("returns the non-numeric string %j unchanged", (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it("returns null, undefined, booleans, NaN, Infinity and objects unchanged", () => {
    const obj = { price: 1 };
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined)).toBeUndefined();
    expect(formatPrice(true)).toBe(true);
    expect(formatPrice(Number.NaN)).toBeNaN();
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(formatPrice(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
    expect(formatPrice(obj)).toBe(obj);
  });

  it("without i18n settings writes the rounded amount with a dot and no sign", () => {
    expect(formatPrice(2.345, {})).toBe("2.35");
    expect(formatPrice(-1234.5, {})).toBe("-1234.50");
  });

  it("replaces every decimal and group part with the configured separators", () => {
    const view = { i18n: { currencyDecimal: ".", currencyGroup: "," } };
    expect(formatPrice(1234567.891, view)).toBe("1,234,567.89 zł");
    expect(formatPrice(1234.5, view)).toBe("1234.50 zł");
  });

  it("fills a custom template once per placeholder", () => {
    expect(formatPrice(5, { i18n: { priceFormat: "{sign} {amount}", currencySign: "PLN" } })).toBe(
      "PLN 5,00",
    );
  });

  it("honours the fraction digits setting", () => {
    expect(formatPrice(5.555, { i18n: { fractionDigits: 0 } })).toBe("6 zł");
    expect(formatPrice(5, { i18n: { fractionDigits: 3 } })).toBe("5,000 zł");
  });

  it("formats with the German and Italian banner locales", () => {
    expect(formatPrice(1234.5, deStoreView)).toBe("1.234,50 zł");
    expect(formatPrice(12345.5, itStoreView)).toBe("12.345,50 zł");
    expect(formatPrice(1234.5, plStoreView)).toBe("1234,50 zł");
  });

  it("throws a FormattingError for a locale Intl rejects", () => {
    expect(() => formatPrice(1, { i18n: { defaultLocale: "not a locale!" } })).toThrow(FormattingError);
  });
});

describe("isNumericPrice", () => {
  it("accepts finite numbers and decimal strings only", () => {
    expect([1, -2.5, "3", " -4.25 ", "1e3", null, false, Number.NaN].map(isNumericPrice)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
