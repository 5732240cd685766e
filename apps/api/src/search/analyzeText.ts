// Text analysis of api-contract §8.4: NFKC, lower case, Polish diacritics folded, split on anything that is
// not a letter or digit, then a light Polish stemmer so inflected forms share a term.
import { foldPolishLetters } from "@outlet/formatting";

/**
 * NFKC, lower case and Polish diacritic folding (ą→a, ć→c, ę→e, ł→l, ń→n, ó→o, ś→s, ź/ż→z); other marks
 * are stripped too.
 *
 * @example
 * foldText("Żółta BLUZKA"); // "zolta bluzka"
 */
export function foldText(text: string): string {
  return foldPolishLetters(text.normalize("NFKC").toLowerCase()).normalize("NFKD").replace(/\p{M}/gu, "");
}

/**
 * Splits folded text into terms on anything that is not a letter or digit.
 *
 * @example
 * tokenize("Koszula w kratę, rozm. M"); // ["koszula", "w", "krate", "rozm", "m"]
 */
export function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== "");
}

// Endings of folded Polish nouns and adjectives, longest first. Two passes strip e.g. "spodnie" → "spodni"
// → "spodn" so that "spodni" (genitive) meets it. Stems keep at least 3 characters.
const SUFFIXES = [
  "owie",
  "ami",
  "ach",
  "ego",
  "emu",
  "ymi",
  "imi",
  "ich",
  "ych",
  "iej",
  "ow",
  "om",
  "ej",
  "ek",
  "ka",
  "ki",
  "ke",
  "ko",
  "a",
  "e",
  "i",
  "y",
  "o",
  "u",
].sort((a, b) => b.length - a.length);

function stripOnce(term: string): string {
  for (const suffix of SUFFIXES) {
    if (term.length - suffix.length >= 3 && term.endsWith(suffix)) return term.slice(0, -suffix.length);
  }
  return term;
}

/**
 * A light Polish stemmer over folded terms: `sukienka`, `sukienki`, `sukienke` (sukienkę) and `sukienek`
 * all become `sukien`. Terms with digits are kept whole.
 *
 * @example
 * stem("sukienek"); // "sukien"
 */
export function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  return stripOnce(stripOnce(term));
}

/**
 * Terms of a text for indexing and querying: tokenised, folded and stemmed.
 *
 * @example
 * analyze("Żółte sukienki"); // ["zolt", "sukien"]
 */
export function analyze(text: string): string[] {
  return tokenize(text).map(stem);
}

/**
 * Optimal-string-alignment Damerau-Levenshtein distance, giving up above `max` (returns `max + 1`).
 *
 * @example
 * editDistance("sukeinka", "sukienka", 2); // 1 (one transposition)
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const cur = new Array<number>(cols).fill(0);
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return Math.min(prev[cols - 1] as number, max + 1);
}
