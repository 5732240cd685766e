const POLISH: Readonly<Record<string, string>> = { ł: "l", Ł: "l" };

/**
 * A URL slug from a name: lower case, diacritics folded (Polish `ł` included), runs of other characters
 * turned into one `-`, no leading or trailing `-`. Pure.
 *
 * @example
 * slugify("Sukienka łączona – Żółta!"); // "sukienka-laczona-zolta"
 */
export function slugify(text: string): string {
  return text
    .replace(/[łŁ]/g, (char) => POLISH[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
