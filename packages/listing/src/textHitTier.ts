// Issue 32 (the tester's "sukienka zolta" and "sukienka czerwona M"): BM25 with coordination still let a
// yellow scarf, matched only through the colour word, outrank dresses of other colours, and put a dress
// whose red M is sold out among the first results. These rules order a text search's hits before their
// score does (api-contract §8.4 scores; the order of hits with the same tier stays the score's).

/** What a text-search hit is ranked by before its score. */
export interface TextHitFacts {
  /** The whole text (or a part of it) is the product's or a child's sku (§8.4 step 4): ranks first. */
  readonly exactSku: boolean;
  /**
   * The hit matched a query term that is neither a colour word (a term found in colour labels) nor a size
   * word (a size label): a word that names the product.
   */
  readonly matchedProductWord: boolean;
  /**
   * The shopper can buy what the query asked for: a child of the matched colour and size in stock (see
   * `askedVariantInStock`), else the product is in stock.
   */
  readonly available: boolean;
}

/**
 * The rank tier of a text-search hit (lower first; hits of one tier keep their score order). Decision
 * (issue 32): a colour or size word refines, it does not define — a hit matched only through colour or size
 * words ranks after every hit that matched a word naming the product; within that, what the shopper can
 * buy ranks before what is sold out (as home sections do, `homeSectionItems`); exact-sku hits first. Pure.
 *
 * @example
 * textHitTier({ exactSku: false, matchedProductWord: true, available: true }); // 1 — a yellow dress in stock
 * textHitTier({ exactSku: false, matchedProductWord: true, available: false }); // 2 — a sold-out dress
 * textHitTier({ exactSku: false, matchedProductWord: false, available: true }); // 3 — a yellow scarf
 */
export function textHitTier(facts: TextHitFacts): number {
  if (facts.exactSku) return 0;
  return 1 + (facts.matchedProductWord ? 0 : 2) + (facts.available ? 0 : 1);
}

/** A ranked text-search hit: its tier (`textHitTier`), text score and id. */
export interface RankedTextHit {
  readonly tier: number;
  readonly score: number;
  readonly id: number;
}

/**
 * Orders text-search hits: by tier, then score (higher first), then id (the contract's stable tie-break,
 * §8.5). A comparator for `Array.prototype.sort`. Pure.
 *
 * @example
 * [{ tier: 3, score: 6.5, id: 1 }, { tier: 1, score: 3, id: 2 }].sort(compareTextHits)[0].id; // 2
 */
export function compareTextHits(a: RankedTextHit, b: RankedTextHit): number {
  return a.tier - b.tier || b.score - a.score || a.id - b.id;
}
