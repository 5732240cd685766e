import { roundedAbsString } from "./decimal";
import { FormattingError } from "./formattingError";
import { knownNumberSymbols, writeDecimal } from "./localeNumbers";
import type { FormattingStoreView, StoreViewI18n } from "./storeView";
import { plStoreView, resolveI18n } from "./storeView";

// behaviour §2.1 step 1: a finite number, or a string of this exact shape.
const NUMERIC_STRING = /^\s*-?\d+(\.\d+)?\s*$/;

// Intl.NumberFormat is costly to build (the first one loads ICU: localeNumbers.ts writes the shop's own
// locales without it); one per (locale, digits) pair. The cache only memoises, so
// formatPrice stays observably pure.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch (cause) {
      throw new FormattingError({ reason: "invalid-locale", value: locale, cause });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Whether `value` counts as a number for price formatting (behaviour §2.1 step 1): a finite `number`, or a
 * string matching `^\s*-?\d+(\.\d+)?\s*$`. `null`, booleans, `''`, `NaN` and `±Infinity` do not.
 *
 * @example
 * isNumericPrice(" -15.5 "); // true
 * isNumericPrice("1e3");     // false
 */
export function isNumericPrice(value: unknown): value is number | string {
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && NUMERIC_STRING.test(value);
}

/**
 * Formats a price for the shop (behaviour §2.1): rounded half away from zero, the locale's separators
 * (pl-PL: `,` decimal, U+00A0 grouping only from 5 integer digits), the `{amount} {sign}` template, and one
 * leading minus for negative values. Non-numeric input is returned unchanged. Pure; never throws on any
 * `value` (only an unknown `defaultLocale` in `storeView` throws a {@link FormattingError}).
 *
 * @param value - The amount in PLN, as a number or numeric string.
 * @param storeView - Whose settings to use. @default plStoreView
 * @example
 * formatPrice(1234.5);   // "1234,50 zł"
 * formatPrice(12345.67); // "12 345,67 zł" (U+00A0 between 12 and 345)
 * formatPrice(-15.5);    // "-15,50 zł"
 * formatPrice("abc");    // "abc"
 */
export function formatPrice(value: number | string, storeView?: FormattingStoreView): string;
export function formatPrice<TValue>(value: TValue, storeView?: FormattingStoreView): TValue | string;
export function formatPrice(value: unknown, storeView: FormattingStoreView = plStoreView): unknown {
  if (!isNumericPrice(value)) return value;
  const v = typeof value === "number" ? value : Number(value);
  const negative = v < 0; // -0 < 0 is false: "-0 is not negative"
  if (storeView.i18n == null) {
    const plain = roundedAbsString(v, 2);
    return negative ? `-${plain}` : plain;
  }
  const i18n = resolveI18n(storeView.i18n);
  const digits = clampDigits(i18n.fractionDigits);
  const plain = roundedAbsString(v, digits);
  const symbols = knownNumberSymbols(i18n.defaultLocale);
  const written =
    symbols &&
    writeDecimal(plain, {
      decimal: i18n.currencyDecimal || symbols.decimal,
      group: i18n.currencyGroup || symbols.group,
      minimumGroupingDigits: symbols.minimumGroupingDigits,
    });
  const amount = written ?? intlAmount(Number(plain), digits, i18n);
  const s = fillTemplate(i18n.priceFormat, amount, i18n.currencySign);
  return negative ? `-${s}` : s;
}

/** The amount written by `Intl` (a locale the shop does not know, or more than 15 integer digits). */
function intlAmount(
  rounded: number,
  digits: number,
  i18n: Pick<StoreViewI18n, "defaultLocale" | "currencyDecimal" | "currencyGroup">,
): string {
  const formatter = numberFormat(i18n.defaultLocale, digits);
  let amount: string;
  if (i18n.currencyDecimal === "" && i18n.currencyGroup === "") {
    amount = formatter.format(rounded);
  } else {
    // behaviour §2.1 step 4 (decision): every decimal/group part is replaced, not just the first.
    amount = formatter
      .formatToParts(rounded)
      .map((part) =>
        part.type === "decimal" && i18n.currencyDecimal !== ""
          ? i18n.currencyDecimal
          : part.type === "group" && i18n.currencyGroup !== ""
            ? i18n.currencyGroup
            : part.value,
      )
      .join("");
  }
  return amount;
}

/**
 * Fills a `priceFormat` template: `{amount}` and `{sign}` are each replaced once (behaviour §2.1 step 5).
 * Replacement text is inserted literally (no `$&` patterns).
 *
 * @example
 * fillTemplate("{amount} {sign}", "50", "zł"); // "50 zł"
 */
export function fillTemplate(template: string, amount: string, sign: string): string {
  return template.replace("{amount}", () => amount).replace("{sign}", () => sign);
}

function clampDigits(digits: unknown): number {
  const n = typeof digits === "number" && Number.isFinite(digits) ? Math.trunc(digits) : 2;
  return Math.min(20, Math.max(0, n));
}
