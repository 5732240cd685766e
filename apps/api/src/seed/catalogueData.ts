// Static vocabulary of the demo catalogue: attributes and their option ids, the category tree and the
// product templates per category. The generator combines these with a seeded random source.

import type { GarmentKind, Gender } from "../media/garmentPalette.js";

export type { ColorOption, GarmentKind, Gender } from "../media/garmentPalette.js";
export { COLORS, GARMENT_KINDS } from "../media/garmentPalette.js";

/** A size option of the `size` attribute (attribute id 142). */
export interface SizeOption {
  readonly id: number;
  readonly label: string;
}

/** Adult letter sizes. */
export const ADULT_SIZES: readonly SizeOption[] = [
  { id: 167, label: "XS" },
  { id: 168, label: "S" },
  { id: 169, label: "M" },
  { id: 170, label: "L" },
  { id: 171, label: "XL" },
  { id: 172, label: "XXL" },
];

/** Children's heights in cm. */
export const KID_SIZES: readonly SizeOption[] = [
  { id: 180, label: "92" },
  { id: 181, label: "104" },
  { id: 182, label: "116" },
  { id: 183, label: "128" },
  { id: 184, label: "140" },
  { id: 185, label: "152" },
];

/** Belt lengths and one-size. */
export const ACCESSORY_SIZES: readonly SizeOption[] = [
  { id: 190, label: "Uniwersalny" },
  { id: 191, label: "85" },
  { id: 192, label: "95" },
  { id: 193, label: "105" },
];

/** The `material` attribute's options (attribute id 136). */
export const MATERIALS: readonly { id: number; label: string }[] = [
  { id: 200, label: "Bawełna" },
  { id: 201, label: "Len" },
  { id: 202, label: "Wiskoza" },
  { id: 203, label: "Wełna" },
  { id: 204, label: "Poliester" },
  { id: 205, label: "Jedwab" },
  { id: 206, label: "Skóra naturalna" },
  { id: 207, label: "Denim" },
  { id: 208, label: "Kaszmir" },
];

/** Brand names of the outlet's labels. */
export const BRANDS: readonly string[] = ["Outlet Studio", "Marta Lis", "Nordic Line", "Wiślana", "Baltica"];

/** A product name template: noun phrase, gender for a colour adjective, garment kind and price range. */
export interface ProductTemplate {
  readonly name: string;
  /** The bare noun used after a colour adjective ("bluzka" → "Żółta bluzka"). */
  readonly noun: string;
  readonly gender: Gender;
  readonly kind: GarmentKind;
  readonly minPrice: number;
  readonly maxPrice: number;
  readonly materials: readonly number[];
}

const t = (
  name: string,
  noun: string,
  gender: Gender,
  kind: GarmentKind,
  minPrice: number,
  maxPrice: number,
  materials: readonly number[],
): ProductTemplate => ({ name, noun, gender, kind, minPrice, maxPrice, materials });

/** Size family of a category's products. */
export type SizeFamily = "adult" | "kids" | "belt" | "one";

/** A category of the demo tree. `templates` is empty for pure parents. */
export interface CategorySeed {
  readonly id: number;
  readonly parentId: number;
  readonly name: string;
  readonly slug: string;
  readonly urlPath: string;
  readonly position: number;
  readonly includeInMenu: boolean;
  readonly sizeFamily: SizeFamily;
  readonly sizeTableId: number | null;
  /** Share of the generated configurable products placed here. */
  readonly weight: number;
  readonly templates: readonly ProductTemplate[];
}

const C = 200; // bawełna
const L = 201; // len
const V = 202; // wiskoza
const W = 203; // wełna
const P = 204; // poliester
const J = 205; // jedwab
const S = 206; // skóra
const D = 207; // denim
const K = 208; // kaszmir

