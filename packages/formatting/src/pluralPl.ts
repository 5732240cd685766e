/** The three Polish plural forms of a noun (`produkt` / `produkty` / `produktów`). */
export interface PolishPluralForms {
  /** For exactly 1: `produkt`. */
  readonly one: string;
  /** For 2–4, 22–24, 32–34, … but not 12–14: `produkty`. */
  readonly few: string;
  /** For 0, 5–21, 25–31, …: `produktów`. */
  readonly many: string;
  /** For fractions (`1,5 produktu`). @default many */
  readonly other?: string;
}

/**
 * The Polish plural category of a count (CLDR `pl` cardinal rules): `one` for 1; `few` when the last
 * digit is 2–4 and the last two digits are not 12–14; `many` for other integers; `other` for fractions.
 * Negative counts use their absolute value. Pure; never throws (`NaN` and `±Infinity` give `other`).
 *
 * @example
 * polishPluralCategory(22); // "few"
 * polishPluralCategory(12); // "many"
 */
export function polishPluralCategory(count: number): "one" | "few" | "many" | "other" {
  if (!Number.isFinite(count) || !Number.isInteger(count)) return "other";
  const n = Math.abs(count);
  if (n === 1) return "one";
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return "few";
  return "many";
}

/**
 * Picks the Polish plural form of a noun for `count`. Pure.
 *
 * @example
 * const forms = { one: "produkt", few: "produkty", many: "produktów" };
 * pluralPl(1, forms);  // "produkt"
 * pluralPl(22, forms); // "produkty"
 * pluralPl(12, forms); // "produktów"
 */
export function pluralPl(count: number, forms: PolishPluralForms): string {
  const category = polishPluralCategory(count);
  return category === "other" ? (forms.other ?? forms.many) : forms[category];
}
