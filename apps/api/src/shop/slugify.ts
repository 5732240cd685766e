/**
 * Lower-case ASCII slug: Polish letters folded, anything else turned into single dashes.
 *
 * @example
 * slugify("Żółta bluzka z falbaną"); // "zolta-bluzka-z-falbana"
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, "l")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
