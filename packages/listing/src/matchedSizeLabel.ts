/** A size label or query word as sizes are compared: NFKC, trimmed, lower case ("XL" = "xl", "38" = "38"). */
const sizeKey = (text: string): string => text.normalize("NFKC").trim().toLowerCase();

/**
 * The size label a text query named (issue 32: "sukienka czerwona M"): the first of `sizeLabels` (a
 * product's enabled children's sizes, in order) equal to one of the query's `words` after normalisation
 * (NFKC, case) — exactly, never by prefix or edits, so "M" is not "MM" and "38" not "388". Pure.
 *
 * @example
 * matchedSizeLabel(["sukienka", "czerwona", "m"], ["S", "M", "L"]); // "M"
 * matchedSizeLabel(["sukienka", "38"], ["36", "40"]); // undefined
 */
export function matchedSizeLabel(
  words: readonly string[],
  sizeLabels: readonly string[],
): string | undefined {
  const asked = new Set(words.map(sizeKey));
  return sizeLabels.find((label) => label.trim() !== "" && asked.has(sizeKey(label)));
}
