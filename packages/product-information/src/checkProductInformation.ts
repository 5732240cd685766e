import type { CompositionPart, ProductDocument, ProductManufacturer } from "@outlet/contract";
import { PERMITTED_FIBRES } from "./permittedFibres";

/** Why a product's information falls short of what its type needs (after-sales-and-law.md §5). */
export type ProductInformationReason =
  | "manufacturer_missing"
  | "manufacturer_field_missing"
  | "manufacturer_contact_missing"
  | "responsible_person_missing"
  | "safety_information_missing"
  | "composition_missing"
  | "composition_and_material"
  | "composition_sum"
  | "fibre_unknown"
  | "part_name_missing"
  | "care_missing"
  | "ean_invalid";

/** One shortfall: the field (dotted path), a reason and the Polish message naming product and field. */
export interface ProductInformationProblem {
  readonly field: string;
  readonly reason: ProductInformationReason;
  readonly message: string;
}

/** What {@link checkProductInformation} may rely on besides the product. */
export interface ProductInformationOptions {
  /**
   * The own brand's manufacturer from the shop settings (`ShopSettings.ownBrandManufacturer`): a product
   * naming no manufacturer gets this one. `null` when the shop has no own brand.
   * @default null
   */
  readonly defaultManufacturer?: ProductManufacturer | null;
}

/** The product types that are goods someone holds: they need the manufacturer and safety information. */
const PHYSICAL_TYPES: ReadonlySet<string> = new Set(["simple", "configurable"]);

/**
 * Member states of the EU plus the EEA states, where GPSR applies and a manufacturer needs no responsible
 * person (Regulation (EU) 2023/988 art. 16; the regulation is EEA-relevant).
 */
const EEA_COUNTRIES: ReadonlySet<string> = new Set(
  "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO".split(" "),
);

const ADDRESS_FIELDS = ["name", "street", "postcode", "city", "country"] as const;

const FIELD_LABELS: Readonly<Record<(typeof ADDRESS_FIELDS)[number], string>> = {
  name: "nazwa",
  street: "ulica",
  postcode: "kod pocztowy",
  city: "miejscowość",
  country: "kraj",
};

const blank = (value: unknown): boolean => typeof value !== "string" || value.trim() === "";

/** GS1 check digit of an EAN-8 or EAN-13 (the last digit). */
function eanValid(ean: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(ean)) return false;
  const digits = [...ean].map(Number);
  const check = digits.pop() as number;
  // weights 3,1,3,… from the digit next to the check digit
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * Whether a product type is a physical good, which must name its manufacturer and give safety information
 * (GPSR art. 19). Bundles and grouped products are sold as their parts, each checked as its own product;
 * virtual and downloadable products are not goods. Pure.
 *
 * @example
 * isPhysicalProductType("configurable"); // true
 * isPhysicalProductType("downloadable"); // false
 */
export function isPhysicalProductType(typeId: string | undefined): boolean {
  return PHYSICAL_TYPES.has(typeId ?? "simple");
}

/**
 * The manufacturer a product's offer names: its own, else the shop's default for the own brand, else
 * `null`. Pure.
 *
 * @example
 * manufacturerOf({ sku: "WL-1" }, { defaultManufacturer: studio }); // studio
 */
export function manufacturerOf(
  product: ProductDocument,
  options: ProductInformationOptions = {},
): ProductManufacturer | null {
  return product.manufacturer ?? options.defaultManufacturer ?? null;
}

function checkAddress(
  who: ProductManufacturer,
  field: string,
  label: string,
  subject: string,
  problems: ProductInformationProblem[],
): void {
  for (const key of ADDRESS_FIELDS)
    if (blank(who[key]))
      problems.push({
        field: `${field}.${key}`,
        reason: "manufacturer_field_missing",
        message: `${subject}: brak pola „${field}.${key}” (${label}: ${FIELD_LABELS[key]}).`,
      });
  if (blank(who.email) && blank(who.contact_url))
    problems.push({
      field: `${field}.email`,
      reason: "manufacturer_contact_missing",
      message: `${subject}: brak adresu elektronicznego (${label}: pole „${field}.email” lub „${field}.contact_url”).`,
    });
}