/** Root (1), default category (2, the storefront's root), the level-2 groups and their subcategories. */
export const CATEGORIES: readonly CategorySeed[] = [
  {
    id: 3,
    parentId: 2,
    name: "Kobiety",
    slug: "kobiety",
    urlPath: "kobiety",
    position: 1,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: null,
    weight: 0,
    templates: [],
  },
  {
    id: 4,
    parentId: 2,
    name: "Mężczyźni",
    slug: "mezczyzni",
    urlPath: "mezczyzni",
    position: 2,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: null,
    weight: 0,
    templates: [],
  },
  {
    id: 5,
    parentId: 2,
    name: "Dzieci",
    slug: "dzieci",
    urlPath: "dzieci",
    position: 3,
    includeInMenu: true,
    sizeFamily: "kids",
    sizeTableId: null,
    weight: 0,
    templates: [],
  },
  {
    id: 6,
    parentId: 2,
    name: "Akcesoria",
    slug: "akcesoria",
    urlPath: "akcesoria",
    position: 4,
    includeInMenu: true,
    sizeFamily: "one",
    sizeTableId: null,
    weight: 0,
    templates: [],
  },
  {
    id: 7,
    parentId: 2,
    name: "Wyprzedaż",
    slug: "wyprzedaz",
    urlPath: "wyprzedaz",
    position: 5,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: null,
    weight: 0,
    templates: [],
  },
  {
    id: 12,
    parentId: 3,
    name: "Sukienki",
    slug: "sukienki",
    urlPath: "kobiety/sukienki",
    position: 1,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 1,
    weight: 14,
    templates: [
      t("Sukienka lniana", "sukienka", "f", "sukienka", 119, 329, [L]),
      t("Sukienka midi", "sukienka midi", "f", "sukienka", 99, 299, [V, P]),
      t("Sukienka maxi w kwiaty", "sukienka maxi", "f", "sukienka", 139, 359, [V]),
      t("Sukienka koktajlowa", "sukienka koktajlowa", "f", "sukienka", 179, 499, [J, P]),
      t("Sukienka kopertowa", "sukienka kopertowa", "f", "sukienka", 129, 289, [V]),
      t("Sukienka dzianinowa", "sukienka dzianinowa", "f", "sukienka", 99, 249, [C, W]),
      t("Sukienka szmizjerka", "szmizjerka", "f", "sukienka", 119, 269, [C, L]),
      t("Sukienka w groszki", "sukienka", "f", "sukienka", 89, 219, [V]),
    ],
  },
  {
    id: 13,
    parentId: 3,
    name: "Bluzki",
    slug: "bluzki",
    urlPath: "kobiety/bluzki",
    position: 2,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 1,
    weight: 10,
    templates: [
      t("Bluzka z wiskozy", "bluzka", "f", "bluzka", 59, 169, [V]),
      t("Bluzka z falbaną", "bluzka z falbaną", "f", "bluzka", 69, 179, [V, P]),
      t("Bluzka koszulowa", "bluzka koszulowa", "f", "bluzka", 79, 199, [C]),
      t("Bluzka w paski", "bluzka w paski", "f", "bluzka", 49, 149, [C]),
      t("Bluzka satynowa", "bluzka satynowa", "f", "bluzka", 99, 229, [J, P]),
      t("Bluzka z bufiastym rękawem", "bluzka", "f", "bluzka", 79, 189, [V]),
    ],
  },
  {
    id: 14,
    parentId: 3,
    name: "Koszule damskie",
    slug: "koszule-damskie",
    urlPath: "kobiety/koszule-damskie",
    position: 3,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 1,
    weight: 6,
    templates: [
      t("Koszula lniana damska", "koszula lniana", "f", "koszula", 99, 229, [L]),
      t("Koszula w kratę damska", "koszula w kratę", "f", "koszula", 89, 199, [C]),
      t("Koszula oversize", "koszula oversize", "f", "koszula", 99, 219, [C]),
      t("Koszula jedwabna", "koszula jedwabna", "f", "koszula", 199, 449, [J]),
    ],
  },
  {
    id: 15,
    parentId: 3,
    name: "Spodnie damskie",
    slug: "spodnie-damskie",
    urlPath: "kobiety/spodnie-damskie",
    position: 4,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 2,
    weight: 8,
    templates: [
      t("Spodnie z szeroką nogawką", "spodnie", "p", "spodnie", 119, 279, [V, P]),
      t("Spodnie cygaretki", "cygaretki", "p", "spodnie", 99, 229, [P]),
      t("Jeansy mom fit", "jeansy", "p", "spodnie", 129, 259, [D]),
      t("Spodnie lniane damskie", "spodnie lniane", "p", "spodnie", 119, 249, [L]),
      t("Spodnie garniturowe damskie", "spodnie garniturowe", "p", "spodnie", 149, 329, [W, P]),
    ],
  },
  {
    id: 16,
    parentId: 3,
    name: "Spódnice",
    slug: "spodnice",
    urlPath: "kobiety/spodnice",
    position: 5,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 2,
    weight: 5,
    templates: [
      t("Spódnica plisowana", "spódnica plisowana", "f", "spodnica", 99, 229, [P]),
      t("Spódnica ołówkowa", "spódnica ołówkowa", "f", "spodnica", 89, 199, [P, W]),
      t("Spódnica midi", "spódnica midi", "f", "spodnica", 99, 219, [V]),
      t("Spódnica jeansowa", "spódnica jeansowa", "f", "spodnica", 79, 169, [D]),
    ],
  },
  {
    id: 17,
    parentId: 3,
    name: "Swetry damskie",
    slug: "swetry-damskie",
    urlPath: "kobiety/swetry-damskie",
    position: 6,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 1,
    weight: 6,
    templates: [
      t("Sweter z wełną merino", "sweter", "m", "sweter", 149, 349, [W]),
      t("Kardigan oversize", "kardigan", "m", "sweter", 129, 299, [W, C]),
      t("Sweter w warkocze", "sweter w warkocze", "m", "sweter", 139, 289, [W]),
      t("Golf z kaszmirem", "golf", "m", "sweter", 199, 499, [K]),
    ],
  },
  {
    id: 18,
    parentId: 3,
    name: "Kurtki damskie",
    slug: "kurtki-damskie",
    urlPath: "kobiety/kurtki-damskie",
    position: 7,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 1,
    weight: 5,
    templates: [
      t("Kurtka pikowana damska", "kurtka pikowana", "f", "kurtka", 199, 499, [P]),
      t("Kurtka jeansowa damska", "kurtka jeansowa", "f", "kurtka", 149, 299, [D]),
      t("Ramoneska", "ramoneska", "f", "kurtka", 249, 699, [S]),
      t("Parka z kapturem", "parka", "f", "kurtka", 249, 549, [C, P]),
    ],
  },
  {
    id: 19,
    parentId: 3,
    name: "Płaszcze",
    slug: "plaszcze",
    urlPath: "kobiety/plaszcze",
    position: 8,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 1,
    weight: 4,
    templates: [
      t("Płaszcz wełniany", "płaszcz", "m", "plaszcz", 299, 799, [W]),
      t("Trencz klasyczny", "trencz", "m", "plaszcz", 249, 599, [C]),
      t("Płaszcz oversize", "płaszcz oversize", "m", "plaszcz", 299, 699, [W, K]),
    ],
  },
  {
    id: 20,
    parentId: 4,
    name: "Koszule męskie",
    slug: "koszule-meskie",
    urlPath: "mezczyzni/koszule-meskie",
    position: 1,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 3,
    weight: 8,
    templates: [
      t("Koszula w kratę", "koszula w kratę", "f", "koszula", 89, 199, [C]),
      t("Koszula oxford", "koszula oxford", "f", "koszula", 99, 219, [C]),
      t("Koszula lniana męska", "koszula lniana", "f", "koszula", 119, 249, [L]),
      t("Koszula slim fit", "koszula slim fit", "f", "koszula", 89, 189, [C]),
      t("Koszula flanelowa", "koszula flanelowa", "f", "koszula", 99, 199, [C]),
    ],
  },
  {
    id: 21,
    parentId: 4,
    name: "Spodnie męskie",
    slug: "spodnie-meskie",
    urlPath: "mezczyzni/spodnie-meskie",
    position: 2,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 3,
    weight: 6,
    templates: [
      t("Chinosy slim", "chinosy", "p", "spodnie", 129, 249, [C]),
      t("Jeansy regular", "jeansy", "p", "spodnie", 139, 279, [D]),
      t("Spodnie garniturowe męskie", "spodnie garniturowe", "p", "spodnie", 179, 379, [W]),
      t("Spodnie cargo", "spodnie cargo", "p", "spodnie", 129, 259, [C]),
    ],
  },
  {
    id: 22,
    parentId: 4,
    name: "Swetry i bluzy",
    slug: "swetry-meskie",
    urlPath: "mezczyzni/swetry-meskie",
    position: 3,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 3,
    weight: 6,
    templates: [
      t("Sweter z wełny męski", "sweter", "m", "sweter", 149, 329, [W]),
      t("Sweter z golfem", "golf", "m", "sweter", 139, 299, [W, K]),
      t("Bluza z kapturem", "bluza z kapturem", "f", "sweter", 119, 229, [C]),
      t("Kardigan na guziki", "kardigan", "m", "sweter", 149, 299, [W]),
    ],
  },
  {
    id: 23,
    parentId: 4,
    name: "Kurtki męskie",
    slug: "kurtki-meskie",
    urlPath: "mezczyzni/kurtki-meskie",
    position: 4,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 3,
    weight: 5,
    templates: [
      t("Kurtka pikowana męska", "kurtka pikowana", "f", "kurtka", 229, 549, [P]),
      t("Kurtka bomberka", "bomberka", "f", "kurtka", 199, 399, [P]),
      t("Kurtka skórzana", "kurtka skórzana", "f", "kurtka", 399, 999, [S]),
      t("Parka zimowa", "parka", "f", "kurtka", 299, 699, [C, P]),
    ],
  },
  {
    id: 24,
    parentId: 4,
    name: "T-shirty i polo",
    slug: "t-shirty",
    urlPath: "mezczyzni/t-shirty",
    position: 5,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 3,
    weight: 7,
    templates: [
      t("T-shirt bawełniany", "t-shirt", "m", "tshirt", 39, 99, [C]),
      t("Koszulka polo", "koszulka polo", "f", "tshirt", 79, 169, [C]),
      t("T-shirt z nadrukiem", "t-shirt z nadrukiem", "m", "tshirt", 49, 119, [C]),
      t("Longsleeve w paski", "longsleeve", "m", "tshirt", 59, 139, [C]),
    ],
  },
  {
    id: 25,
    parentId: 4,
    name: "Marynarki",
    slug: "marynarki",
    urlPath: "mezczyzni/marynarki",
    position: 6,
    includeInMenu: true,
    sizeFamily: "adult",
    sizeTableId: 3,
    weight: 3,
    templates: [
      t("Marynarka wełniana", "marynarka", "f", "marynarka", 349, 899, [W]),
      t("Marynarka lniana", "marynarka lniana", "f", "marynarka", 299, 699, [L]),
    ],
  },
  {
    id: 26,
    parentId: 5,
    name: "Dziewczynki",
    slug: "dziewczynki",
    urlPath: "dzieci/dziewczynki",
    position: 1,
    includeInMenu: true,
    sizeFamily: "kids",
    sizeTableId: 4,
    weight: 5,
    templates: [
      t("Sukienka w kwiatki dziecięca", "sukienka", "f", "sukienka", 49, 129, [C]),
      t("Legginsy dziewczęce", "legginsy", "p", "spodnie", 29, 69, [C]),
      t("Bluza z cekinami", "bluza", "f", "sweter", 59, 129, [C]),
      t("Spódniczka tiulowa", "spódniczka", "f", "spodnica", 49, 99, [P]),
    ],
  },
  {
    id: 27,
    parentId: 5,
    name: "Chłopcy",
    slug: "chlopcy",
    urlPath: "dzieci/chlopcy",
    position: 2,
    includeInMenu: true,
    sizeFamily: "kids",
    sizeTableId: 4,
    weight: 5,
    templates: [
      t("Bluza z kapturem dziecięca", "bluza z kapturem", "f", "sweter", 59, 129, [C]),
      t("Spodnie dresowe dziecięce", "spodnie dresowe", "p", "spodnie", 49, 99, [C]),
      t("T-shirt z dinozaurem", "t-shirt", "m", "tshirt", 29, 59, [C]),
      t("Kurtka przejściowa dziecięca", "kurtka", "f", "kurtka", 99, 229, [P]),
    ],
  },
  {
    id: 28,
    parentId: 5,
    name: "Niemowlęta",
    slug: "niemowleta",
    urlPath: "dzieci/niemowleta",
    position: 3,
    includeInMenu: true,
    sizeFamily: "kids",
    sizeTableId: 4,
    weight: 2,
    templates: [
      t("Body bawełniane", "body", "n", "body", 29, 69, [C]),
      t("Śpioszki", "śpioszki", "p", "body", 39, 79, [C]),
    ],
  },
  {
    id: 29,
    parentId: 6,
    name: "Torebki",
    slug: "torebki",
    urlPath: "akcesoria/torebki",
    position: 1,
    includeInMenu: true,
    sizeFamily: "one",
    sizeTableId: null,
    weight: 2,
    templates: [
      t("Torebka skórzana", "torebka", "f", "torebka", 199, 599, [S]),
      t("Torba shopper", "torba", "f", "torebka", 99, 249, [C, S]),
      t("Listonoszka", "listonoszka", "f", "torebka", 149, 349, [S]),
    ],
  },
  {
    id: 30,
    parentId: 6,
    name: "Paski",
    slug: "paski",
    urlPath: "akcesoria/paski",
    position: 2,
    includeInMenu: true,
    sizeFamily: "belt",
    sizeTableId: null,
    weight: 2,
    templates: [
      t("Pasek skórzany", "pasek", "m", "pasek", 69, 179, [S]),
      t("Pasek z klamrą", "pasek", "m", "pasek", 59, 149, [S]),
    ],
  },
  {
    id: 31,
    parentId: 6,
    name: "Szaliki i czapki",
    slug: "szaliki-i-czapki",
    urlPath: "akcesoria/szaliki-i-czapki",
    position: 3,
    includeInMenu: true,
    sizeFamily: "one",
    sizeTableId: null,
    weight: 3,
    templates: [
      t("Szalik wełniany", "szalik", "m", "szalik", 59, 159, [W]),
      t("Czapka beanie", "czapka", "f", "czapka", 39, 99, [W, C]),
      t("Chusta jedwabna", "chusta", "f", "szalik", 99, 249, [J]),
    ],
  },
  {
    id: 32,
    parentId: 6,
    name: "Bony i poradniki",
    slug: "bony-i-poradniki",
    urlPath: "akcesoria/bony-i-poradniki",
    position: 4,
    includeInMenu: true,
    sizeFamily: "one",
    sizeTableId: null,
    weight: 0,
    templates: [],
  },
  {
    id: 33,
    parentId: 6,
    name: "Zestawy",
    slug: "zestawy",
    urlPath: "akcesoria/zestawy",
    position: 5,
    includeInMenu: true,
    sizeFamily: "one",
    sizeTableId: null,
    weight: 0,
    templates: [],
  },
];

