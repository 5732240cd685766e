/**
 * The text-search constants of the spec (catalogue.md §9, behaviour.md §7.10, api-contract.md §8.4), for
 * the backend that executes `_searchText`: field boosts, fuzziness, minimum match and scores.
 *
 * @example
 * textSearchSettings.boosts.name; // 4
 */
export const textSearchSettings = Object.freeze({
  /**
   * `color_label`: the colour labels of a product's enabled children (api-contract §8.4, decision of
   * turn 3; issue 32: "sukienka żółta" puts yellow dresses first).
   */
  boosts: Object.freeze({ name: 4, sku: 2, "category.name": 1, "flags.name": 1, color_label: 2 }),
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
