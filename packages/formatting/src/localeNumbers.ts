// The number symbols of the shop's own locales, written out so that formatting a price or a count needs no
// `Intl` (issue 29): a browser's first `Intl` object of any kind loads ICU's data, 20–50 ms of main thread on
// a desktop and four times that on a mid-range phone, inside the task that renders the page. The property
// test `localeNumbers.property.test.ts` holds these against `Intl.NumberFormat`; other locales still use it.

/** How a locale writes a decimal number (CLDR's symbols and minimum grouping digits). */
export interface NumberSymbols {
  readonly decimal: string;
  readonly group: string;
  /** 2: a four-digit integer part is not grouped (pl, it: "1234"); 1: it is (de: "1.234"). */
  readonly minimumGroupingDigits: 1 | 2;
}

const POLISH: NumberSymbols = { decimal: ",", group: "\u00a0", minimumGroupingDigits: 2 };
const GERMAN: NumberSymbols = { decimal: ",", group: ".", minimumGroupingDigits: 1 };
const ITALIAN: NumberSymbols = { decimal: ",", group: ".", minimumGroupingDigits: 2 };
const AMERICAN: NumberSymbols = { decimal: ".", group: ",", minimumGroupingDigits: 1 };

const KNOWN: Readonly<Record<string, NumberSymbols>> = {
  pl: POLISH,
  "pl-PL": POLISH,
  de: GERMAN,
  "de-DE": GERMAN,
  it: ITALIAN,
  "it-IT": ITALIAN,
  "en-US": AMERICAN,
};

/**
 * The symbols of one of the shop's locales (`pl`, `de`, `it` with or without their country, `en-US`), or
 * `undefined` for any other (format it with `Intl`).
 *
 * @example
 * knownNumberSymbols("pl-PL")?.group; // "\u00a0"
 * knownNumberSymbols("fr-FR");        // undefined
 */
export function knownNumberSymbols(locale: string): NumberSymbols | undefined {
  return Object.hasOwn(KNOWN, locale) ? KNOWN[locale] : undefined;
}

/** The longest integer part written without `Intl`: beyond it a double no longer holds every digit. */
const MAX_INTEGER_DIGITS = 15;

/**
 * A non-negative plain decimal string (`"12345.50"`, `"7"`) written with the locale's symbols, or
 * `undefined` when its integer part is longer than 15 digits. Pure.
 *
 * @example
 * writeDecimal("12345.50", knownNumberSymbols("pl-PL")!); // "12 345,50" (U+00A0)
 * writeDecimal("1234.5", knownNumberSymbols("de-DE")!);   // "1.234,5"
 */
export function writeDecimal(plain: string, symbols: NumberSymbols): string | undefined {
  const point = plain.indexOf(".");
  const whole = point === -1 ? plain : plain.slice(0, point);
  if (whole.length > MAX_INTEGER_DIGITS) return undefined;
  const grouped = whole.length >= 4 && whole.length >= 3 + symbols.minimumGroupingDigits;
  let integer = whole;
  if (grouped) {
    const head = whole.length % 3 || 3;
    const groups = [whole.slice(0, head)];
    for (let at = head; at < whole.length; at += 3) groups.push(whole.slice(at, at + 3));
    integer = groups.join(symbols.group);
  }
  return point === -1 ? integer : `${integer}${symbols.decimal}${plain.slice(point + 1)}`;
}
