// The Polish names of the fibres Regulation (EU) 1007/2011 Annex I permits on a label (the Polish language
// version of the annex), lower case as they appear in a composition ("95 % bawełna, 5 % elastan").

/**
 * The animal fibres of Annex I (wool, the hair fibres) and silk, the first of its entries: a first wash by
 * machine can felt, shrink or spoil them (the safety text, `safetyInformation`).
 *
 * @example
 * ANIMAL_FIBRES.includes("kaszmir"); // true
 */
export const ANIMAL_FIBRES: readonly string[] = [
  "wełna",
  "alpaka",
  "lama",
  "wielbłąd",
  "kaszmir",
  "moher",
  "angora",
  "wigoń",
  "jak",
  "guanako",
  "jedwab",
];

/**
 * The fibre names a composition may use (Regulation (EU) 1007/2011 art. 5 and Annex I, Polish version).
 *
 * @example
 * PERMITTED_FIBRES.has("bawełna"); // true
 * PERMITTED_FIBRES.has("kaszmirek"); // false
 */
export const PERMITTED_FIBRES: ReadonlySet<string> = new Set([
  ...ANIMAL_FIBRES,
  "bawełna",
  "kapok",
  "len",
  "konopie",
  "juta",
  "abaka",
  "ramia",
  "sizal",
  "akryl",
  "modakryl",
  "poliamid",
  "nylon",
  "aramid",
  "lyocell",
  "polilaktyd",
  "poliester",
  "polietylen",
  "polipropylen",
  "poliuretan",
  "elastan",
  "elastodien",
  "elastomultiester",
  "elastolefina",
  "wiskoza",
  "modal",
  "cupro",
  "octan",
  "trioctan",
  "metal",
  "szkło",
  "papier",
  "inne włókna",
]);
