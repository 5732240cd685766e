/**
 * A product's text-search score from its summed per-field scores (BM25 × boost, api-contract §8.4 step 2)
 * and how many of the query's terms it matched: the sum times the square of the share of terms matched
 * (coordination; squared, since a plain share still let a one-term hit with a short name lead).
 * Issue 32: without it "Żółta chusta", whose name holds the rare "żółta", outranked the yellow dresses
 * that match both "sukienka" and "żółta" (by name, category and colour); a product matching every term
 * keeps its sum. Pure.
 *
 * @example
 * textScore(22, 1, 2); // 5.5 (one of two terms)
 * textScore(16, 2, 2); // 16
 */
export function textScore(fieldScoreSum: number, matchedTerms: number, queryTerms: number): number {
  if (queryTerms <= 0 || matchedTerms <= 0) return 0;
  const share = Math.min(matchedTerms, queryTerms) / queryTerms;
  return fieldScoreSum * share * share;
}
