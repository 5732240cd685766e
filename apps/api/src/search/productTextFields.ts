import { textSearchSettings } from "@outlet/listing";
import { isEnabled } from "@outlet/variant-selection";
import { analyze, foldText, stem, tokenize } from "./analyzeText.js";

/** Scoring constants of api-contract §8.4 and Appendix A. */
export const TEXT_SEARCH = {
  /** Held once, in `@outlet/listing` (`color_label`: the enabled children's colours, issue 32). */
  boosts: textSearchSettings.boosts,
  fuzziness: 2,
  prefixLength: 2,
  maxExpansions: 3,
  minimumShouldMatch: 0.75,
  minScore: 0.02,
  k1: 1.2,
  b: 0.75,
  /** Added to exact-sku hits so they rank first. */
  exactSkuBonus: 1000,
} as const;

/** A searchable product field. */
export type TextField = keyof typeof TEXT_SEARCH.boosts;

/** The searchable fields in their stored order: `search_posting.field` holds the position in this list. */
export const TEXT_FIELDS: readonly TextField[] = [
  "name",
  "sku",
  "category.name",
  "flags.name",
  "color_label",
];

/** What text search needs of a product. */
export interface IndexableProduct {
  readonly id: number;
  readonly sku: string;
  readonly name: string;
  readonly categoryNames: readonly string[];
  readonly flagNames: readonly string[];
  readonly childSkus: readonly string[];
  /** The distinct colour labels of the enabled children (or the product's own `color_label`). */
  readonly colorLabels: readonly string[];
}

/**
 * The analysed terms of one field of a product (repeats kept: they are the term frequencies).
 *
 * @example
 * fieldTerms("sku", { sku: "SUK-0001", … }); // ["suk", "0001", "suk-0001"]
 */
export function fieldTerms(field: TextField, p: IndexableProduct): string[] {
  switch (field) {
    case "name":
      return analyze(p.name);
    case "sku":
      // sku fields keep the whole value besides its parts (§8.4 step 1)
      return [...tokenize(p.sku), foldText(p.sku)];
    case "category.name":
      return p.categoryNames.flatMap(analyze);
    case "flags.name":
      return p.flagNames.flatMap(analyze);
    case "color_label":
      return p.colorLabels.flatMap(analyze);
  }
}

/**
 * Each analysed term of a product's text fields with one word it came from (the shortest): fuzzy matching
 * measures its edits on words, so a stem closer than the word ("hann" of "Hanna") widens nothing. Sku terms
 * are their own words.
 *
 * @example
 * termWords({ name: "Hanna", … }).get("hann"); // "hanna"
 */
export function termWords(p: IndexableProduct): Map<string, string> {
  const words = new Map<string, string>();
  const texts = [p.name, ...p.categoryNames, ...p.flagNames, ...p.colorLabels];
  for (const word of texts.flatMap(tokenize)) {
    const term = stem(word);
    const held = words.get(term);
    if (held === undefined || word.length < held.length) words.set(term, word);
  }
  return words;
}

/**
 * The colour labels a product answers to (§8.4): those of its enabled children (status below 2), in
 * order and without repeats, or its own `color_label` when it has no children.
 *
 * @example
 * colorLabelsOf({ configurable_children: [{ color_label: "Żółty" }, { color_label: "Żółty", status: 2 }] }); // ["Żółty"]
 */
export function colorLabelsOf(body: Readonly<Record<string, unknown>>): string[] {
  const children = Array.isArray(body.configurable_children) ? body.configurable_children : [];
  const labels = children.length
    ? children
        .filter((c) => c !== null && typeof c === "object" && isEnabled(c))
        .map((c) => (c as { color_label?: unknown } | null)?.color_label)
    : [body.color_label];
  return [...new Set(labels.filter((l): l is string => typeof l === "string" && l.trim() !== ""))];
}

const names = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((entry) => String((entry as { name?: unknown } | null)?.name ?? "")) : [];

/**
 * The text fields of a stored product document: its name, sku, the names of its `category` entries and
 * `flags`, and its configurable children's skus.
 *
 * @example
 * indexableProduct({ id: 1, sku: "SUK-0001", name: "Sukienka", category: [{ name: "Sukienki" }] }).categoryNames; // ["Sukienki"]
 */
export function indexableProduct(body: Readonly<Record<string, unknown>>): IndexableProduct {
  const children = Array.isArray(body.configurable_children) ? body.configurable_children : [];
  return {
    id: Number(body.id),
    sku: String(body.sku),
    name: String(body.name ?? ""),
    categoryNames: names(body.category),
    flagNames: names(body.flags),
    childSkus: children.map((c) => String((c as { sku?: unknown } | null)?.sku ?? "")),
    colorLabels: colorLabelsOf(body),
  };
}

/**
 * Whether a product document is searchable: the same products the catalogue serves (an active row whose
 * `status` is below 2, i.e. not disabled).
 *
 * @example
 * isSearchable(true, { status: 1 }); // true
 * isSearchable(true, { status: 2 }); // false
 */
export function isSearchable(isActive: boolean, body: Readonly<Record<string, unknown>>): boolean {
  return isActive && isEnabled(body);
}
