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

const regions = new Intl.DisplayNames(["pl"], { type: "region" });

function countryName(code: string): string {
  try {
    return regions.of(code.toUpperCase()) ?? code;
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
