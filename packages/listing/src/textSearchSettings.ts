/**
 * The text-search constants of the spec (catalogue.md §9, behaviour.md §7.10, api-contract.md §8.4), for
 * the backend that executes `_searchText`: field boosts, fuzziness, minimum match and scores.
 *
 * @example
 * textSearchSettings.boosts.name; // 4
 */
export const textSearchSettings = Object.freeze({
  boosts: Object.freeze({ name: 4, sku: 2, "category.name": 1, "flags.name": 1 }),
  operator: "or",
  fuzziness: 2,
  prefixLength: 2,
  maxExpansions: 3,
  cutoffFrequency: 0.01,
  minimumShouldMatch: "75%",
  tieBreaker: 1,
  minScore: 0.02,
  minTermLength: 3,
  maxTermLength: 200,
} as const);
