import { analyze, editDistance, foldText, tokenize } from "./analyzeText.js";

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

type FieldName = keyof typeof TEXT_SEARCH.boosts;

/** What the index needs of a product. */
export interface IndexableProduct {
  readonly id: number;
  readonly sku: string;
  readonly name: string;
  readonly categoryNames: readonly string[];
  readonly flagNames: readonly string[];
  readonly childSkus: readonly string[];
}

interface FieldIndex {
  readonly boost: number;
  readonly postings: Map<string, Map<number, number>>;
  readonly lengths: Map<number, number>;
  avgLength: number;
}

/** An in-memory BM25 index over the searchable product fields. */
export interface TextIndex {
  /**
   * Scores every product matching `text` (§8.4): fuzzy terms, ≥ 75 % of terms, min score 0.02, exact sku
   * first. Returns product id → score.
   */
  search(text: string): Map<number, number>;
  /** Number of indexed products. */
  readonly size: number;
}

function fieldTerms(field: FieldName, p: IndexableProduct): string[] {
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

/**
 * Builds the text index of §8.4 over products.
 *
 * @example
 * const index = createTextIndex([{ id: 1, sku: "SUK-0001", name: "Sukienka lniana", categoryNames: [], flagNames: [], childSkus: [] }]);
 * index.search("sukienki").get(1); // > 0
 */
export function createTextIndex(products: readonly IndexableProduct[]): TextIndex {
  const fields = new Map<FieldName, FieldIndex>();
  const vocabulary = new Map<string, Set<string>>();
  const docFrequency = new Map<string, number>();
  const exactSku = new Map<string, number>();
  const childSku = new Map<string, number>();
  for (const field of Object.keys(TEXT_SEARCH.boosts) as FieldName[]) {
    fields.set(field, {
      boost: TEXT_SEARCH.boosts[field],
      postings: new Map(),
      lengths: new Map(),
      avgLength: 0,
    });
  }
  for (const p of products) {
    exactSku.set(p.sku.toLowerCase(), p.id);
    for (const s of p.childSkus) {
      const key = s.toLowerCase();
      if (!exactSku.has(key)) exactSku.set(key, p.id);
      childSku.set(key, p.id);
    }
    const seen = new Set<string>();
    for (const [field, index] of fields) {
      const terms = fieldTerms(field, p);
      index.lengths.set(p.id, terms.length);
      for (const term of terms) {
        let posting = index.postings.get(term);
        if (!posting) {
          posting = new Map();
          index.postings.set(term, posting);
        }
        posting.set(p.id, (posting.get(p.id) ?? 0) + 1);
        if (!seen.has(term)) {
          seen.add(term);
          docFrequency.set(term, (docFrequency.get(term) ?? 0) + 1);
        }
        const prefix = term.slice(0, TEXT_SEARCH.prefixLength);
        let bucket = vocabulary.get(prefix);
        if (!bucket) {
          bucket = new Set();
          vocabulary.set(prefix, bucket);
        }
        bucket.add(term);
      }
    }
  }
  for (const index of fields.values()) {
    let total = 0;
    for (const l of index.lengths.values()) total += l;
    index.avgLength = index.lengths.size > 0 ? total / index.lengths.size || 1 : 1;
  }
  const n = products.length;

  /** At most 3 index terms for a query term: exact first, then by distance, frequency and spelling. */
  const expand = (term: string): { term: string; weight: number }[] => {
    if (term.length < TEXT_SEARCH.prefixLength) return docFrequency.has(term) ? [{ term, weight: 1 }] : [];
    const bucket = vocabulary.get(term.slice(0, TEXT_SEARCH.prefixLength));
    if (!bucket) return [];
    const candidates: { term: string; distance: number; df: number }[] = [];
    for (const candidate of bucket) {
      const distance = candidate === term ? 0 : editDistance(term, candidate, TEXT_SEARCH.fuzziness);
      if (distance <= TEXT_SEARCH.fuzziness)
        candidates.push({ term: candidate, distance, df: docFrequency.get(candidate) ?? 0 });
    }
    candidates.sort(
      (a, b) => a.distance - b.distance || b.df - a.df || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
    );
    return candidates.slice(0, TEXT_SEARCH.maxExpansions).map((c) => ({
      term: c.term,
      // fuzzy expansions count for less than exact terms, so correct spellings rank first
      weight: c.distance === 0 ? 1 : 0.5 * (1 - c.distance / Math.max(term.length, c.term.length)),
    }));
  };

  return {
    size: n,
    search(text: string): Map<number, number> {
      const trimmed = text.trim();
      const queryTerms = [...new Set(analyze(trimmed))];
      const required = Math.max(1, Math.floor(TEXT_SEARCH.minimumShouldMatch * queryTerms.length));
      const scores = new Map<number, number>();
      const matchedTerms = new Map<number, number>();
      for (const qt of queryTerms) {
        const expansions = expand(qt);
        const termBest = new Map<number, number>();
        for (const index of fields.values()) {
          const perDoc = new Map<number, number>();
          for (const { term, weight } of expansions) {
            const posting = index.postings.get(term);
            if (!posting) continue;
            const idf = Math.log(1 + (n - posting.size + 0.5) / (posting.size + 0.5));
            for (const [id, tf] of posting) {
              const len = index.lengths.get(id) ?? 0;
              const norm =
                (tf * (TEXT_SEARCH.k1 + 1)) /
                (tf + TEXT_SEARCH.k1 * (1 - TEXT_SEARCH.b + (TEXT_SEARCH.b * len) / index.avgLength));
              const s = idf * norm * weight;
              if (s > (perDoc.get(id) ?? 0)) perDoc.set(id, s);
            }
          }
          // multi_match with tie_breaker 1: the field scores add up
          for (const [id, s] of perDoc) termBest.set(id, (termBest.get(id) ?? 0) + s * index.boost);
        }
        for (const [id, s] of termBest) {
          scores.set(id, (scores.get(id) ?? 0) + s);
          matchedTerms.set(id, (matchedTerms.get(id) ?? 0) + 1);
        }
      }
      const result = new Map<number, number>();
      for (const [id, score] of scores) {
        if ((matchedTerms.get(id) ?? 0) >= required && score >= TEXT_SEARCH.minScore) result.set(id, score);
      }
      // exact sku (parent or child, case-insensitive), or the text split on "-" hitting a child sku
      const lower = trimmed.toLowerCase();
      const exact = new Set<number>();
      const whole = exactSku.get(lower);
      if (whole !== undefined) exact.add(whole);
      for (const part of lower.split("-")) {
        const hit = childSku.get(part.trim());
        if (hit !== undefined) exact.add(hit);
      }
      for (const id of exact) result.set(id, (result.get(id) ?? 0) + TEXT_SEARCH.exactSkuBonus);
      return result;
    },
  };
}
