/**
 * The price and date settings of one store view (catalogue §3 "Price format settings", behaviour §1).
 * Every field is optional in overrides; {@link plStoreView} holds the shop's defaults.
 */
export interface StoreViewI18n {
  /** BCP 47 locale used by `Intl`. @default "pl-PL" */
  readonly defaultLocale: string;
  /** ISO 4217 code of the shop currency. @default "PLN" */
  readonly currencyCode: string;
  /** The sign written into `{sign}`. @default "zł" */
  readonly currencySign: string;
  /** Template with `{amount}` and `{sign}`; the space is U+0020. @default "{amount} {sign}" */
  readonly priceFormat: string;
  /** Fraction digits of every formatted price. @default 2 */
  readonly fractionDigits: number;
  /** Decimal separator override; `''` keeps the locale's own. @default "" */
  readonly currencyDecimal: string;
  /** Group separator override; `''` keeps the locale's own. @default "" */
  readonly currencyGroup: string;
  /** Default `formatDate` pattern (catalogue §9). @default "HH:mm D/M/YYYY" */
  readonly dateFormat: string;
  /** IANA time zone dates are shown in (behaviour §4.1 decision: the shop's zone). @default "Europe/Warsaw" */
  readonly timeZone: string;
}

/** A store view as far as formatting is concerned: only its `i18n` block (which may be missing). */
export interface FormattingStoreView {
  /** Price and date settings; when missing, `formatPrice` falls back to a plain `0.00` form (behaviour §2.1 step 2). */
  readonly i18n?: Partial<StoreViewI18n> | undefined;
}

/** The languages that have banner variants (api-contract §10.4 `lang`). */
export type BannerLanguage = "pl" | "de" | "it";

/**
 * The languages with banner variants, the default first.
 *
 * @example
 * bannerLanguages.includes("de"); // true
 */
export const bannerLanguages: readonly BannerLanguage[] = ["pl", "de", "it"];

const PL_I18N: StoreViewI18n = {
  defaultLocale: "pl-PL",
  currencyCode: "PLN",
  currencySign: "zł",
  priceFormat: "{amount} {sign}",
  fractionDigits: 2,
  currencyDecimal: "",
  currencyGroup: "",
  dateFormat: "HH:mm D/M/YYYY",
  timeZone: "Europe/Warsaw",
};

/**
 * The shop's default store view: pl-PL, PLN, `{amount} {sign}`, `HH:mm D/M/YYYY`, Europe/Warsaw (behaviour §1).
 *
 * @example
 * formatPrice(7, plStoreView); // "7,00 zł"
 */
export const plStoreView: { readonly i18n: StoreViewI18n } = { i18n: PL_I18N };

/**
 * The German banner variant (`/de`, behaviour §1 `storeViews.mapStoreUrlsFor`): de-DE number and date
 * conventions; prices stay in PLN because the shop sells in one currency.
 *
 * @example
 * formatPrice(1234.5, deStoreView); // "1.234,50 zł"
 */
export const deStoreView: { readonly i18n: StoreViewI18n } = {
  i18n: { ...PL_I18N, defaultLocale: "de-DE", dateFormat: "HH:mm D.M.YYYY" },
};

/**
 * The Italian banner variant (`/it`): it-IT number and date conventions, prices in PLN.
 *
 * @example
 * formatPrice(12345.5, itStoreView); // "12.345,50 zł"
 */
export const itStoreView: { readonly i18n: StoreViewI18n } = {
  i18n: { ...PL_I18N, defaultLocale: "it-IT", dateFormat: "HH:mm D/M/YYYY" },
};

/**
 * The store view of a banner language; anything that is not `de` or `it` (case-insensitive, region allowed:
 * `de-AT`) gives the Polish default, as the layout endpoint does for its `lang` parameter.
 *
 * @example
 * storeViewFor("it").i18n.defaultLocale; // "it-IT"
 * storeViewFor("fr").i18n.defaultLocale; // "pl-PL"
 */
export function storeViewFor(language: string | null | undefined): { readonly i18n: StoreViewI18n } {
  switch (bannerLanguageOf(language)) {
    case "de":
      return deStoreView;
    case "it":
      return itStoreView;
    default:
      return plStoreView;
  }
}

/**
 * The banner language for a language tag or locale (`'de-DE'` → `'de'`); `'pl'` for anything unsupported.
 *
 * @example
 * bannerLanguageOf("IT-it"); // "it"
 */
export function bannerLanguageOf(language: string | null | undefined): BannerLanguage {
  const primary = typeof language === "string" ? (language.split(/[-_]/)[0] ?? "").toLowerCase() : "";
  return primary === "de" || primary === "it" ? primary : "pl";
}

/** Merges partial settings over the Polish defaults. Pure. */
export function resolveI18n(i18n: Partial<StoreViewI18n>): StoreViewI18n {
  return { ...PL_I18N, ...definedOnly(i18n) };
}

function definedOnly(value: Partial<StoreViewI18n>): Partial<StoreViewI18n> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as Partial<StoreViewI18n>;
}
