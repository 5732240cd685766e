import { describe, expect, it } from "vitest";
import { compareTextHits, textHitTier } from "./textHitTier.js";

const facts = (matchedProductWord: boolean, available: boolean, exactSku = false) => ({
  exactSku,
  matchedProductWord,
  available,
});

describe("textHitTier", () => {
  it("puts exact-sku hits first, whatever else they matched", () => {
    expect(textHitTier(facts(false, false, true))).toBe(0);
  });

  it("ranks a dress of another colour above a yellow scarf for 'sukienka zolta'", () => {
    const otherDress = textHitTier(facts(true, true));
    const yellowScarf = textHitTier(facts(false, true));
    expect(otherDress).toBe(1);
    expect(yellowScarf).toBe(3);
  });

  it("ranks a sold-out dress after the dresses in stock, and before a colour-only hit", () => {
    expect(textHitTier(facts(true, false))).toBe(2);
    expect(textHitTier(facts(false, false))).toBe(4);
  });
});

describe("compareTextHits", () => {
  it("orders by tier, then the higher score, then the lower id", () => {
    const hits = [
      { tier: 3, score: 6.56, id: 10 },
      { tier: 1, score: 3.04, id: 12 },
      { tier: 1, score: 15.6, id: 11 },
      { tier: 1, score: 3.04, id: 9 },
      { tier: 2, score: 7.2, id: 1 },
    ];
    expect([...hits].sort(compareTextHits).map((h) => h.id)).toEqual([11, 9, 12, 1, 10]);
  });
});
