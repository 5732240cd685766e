/** Month names of one language, January first. */
export interface MonthNames {
  /** Used when the pattern contains `D MMMM` (a day followed by the month). */
  readonly genitive: readonly string[];
  /** Used for a month on its own (`MMMM YYYY`). */
  readonly nominative: readonly string[];
}

/**
 * Polish month names (behaviour §2.2): the genitive after a day number (`21 listopada`), the nominative
 * on their own (`listopad 2026`).
 *
 * @example
 * polishMonthNames.genitive[10]; // "listopada"
 */
export const polishMonthNames: MonthNames = {
  genitive: [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
  ],
  nominative: [
    "styczeń",
    "luty",
    "marzec",
    "kwiecień",
    "maj",
    "czerwiec",
    "lipiec",
    "sierpień",
    "wrzesień",
    "październik",
    "listopad",
    "grudzień",
  ],
};

const GERMAN = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];
const ITALIAN = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
];

/**
 * Month names per banner language. German and Italian do not inflect the month after a day, so both
 * forms are the same list.
 *
 * @example
 * monthNamesByLanguage.de?.genitive[2]; // "März"
 */
export const monthNamesByLanguage: Readonly<Record<string, MonthNames>> = {
  pl: polishMonthNames,
  de: { genitive: GERMAN, nominative: GERMAN },
  it: { genitive: ITALIAN, nominative: ITALIAN },
};
