import { contentDocument } from "./contentDocument.js";
import type { SeedDocument } from "./seedTypes.js";

const COUNTRIES: [string, string, string][] = [
  ["PL", "Polska", "Poland"],
  ["AT", "Austria", "Austria"],
  ["BE", "Belgia", "Belgium"],
  ["CZ", "Czechy", "Czech Republic"],
  ["DE", "Niemcy", "Germany"],
  ["DK", "Dania", "Denmark"],
  ["EE", "Estonia", "Estonia"],
  ["ES", "Hiszpania", "Spain"],
  ["FR", "Francja", "France"],
  ["IT", "Włochy", "Italy"],
  ["LT", "Litwa", "Lithuania"],
  ["LV", "Łotwa", "Latvia"],
  ["NL", "Holandia", "Netherlands"],
  ["SE", "Szwecja", "Sweden"],
  ["SK", "Słowacja", "Slovakia"],
];

function countries(): SeedDocument[] {
  return COUNTRIES.map(([code, pl, en], i) =>
    contentDocument(
      "country",
      i + 1,
      {
        id: code,
        two_letter_abbreviation: code,
        full_name_locale: pl,
        full_name_english: en,
        available_regions: [],
      },
      { key: code },
    ),
  );
}

function redirects(): SeedDocument[] {
  return [
    { from: "/stara-kolekcja", to: "/category/wyprzedaz", status: 301 },
    { from: "/promocje", to: "/tag/wyprzedaz", status: 302 },
    { from: "/kobiety/sukienki-letnie", to: "/category/sukienki", status: 301 },
    { from: "/regulamin-sklepu", to: "/regulamin", status: 301 },
    { from: "/nowosci", to: "/tag/nowosci", status: 301 },
  ].map((r, i) => contentDocument("redirect", i + 1, r, { key: r.from }));
}

function methods(): SeedDocument[] {
  return [
    contentDocument(
      "shipping_method",
      1,
      {
        carrier_code: "flatrate",
        method_code: "flatrate",
        carrier_title: "Kurier",
        method_title: "Dostawa kurierem",
        price_excl_tax: 4,
        price_incl_tax: 5,
        default: true,
        countries: ["*"],
      },
      { key: "flatrate_flatrate" },
    ),
    contentDocument(
      "shipping_method",
      2,
      {
        carrier_code: "inpost",
        method_code: "paczkomat",
        carrier_title: "InPost",
        method_title: "Paczkomat InPost",
        price_excl_tax: 10.56,
        price_incl_tax: 12.99,
        default: false,
        countries: ["PL"],
      },
      { key: "inpost_paczkomat" },
    ),
    contentDocument(
      "shipping_method",
      3,
      {
        carrier_code: "pickup",
        method_code: "store",
        carrier_title: "Odbiór osobisty",
        method_title: "Odbiór w sklepie w Gdańsku",
        price_excl_tax: 0,
        price_incl_tax: 0,
        default: false,
        countries: ["PL"],
        // the store that hands the parcel over: the checkout shows it instead of asking a home address
        pickup_location: {
          name: "Salon Outlet Gdańsk",
          street: "ul. Długa",
          house: "5",
          postcode: "80-827",
          city: "Gdańsk",
          country_id: "PL",
          opening_hours: ["pon.–pt. 10:00–20:00", "sob. 10:00–18:00"],
          ready_in:
            "Zamówienie będzie gotowe do odbioru w ciągu 2 dni roboczych. Napiszemy e-mail, gdy będzie na Ciebie czekać.",
        },
      },
      { key: "pickup_store" },
    ),
    contentDocument(
      "payment_method",
      1,
      { code: "banktransfer", title: "Przelew bankowy", cost_incl_tax: 0, default: true },
      { key: "banktransfer" },
    ),
    contentDocument(
      "payment_method",
      2,
      { code: "cashondelivery", title: "Płatność przy odbiorze", cost_incl_tax: 5, default: false },
      { key: "cashondelivery" },
    ),
    contentDocument(
      "payment_method",
      3,
      { code: "blik", title: "BLIK", cost_incl_tax: 0, default: false },
      { key: "blik" },
    ),
    contentDocument(
      "payment_method",
      4,
      { code: "online", title: "Płatność online (karta, szybki przelew)", cost_incl_tax: 0, default: false },
      { key: "online" },
    ),
    contentDocument(
      "coupon",
      1,
      {
        code: "NEWSLETTER10",
        type: "percent",
        value: 10,
        description: "10% rabatu za zapis do newslettera",
        active: true,
      },
      { key: "NEWSLETTER10" },
    ),
    contentDocument(
      "coupon",
      2,
      { code: "LATO10", type: "percent", value: 10, description: "Letnie 10%", active: true },
      { key: "LATO10" },
    ),
    contentDocument(
      "coupon",
      3,
      { code: "ZIMA2020", type: "percent", value: 20, description: "Wygasły kupon", active: false },
      { key: "ZIMA2020", active: false },
    ),
  ];
}

function feeds(): SeedDocument[] {
  return [
    contentDocument("feed", 1, { filename: "google.xml", format: "xml" }, { key: "google.xml" }),
    contentDocument("feed", 2, { filename: "ceneo.xml", format: "xml" }, { key: "ceneo.xml" }),
    contentDocument("feed", 3, { filename: "facebook.csv", format: "csv" }, { key: "facebook.csv" }),
  ];
}

/**
 * The shop's settings as documents: delivery countries, redirects of old addresses, shipping and payment
 * methods, coupons (one inactive) and the product feeds.
 *
 * @example
 * const docs = shopSettingDocuments();
 */
export function shopSettingDocuments(): SeedDocument[] {
  return [...countries(), ...redirects(), ...methods(), ...feeds()];
}
