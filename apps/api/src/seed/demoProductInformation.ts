import type { CompositionPart, ProductManufacturer } from "@outlet/contract";
import { safetyInformation } from "@outlet/product-information";
import type { GarmentKind, SizeFamily } from "./catalogueData.js";
import type { JsonObject } from "./seedTypes.js";

// What every demo product states before purchase (after-sales-and-law.md §5, issue 27): derived from its
// brand, material attribute and garment kind with no random draw, so the demo catalogue keeps its products.

/** The own brand's manufacturer: the demo company of the shop settings (`ownBrandManufacturer`). */
const OWN_BRAND: ProductManufacturer = {
  name: "Outlet sp. z o.o.",
  street: "ul. Długa 5",
  postcode: "80-827",
  city: "Gdańsk",
  country: "PL",
  email: "produkt@outlet.local",
  contact_url: null,
};

/** The manufacturer of each demo brand, and the EU responsible person of the one made outside the EU. */
const MAKERS: Readonly<
  Record<string, { manufacturer: ProductManufacturer; responsible: ProductManufacturer | null }>
> = {
  "Outlet Studio": { manufacturer: OWN_BRAND, responsible: null },
  "Marta Lis": {
    manufacturer: {
      name: "Marta Lis Pracownia Krawiecka",
      street: "ul. Piotrkowska 120",
      postcode: "90-006",
      city: "Łódź",
      country: "PL",
      email: null,
      contact_url: "https://martalis.example/kontakt",
    },
    responsible: null,
  },
  "Nordic Line": {
    manufacturer: {
      name: "Anadolu Tekstil A.Ş.",
      street: "Organize Sanayi Bölgesi, 3. Cadde 14",
      postcode: "16140",
      city: "Bursa",
      country: "TR",
      email: "export@anadolu-tekstil.example",
      contact_url: null,
    },
    responsible: {
      name: "Nordic Line Europe sp. z o.o.",
      street: "ul. Grunwaldzka 42",
      postcode: "80-236",
      city: "Gdańsk",
      country: "PL",
      email: "gpsr@nordicline.example",
      contact_url: null,
    },
  },
  Wiślana: {
    manufacturer: {
      name: "Zakłady Odzieżowe Wiślana S.A.",
      street: "ul. Krakowska 45",
      postcode: "31-066",
      city: "Kraków",
      country: "PL",
      email: "kontakt@wislana.example",
      contact_url: null,
    },
    responsible: null,
  },
  Baltica: {
    manufacturer: {
      name: "Baltica Apparel UAB",
      street: "Savanorių pr. 28",
      postcode: "LT-03116",
      city: "Wilno",
      country: "LT",
      email: "info@baltica.example",
      contact_url: null,
    },
    responsible: null,
  },
};

const one = (...fibres: [string, number][]): CompositionPart[] => [
  { part: null, fibres: fibres.map(([fibre, percent]) => ({ fibre, percent })) },
];

/** Fibres per `material` option (catalogueData.ts MATERIALS); leather (206) is not a textile. */
const FIBRES: Readonly<Record<number, [string, number][]>> = {
  200: [["bawełna", 100]],
  201: [["len", 100]],
  202: [["wiskoza", 100]],
  203: [
    ["wełna", 80],
    ["poliamid", 20],
  ],
  204: [["poliester", 100]],
  205: [["jedwab", 100]],
  207: [
    ["bawełna", 98],
    ["elastan", 2],
  ],
  // "Golf z kaszmirem" is not all cashmere: the composition says how much
  208: [
    ["wełna", 70],
    ["kaszmir", 30],
  ],
};

const CARE: Readonly<Record<number, string>> = {
  200: "Prać w 40 °C, nie wybielać, prasować w średniej temperaturze, suszyć w suszarce w niskiej temperaturze.",
  201: "Prać w 40 °C, nie wybielać, prasować w wysokiej temperaturze, nie suszyć w suszarce bębnowej.",
  202: "Prać w 30 °C w programie delikatnym, nie wybielać, prasować w niskiej temperaturze, nie suszyć w suszarce bębnowej.",
  203: "Prać ręcznie w 30 °C, nie wybielać, suszyć na płasko, prasować w niskiej temperaturze przez wilgotną tkaninę, można czyścić chemicznie.",
  204: "Prać w 30 °C, nie wybielać, prasować w niskiej temperaturze, nie suszyć w suszarce bębnowej.",
  205: "Prać ręcznie w 30 °C lub czyścić chemicznie, nie wybielać, nie wykręcać, prasować w niskiej temperaturze.",
  206: "Nie prać, nie wybielać, nie prasować; czyścić w pralni specjalizującej się w wyrobach skórzanych.",
  207: "Prać w 40 °C na lewej stronie, nie wybielać, prasować w średniej temperaturze.",
  208: "Prać ręcznie w 30 °C, nie wybielać, suszyć na płasko, prasować w niskiej temperaturze, można czyścić chemicznie.",
};

/** Garments with a lining, shown as a second part. */
const LINED: ReadonlySet<GarmentKind> = new Set(["kurtka", "plaszcz", "marynarka"]);

/** A GS1 EAN-13 from the shop's prefix and the product id (the check digit computed). */
function ean13(id: number): string {
  const body = `590${String(id).padStart(9, "0")}`;
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * The product-information fields of a demo product: manufacturer (and EU responsible person) by brand,
 * EAN, safety information in Polish (children's clothes: cords and drawstrings), and a composition with
 * care instructions, per part for lined garments, or the material of a leather product. Pure.
 *
 * @example
 * demoProductInformation({ id: 19, brand: "Wiślana", material: 208, kind: "sweter", sizeFamily: "adult" });
 * // { manufacturer: { name: "Zakłady Odzieżowe Wiślana S.A.", … }, composition: [{ part: null, fibres: [wełna 70, kaszmir 30] }], … }
 */
export function demoProductInformation(product: {
  readonly id: number;
  readonly brand: string;
  readonly material: number;
  readonly kind: GarmentKind;
  readonly sizeFamily: SizeFamily;
}): JsonObject {
  const maker = MAKERS[product.brand] ?? { manufacturer: OWN_BRAND, responsible: null };
  const fibres = FIBRES[product.material];
  const composition =
    fibres === undefined
      ? null
      : LINED.has(product.kind)
        ? [
            { part: "Wierzch", fibres: fibres.map(([fibre, percent]) => ({ fibre, percent })) },
            { part: "Podszewka", fibres: [{ fibre: "poliester", percent: 100 }] },
          ]
        : one(...fibres);
  // one rule for the text, fitted to the material (issue 32: leather was told to be washed)
  const safety = safetyInformation({ forChildren: product.sizeFamily === "kids", composition });
  return {
    manufacturer: maker.manufacturer,
    eu_responsible_person: maker.responsible,
    ean: ean13(product.id),
    safety_information: safety,
    composition,
    material_statement: composition === null ? "Skóra bydlęca licowa, garbowana bez chromu" : null,
    care_instructions: CARE[product.material] ?? null,
  };
}