function checkComposition(
  parts: readonly CompositionPart[],
  subject: string,
  problems: ProductInformationProblem[],
): void {
  parts.forEach((part, index) => {
    const field = `composition.${index}`;
    if (parts.length > 1 && blank(part.part))
      problems.push({
        field: `${field}.part`,
        reason: "part_name_missing",
        message: `${subject}: skład ma kilka części, a część ${index + 1} nie ma nazwy (pole „${field}.part”, np. „Wierzch”, „Podszewka”).`,
      });
    for (const share of part.fibres)
      if (!PERMITTED_FIBRES.has(share.fibre))
        problems.push({
          field: `${field}.fibres`,
          reason: "fibre_unknown",
          message: `${subject}: „${share.fibre}” nie jest nazwą włókna dozwoloną w rozporządzeniu (UE) nr 1007/2011 (pole „${field}.fibres”).`,
        });
    const sum = part.fibres.reduce((total, share) => total + share.percent, 0);
    if (part.fibres.length === 0 || Math.abs(sum - 100) > 1e-9)
      problems.push({
        field: `${field}.fibres`,
        reason: "composition_sum",
        message: `${subject}: udziały włókien${part.part ? ` części „${part.part}”` : ""} sumują się do ${sum} %, a powinny do 100 % (pole „${field}.fibres”).`,
      });
  });
}

/**
 * What a product lacks of the information its type must show before purchase (after-sales-and-law.md §5):
 * a physical product (simple, configurable) names its manufacturer with postal and electronic address (or
 * falls back on `options.defaultManufacturer`), a responsible person in the EU when the manufacturer is
 * outside the EEA, and safety information; it states either a fibre composition (a textile: parts summing
 * to 100 % in permitted fibre names, with care instructions) or, not being a textile, its material. An
 * empty list means the product may be sold. Every message names the product and the field, in Polish. Pure.
 *
 * @example
 * checkProductInformation({ sku: "SUK-1", name: "Sukienka", type_id: "simple" });
 * // [{ field: "manufacturer", reason: "manufacturer_missing",
 * //    message: "Produkt „Sukienka” (SUK-1): brak producenta (pole „manufacturer”: nazwa, adres pocztowy i e-mail lub formularz kontaktowy)." }, …]
 */
export function checkProductInformation(
  product: ProductDocument,
  options: ProductInformationOptions = {},
): readonly ProductInformationProblem[] {
  const problems: ProductInformationProblem[] = [];
  const subject = `Produkt „${product.name ?? ""}” (${product.sku ?? "bez SKU"})`;
  if (product.ean !== undefined && product.ean !== null && !eanValid(product.ean))
    problems.push({
      field: "ean",
      reason: "ean_invalid",
      message: `${subject}: „${product.ean}” nie jest poprawnym kodem EAN (8 lub 13 cyfr z cyfrą kontrolną, pole „ean”).`,
    });
  if (!isPhysicalProductType(product.type_id)) return problems;
  const manufacturer = manufacturerOf(product, options);
  if (!manufacturer)
    problems.push({
      field: "manufacturer",
      reason: "manufacturer_missing",
      message: `${subject}: brak producenta (pole „manufacturer”: nazwa, adres pocztowy i e-mail lub formularz kontaktowy).`,
    });
  else {
    checkAddress(manufacturer, "manufacturer", "producent", subject, problems);
    if (!blank(manufacturer.country) && !EEA_COUNTRIES.has(manufacturer.country.toUpperCase())) {
      const person = product.eu_responsible_person;
      if (!person)
        problems.push({
          field: "eu_responsible_person",
          reason: "responsible_person_missing",
          message: `${subject}: producent spoza UE, brak osoby odpowiedzialnej w UE (pole „eu_responsible_person”).`,
        });
      else checkAddress(person, "eu_responsible_person", "osoba odpowiedzialna w UE", subject, problems);
    }
  }
  if (blank(product.safety_information))
    problems.push({
      field: "safety_information",
      reason: "safety_information_missing",
      message: `${subject}: brak informacji o bezpieczeństwie i ostrzeżeń po polsku (pole „safety_information”).`,
    });
  const composition = product.composition ?? [];
  const statement = !blank(product.material_statement);
  if (composition.length === 0 && !statement)
    problems.push({
      field: "composition",
      reason: "composition_missing",
      message: `${subject}: brak składu surowcowego (pole „composition”, np. 95 % bawełna, 5 % elastan) albo, dla wyrobu nietekstylnego, materiału (pole „material_statement”).`,
    });
  if (composition.length > 0 && statement)
    problems.push({
      field: "material_statement",
      reason: "composition_and_material",
      message: `${subject}: podaj skład surowcowy (wyrób tekstylny) albo materiał (wyrób nietekstylny), nie oba (pola „composition” i „material_statement”).`,
    });
  if (composition.length > 0) {
    checkComposition(composition, subject, problems);
    if (blank(product.care_instructions))
      problems.push({
        field: "care_instructions",
        reason: "care_missing",
        message: `${subject}: brak instrukcji konserwacji (pole „care_instructions”, np. „Prać w 30 °C, nie wybielać”).`,
      });
  }
  return problems;
}