/** Model names appended to many product names so a listing reads like a real shop. */
export const MODEL_NAMES: readonly string[] = [
  "Alicja",
  "Basia",
  "Celina",
  "Dorota",
  "Ewa",
  "Felicja",
  "Gabriela",
  "Hanna",
  "Irena",
  "Julia",
  "Kinga",
  "Laura",
  "Maja",
  "Nina",
  "Ola",
  "Paula",
  "Róża",
  "Sara",
  "Tola",
  "Wanda",
  "Zofia",
  "Adam",
  "Bruno",
  "Cezary",
  "Emil",
  "Filip",
  "Igor",
  "Karol",
  "Leon",
  "Marek",
  "Oskar",
  "Rafał",
  "Szymon",
  "Tymon",
];

/** Description sentences; the generator strings a few together. */
export const DESCRIPTION_SENTENCES: readonly string[] = [
  "Wygodny krój sprawdzi się na co dzień i na wyjątkowe okazje.",
  "Materiał jest przyjemny w dotyku i dobrze oddycha.",
  "Model szyty w Polsce z tkanin z końcówek kolekcji.",
  "Łatwo łączy się z dodatkami w stonowanych kolorach.",
  // not "Zalecamy pranie w 30°C": drawn for any product, it told a leather bag to be washed (issue 32) and
  // a linen shirt the wrong temperature; the care instructions of the product information are per material
  "Sposób pielęgnacji podajemy w informacjach o produkcie, osobno dla każdego materiału.",
  "Modelka ma 172 cm wzrostu i nosi rozmiar S.",
  "Produkt z poprzedniego sezonu w cenie outletowej.",
  "Klasyczny fason, który nie wychodzi z mody.",
];
