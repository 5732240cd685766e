import { analyze, foldText, tokenize } from "./analyzeText.js";

/** Scoring constants of api-contract §8.4 and Appendix A. */
export const TEXT_SEARCH = {
  boosts: { name: 4, sku: 2, "category.name": 1, "flags.name": 1 },
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
export const TEXT_FIELDS: readonly TextField[] = ["name", "sku", "category.name", "flags.name"];

/** What text search needs of a product. */
export interface IndexableProduct {
  readonly id: number;
  readonly sku: string;
  readonly name: string;
  readonly categoryNames: readonly string[];
  readonly flagNames: readonly string[];
  readonly childSkus: readonly string[];
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
  }
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
  return isActive && Number(body.status ?? 1) < 2;
}
