// The colours and garment silhouettes product pictures are drawn in (the image route accepts only these);
// the demo catalogue names its products with the same colours.

/** Grammatical gender of a product noun, for colour adjectives ("Żółta bluzka", "Czarny sweter"). */
export type Gender = "f" | "m" | "n" | "p";

/** A colour option of the `color` attribute. */
export interface ColorOption {
  readonly id: number;
  readonly label: string;
  /** URL-safe name used in media paths. */
  readonly slug: string;
  /** Three-letter code used in child skus. */
  readonly code: string;
  readonly hex: string;
  readonly adjective: Readonly<Record<Gender, string>>;
}

const adj = (f: string, m: string, n: string, p: string): Readonly<Record<Gender, string>> => ({
  f,
  m,
  n,
  p,
});

/** The `color` attribute's options (attribute id 93). */
export const COLORS: readonly ColorOption[] = [
  {
    id: 49,
    label: "Czarny",
    slug: "czarny",
    code: "CZA",
    hex: "#1f1f1f",
    adjective: adj("Czarna", "Czarny", "Czarne", "Czarne"),
  },
  {
    id: 50,
    label: "Biały",
    slug: "bialy",
    code: "BIA",
    hex: "#f4f4f0",
    adjective: adj("Biała", "Biały", "Białe", "Białe"),
  },
  {
    id: 51,
    label: "Czerwony",
    slug: "czerwony",
    code: "CZE",
    hex: "#c0392b",
    adjective: adj("Czerwona", "Czerwony", "Czerwone", "Czerwone"),
  },
  {
    id: 52,
    label: "Niebieski",
    slug: "niebieski",
    code: "NIE",
    hex: "#3b6fb6",
    adjective: adj("Niebieska", "Niebieski", "Niebieskie", "Niebieskie"),
  },
  {
    id: 53,
    label: "Zielony",
    slug: "zielony",
    code: "ZIE",
    hex: "#3f7d4e",
    adjective: adj("Zielona", "Zielony", "Zielone", "Zielone"),
  },
  {
    id: 54,
    label: "Żółty",
    slug: "zolty",
    code: "ZOL",
    hex: "#e8c33a",
    adjective: adj("Żółta", "Żółty", "Żółte", "Żółte"),
  },
  {
    id: 55,
    label: "Beżowy",
    slug: "bezowy",
    code: "BEZ",
    hex: "#d8c3a5",
    adjective: adj("Beżowa", "Beżowy", "Beżowe", "Beżowe"),
  },
  {
    id: 56,
    label: "Szary",
    slug: "szary",
    code: "SZA",
    hex: "#8a8d91",
    adjective: adj("Szara", "Szary", "Szare", "Szare"),
  },
  {
    id: 57,
    label: "Różowy",
    slug: "rozowy",
    code: "ROZ",
    hex: "#e8a0b4",
    adjective: adj("Różowa", "Różowy", "Różowe", "Różowe"),
  },
  {
    id: 58,
    label: "Granatowy",
    slug: "granatowy",
    code: "GRA",
    hex: "#1f2f56",
    adjective: adj("Granatowa", "Granatowy", "Granatowe", "Granatowe"),
  },
  {
    id: 59,
    label: "Brązowy",
    slug: "brazowy",
    code: "BRA",
    hex: "#7a4e2d",
    adjective: adj("Brązowa", "Brązowy", "Brązowe", "Brązowe"),
  },
  {
    id: 60,
    label: "Bordowy",
    slug: "bordowy",
    code: "BOR",
    hex: "#6d1a2c",
    adjective: adj("Bordowa", "Bordowy", "Bordowe", "Bordowe"),
  },
  {
    id: 61,
    label: "Khaki",
    slug: "khaki",
    code: "KHA",
    hex: "#7c7b4f",
    adjective: adj("Khaki", "Khaki", "Khaki", "Khaki"),
  },
  {
    id: 62,
    label: "Fioletowy",
    slug: "fioletowy",
    code: "FIO",
    hex: "#6c4a8e",
    adjective: adj("Fioletowa", "Fioletowy", "Fioletowe", "Fioletowe"),
  },
];

/** Garment silhouettes the image renderer knows. */
export type GarmentKind =
  | "sukienka"
  | "bluzka"
  | "koszula"
  | "spodnie"
  | "spodnica"
  | "sweter"
  | "kurtka"
  | "plaszcz"
  | "tshirt"
  | "marynarka"
  | "body"
  | "torebka"
  | "pasek"
  | "szalik"
  | "czapka"
  | "bon"
  | "poradnik"
  | "zestaw"
  | "akcesoria";

/** Every garment kind (the image route accepts only these). */
export const GARMENT_KINDS: readonly GarmentKind[] = [
  "sukienka",
  "bluzka",
  "koszula",
  "spodnie",
  "spodnica",
  "sweter",
  "kurtka",
  "plaszcz",
  "tshirt",
  "marynarka",
  "body",
  "torebka",
  "pasek",
  "szalik",
  "czapka",
  "bon",
  "poradnik",
  "zestaw",
  "akcesoria",
];
