/**
 * An InPost parcel locker (paczkomat) as the reference backend serves it and stores it on an order.
 *
 * @example
 * const locker: InpostLocker = { code: "KRA01M", name: "Paczkomat KRA01M", street: "ul. Floriańska 12", postcode: "31-019", city: "Kraków" };
 */
export interface InpostLocker {
  readonly code: string;
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
}

/** City → its code prefix and the lockers' streets with postcodes (believable demo data, not real lockers). */
const CITIES: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  [
    "Gdańsk",
    "GDA",
    [
      ["ul. Długa 5", "80-827"],
      ["ul. Grunwaldzka 141", "80-264"],
      ["ul. Kartuska 59", "80-136"],
      ["ul. Obrońców Wybrzeża 4", "80-398"],
      ["ul. Rakoczego 19", "80-288"],
      ["al. Jana Pawła II 10", "80-462"],
    ],
  ],
  [
    "Gdynia",
    "GDY",
    [
      ["ul. Świętojańska 44", "81-391"],
      ["ul. Morska 110", "81-225"],
      ["ul. Chwarznieńska 170", "81-602"],
      ["ul. Wielkopolska 230", "81-531"],
    ],
  ],
  [
    "Sopot",
    "SOP",
    [
      ["ul. Bohaterów Monte Cassino 30", "81-704"],
      ["al. Niepodległości 750", "81-838"],
      ["ul. Kraszewskiego 12", "81-815"],
    ],
  ],
  [
    "Warszawa",
    "WAW",
    [
      ["ul. Marszałkowska 104", "00-017"],
      ["ul. Puławska 145", "02-715"],
      ["al. Jerozolimskie 179", "02-222"],
      ["ul. Grójecka 1", "02-019"],
      ["ul. Targowa 72", "03-734"],
      ["ul. Wołoska 12", "02-675"],
      ["ul. Górczewska 124", "01-460"],
      ["ul. Kondratowicza 37", "03-285"],
    ],
  ],
  [
    "Kraków",
    "KRA",
    [
      ["ul. Floriańska 12", "31-019"],
      ["ul. Karmelicka 34", "31-128"],
      ["ul. Kalwaryjska 45", "30-504"],
      ["os. Centrum E 6", "31-934"],
      ["ul. Czarnowiejska 50", "30-054"],
      ["ul. Wielicka 259", "30-663"],
    ],
  ],
  [
    "Poznań",
    "POZ",
    [
      ["ul. Półwiejska 7", "61-888"],
      ["ul. Głogowska 150", "60-243"],
      ["os. Piastowskie 101", "61-162"],
      ["ul. Dąbrowskiego 77", "60-529"],
      ["ul. Szwedzka 4", "61-285"],
    ],
  ],
  [
    "Wrocław",
    "WRO",
    [
      ["ul. Świdnicka 40", "50-024"],
      ["pl. Grunwaldzki 22", "50-363"],
      ["ul. Legnicka 58", "54-204"],
      ["ul. Borowska 225", "50-558"],
      ["ul. Kromera 44", "51-163"],
    ],
  ],
  [
    "Łódź",
    "LOD",
    [
      ["ul. Piotrkowska 120", "90-006"],
      ["al. Piłsudskiego 15", "90-307"],
      ["ul. Zgierska 211", "91-495"],
      ["ul. Rzgowska 100", "93-172"],
    ],
  ],
  [
    "Katowice",
    "KAT",
    [
      ["ul. Mariacka 8", "40-014"],
      ["ul. Chorzowska 107", "40-101"],
      ["ul. Kościuszki 229", "40-600"],
      ["al. Roździeńskiego 200", "40-315"],
    ],
  ],
  [
    "Lublin",
    "LUB",
    [
      ["ul. Krakowskie Przedmieście 30", "20-002"],
      ["al. Racławickie 14", "20-037"],
      ["ul. Zana 19", "20-601"],
    ],
  ],
  [
    "Szczecin",
    "SZC",
    [
      ["al. Niepodległości 36", "70-404"],
      ["ul. Wyszyńskiego 18", "70-201"],
      ["ul. Ku Słońcu 67", "71-047"],
    ],
  ],
  [
    "Bydgoszcz",
    "BYD",
    [
      ["ul. Gdańska 20", "85-006"],
      ["ul. Fordońska 141", "85-739"],
      ["ul. Kujawska 82", "85-735"],
    ],
  ],
];

/** Every demo locker: 54 in 12 cities, `{city code}{nn}M` like InPost's own codes. */
export const INPOST_LOCKERS: readonly InpostLocker[] = CITIES.flatMap(([city, prefix, streets]) =>
  streets.map(([street, postcode], index) => {
    const code = `${prefix}${String(index + 1).padStart(2, "0")}M`;
    return { code, name: `Paczkomat ${code}`, street, postcode, city };
  }),
);

const BY_CODE: ReadonlyMap<string, InpostLocker> = new Map(INPOST_LOCKERS.map((l) => [l.code, l]));

/** Lower case without Polish diacritics and spaces, for matching what a shopper types. */
function fold(text: string): string {
  return text
    .toLocaleLowerCase("pl-PL")
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The lockers matching what a shopper typed: a locker code (prefix, `kra01` finds KRA01M), a postcode
 * (prefix, with or without the dash) or a city (prefix, without diacritics: `lodz` finds Łódź) or a street;
 * codes first, at most `limit`. An empty query finds nothing. Pure.
 *
 * @example
 * searchInpostLockers("krak").map((l) => l.code); // ["KRA01M", "KRA02M", …]
 */
export function searchInpostLockers(query: string, limit = 20): InpostLocker[] {
  const q = fold(query);
  if (q === "") return [];
  const digits = q.replace(/[^0-9]/g, "");
  const scored = INPOST_LOCKERS.map((locker) => {
    const code = locker.code.toLowerCase();
    if (code.startsWith(q)) return { locker, score: 0 };
    if (/^\d/.test(q) && digits.length >= 2 && locker.postcode.replace("-", "").startsWith(digits))
      return { locker, score: 1 };
    if (fold(locker.city).startsWith(q)) return { locker, score: 2 };
    if (q.length >= 3 && fold(locker.street).includes(q)) return { locker, score: 3 };
    return null;
  }).filter((hit): hit is { locker: InpostLocker; score: number } => hit !== null);
  return scored
    .sort((a, b) => a.score - b.score || a.locker.code.localeCompare(b.locker.code))
    .slice(0, limit)
    .map((hit) => hit.locker);
}

/**
 * The locker with this exact code (case-insensitive), or undefined. Pure.
 *
 * @example
 * findInpostLocker("kra01m")?.city; // "Kraków"
 */
export function findInpostLocker(code: string): InpostLocker | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}
