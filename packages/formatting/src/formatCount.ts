import { knownNumberSymbols, writeDecimal } from "./localeNumbers";
import type { PolishPluralForms } from "./pluralPl";
import { pluralPl } from "./pluralPl";
import type { BannerLanguage } from "./storeView";
import { bannerLanguageOf } from "./storeView";

/** Plural forms of one noun in every banner language (`de` and `it` need only `one` and `other`). */
export interface CountNoun {
  readonly pl: PolishPluralForms;
  readonly de: { readonly one: string; readonly other: string };
  readonly it: { readonly one: string; readonly other: string };
}

/**
 * The nouns the storefront counts, in Polish, German and Italian.
 *
 * @example
 * countNouns.product.pl.few; // "produkty"
 */
export const countNouns: {
  readonly product: CountNoun;
  readonly item: CountNoun;
  readonly review: CountNoun;
} = {
  product: {
    pl: { one: "produkt", few: "produkty", many: "produktów", other: "produktu" },
    de: { one: "Produkt", other: "Produkte" },
    it: { one: "prodotto", other: "prodotti" },
  },
  item: {
    pl: { one: "sztuka", few: "sztuki", many: "sztuk", other: "sztuki" },
    de: { one: "Stück", other: "Stück" },
    it: { one: "pezzo", other: "pezzi" },
  },
  review: {
    pl: { one: "opinia", few: "opinie", many: "opinii", other: "opinii" },
    de: { one: "Bewertung", other: "Bewertungen" },
    it: { one: "recensione", other: "recensioni" },
  },
};

const integerFormatters = new Map<BannerLanguage, Intl.NumberFormat>();

function formatNumber(language: BannerLanguage, count: number): string {
  // a whole count (every count the shop shows) is written without Intl (localeNumbers.ts says why)
  const symbols = knownNumberSymbols(language);
  if (symbols && Number.isSafeInteger(count)) {
    const written = writeDecimal(String(Math.abs(count)), symbols);
    if (written !== undefined) return count < 0 ? `-${written}` : written;
  }
  let formatter = integerFormatters.get(language);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat({ pl: "pl-PL", de: "de-DE", it: "it-IT" }[language], {
      maximumFractionDigits: 2,
    });
    integerFormatters.set(language, formatter);
  }
  return formatter.format(count);
}

/**
 * `"<count> <noun>"` with the right plural form for the language (`'pl'` by default; `de`/`it` for the
 * banner variants, where 1 is singular and everything else plural). The number uses the locale's
 * separators. Pure; never throws.
 *
 * @param language - A language tag; anything but `de`/`it` means Polish. @default "pl"
 * @example
 * formatCount(5, countNouns.product);       // "5 produktów"
 * formatCount(2, countNouns.product, "de"); // "2 Produkte"
 */
export function formatCount(count: number, noun: CountNoun, language = "pl"): string {
  const lang = bannerLanguageOf(language);
  const number = formatNumber(lang, count);
  if (lang === "pl") return `${number} ${pluralPl(count, noun.pl)}`;
  const forms = noun[lang];
  return `${number} ${Math.abs(count) === 1 ? forms.one : forms.other}`;
}

/**
 * The product count label of listings: `1 produkt`, `2 produkty`, `5 produktów`, `22 produkty`,
 * `12 produktów`. Pure.
 *
 * @param language - `pl`, `de` or `it`. @default "pl"
 * @example
 * formatProductCount(22); // "22 produkty"
 */
export function formatProductCount(count: number, language = "pl"): string {
  return formatCount(count, countNouns.product, language);
}
