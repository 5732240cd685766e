import type { ProductDocument, ProductManufacturer } from "@outlet/contract";
import { formatComposition } from "@outlet/product-information";

/** A manufacturer or EU responsible person as the product page prints them. */
export interface PartyView {
  readonly name: string;
  /** Street; postcode and city; country in Polish. */
  readonly lines: readonly string[];
  readonly email: string | null;
  readonly contactUrl: string | null;
}

/** What a product states before purchase (after-sales-and-law.md §5), ready to print. */
export interface ProductInformationView {
  /** "95 % bawełna, 5 % elastan", per part joined by "; ", or `null`. */
  readonly composition: string | null;
  /** A non-textile's material ("Skóra bydlęca licowa"), or `null`. */
  readonly material: string | null;
  readonly care: string | null;
  readonly manufacturer: PartyView | null;
  readonly responsible: PartyView | null;
  readonly safety: string | null;
  readonly ean: string | null;
}

/**
 * The Polish names of the countries the shop's makers come from (the EU's, Europe's others and the
 * clothing makers' of Asia and Africa), as `Intl.DisplayNames` gives them (the test holds them to it):
 * a product page names its maker's country without building an Intl object, whose first one loads ICU's
 * data (20–50 ms of main thread on hydration, issue 29). Any other code asks Intl.
 */
export const POLISH_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  PL: "Polska",
  DE: "Niemcy",
  IT: "Włochy",
  FR: "Francja",
  ES: "Hiszpania",
  PT: "Portugalia",
  NL: "Holandia",
  BE: "Belgia",
  AT: "Austria",
  CZ: "Czechy",
  SK: "Słowacja",
  LT: "Litwa",
  LV: "Łotwa",
  EE: "Estonia",
  HU: "Węgry",
  RO: "Rumunia",
  BG: "Bułgaria",
  GR: "Grecja",
  HR: "Chorwacja",
  SI: "Słowenia",
  DK: "Dania",
  SE: "Szwecja",
  FI: "Finlandia",
  IE: "Irlandia",
  LU: "Luksemburg",
  CY: "Cypr",
  MT: "Malta",
  GB: "Wielka Brytania",
  CH: "Szwajcaria",
  NO: "Norwegia",
  UA: "Ukraina",
  TR: "Turcja",
  CN: "Chiny",
  IN: "Indie",
  BD: "Bangladesz",
  VN: "Wietnam",
  PK: "Pakistan",
  KH: "Kambodża",
  MA: "Maroko",
  TN: "Tunezja",
  ID: "Indonezja",
  LK: "Sri Lanka",
  MM: "Mjanma (Birma)",
  US: "Stany Zjednoczone",
};

let regions: Intl.DisplayNames | null = null;

function countryName(code: string): string {
  const upper = code.toUpperCase();
  if (Object.hasOwn(POLISH_COUNTRY_NAMES, upper)) return POLISH_COUNTRY_NAMES[upper] ?? code;
  try {
    regions ??= new Intl.DisplayNames(["pl"], { type: "region" });
    return regions.of(upper) ?? code;
  } catch {
    return code;
  }
}

function partyView(party: ProductManufacturer | null | undefined): PartyView | null {
  if (!party?.name) return null;
  return {
    name: party.name,
    lines: [party.street, `${party.postcode} ${party.city}`.trim(), countryName(party.country)].filter(
      Boolean,
    ),
    email: party.email || null,
    contactUrl: party.contact_url && /^https?:\/\//.test(party.contact_url) ? party.contact_url : null,
  };
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/**
 * The information sections of a product ("Skład i pielęgnacja", "Bezpieczeństwo produktu i producent")
 * from its document, or `null` when it states nothing (a digital product). Pure.
 *
 * @example
 * productInformationView(doc)?.composition; // "95 % bawełna, 5 % elastan"
 */
export function productInformationView(product: object): ProductInformationView | null {
  // any product document of the catalogue: these fields are the contract's (ProductDocument)
  const doc = product as Pick<ProductDocument, (typeof PRODUCT_INFORMATION_FIELDS)[number]>;
  const view: ProductInformationView = {
    composition: doc.composition && doc.composition.length > 0 ? formatComposition(doc.composition) : null,
    material: text(doc.material_statement),
    care: text(doc.care_instructions),
    manufacturer: partyView(doc.manufacturer),
    responsible: partyView(doc.eu_responsible_person),
    safety: text(doc.safety_information),
    ean: text(doc.ean),
  };
  return Object.values(view).some((value) => value !== null) ? view : null;
}

/** The document fields {@link productInformationView} reads, for a search selecting fields. */
export const PRODUCT_INFORMATION_FIELDS = [
  "manufacturer",
  "eu_responsible_person",
  "ean",
  "safety_information",
  "composition",
  "material_statement",
  "care_instructions",
] as const;
