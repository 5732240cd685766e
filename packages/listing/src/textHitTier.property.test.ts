import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { askedVariantInStock } from "./askedVariantInStock.js";
import { matchedSizeLabel } from "./matchedSizeLabel.js";
import { compareTextHits, textHitTier } from "./textHitTier.js";

const factsArb = fc.record({
  exactSku: fc.boolean(),
  matchedProductWord: fc.boolean(),
  available: fc.boolean(),
});
const hitArb = fc.record({
  facts: factsArb,
  score: fc.double({ min: 0, max: 2000, noNaN: true }),
  id: fc.nat(),
});

describe("text hit order (issue 32)", () => {
  it("never ranks a colour-only hit above a hit that matched a product word (no exact sku)", () => {
    fc.assert(
      fc.property(fc.array(hitArb, { maxLength: 30 }), (hits) => {
        const ranked = hits
          .map((h) => ({ ...h, tier: textHitTier(h.facts) }))
          .sort(compareTextHits)
          .filter((h) => !h.facts.exactSku);
        const firstColourOnly = ranked.findIndex((h) => !h.facts.matchedProductWord);
        if (firstColourOnly < 0) return;
        expect(ranked.slice(firstColourOnly).every((h) => !h.facts.matchedProductWord)).toBe(true);
      }),
    );
  });

  it("never ranks a sold-out hit above an available one of the same kind", () => {
    fc.assert(
      fc.property(fc.array(hitArb, { maxLength: 30 }), fc.boolean(), (hits, kind) => {
        const ranked = hits
          .filter((h) => !h.facts.exactSku && h.facts.matchedProductWord === kind)
          .map((h) => ({ ...h, tier: textHitTier(h.facts) }))
          .sort(compareTextHits);
        const firstSoldOut = ranked.findIndex((h) => !h.facts.available);
        if (firstSoldOut < 0) return;
        expect(ranked.slice(firstSoldOut).every((h) => !h.facts.available)).toBe(true);
      }),
    );
  });

  it("keeps the score order within a tier and puts exact-sku hits first", () => {
    fc.assert(
      fc.property(fc.array(hitArb, { maxLength: 30 }), (hits) => {
        const ranked = hits.map((h) => ({ ...h, tier: textHitTier(h.facts) })).sort(compareTextHits);
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1], ranked[i]] as [(typeof ranked)[number], (typeof ranked)[number]];
          if (a.tier === b.tier) expect(a.score).toBeGreaterThanOrEqual(b.score);
          if (b.facts.exactSku) expect(a.facts.exactSku).toBe(true);
        }
      }),
    );
  });
});

const label = fc.constantFrom("Czerwony", "Czarny", "Żółty");
const size = fc.constantFrom("S", "M", "L", "38");
const childArb = fc.record({ color: label, size, inStock: fc.boolean() });
const askedArb = fc.record({
  colors: fc.uniqueArray(label, { maxLength: 2 }).map((l) => new Set(l)),
  sizes: fc.uniqueArray(size, { maxLength: 2 }).map((l) => new Set(l)),
});

describe("askedVariantInStock", () => {
  it("is true exactly when a child in stock meets every asked option some child carries", () => {
    fc.assert(
      fc.property(fc.array(childArb, { maxLength: 12 }), askedArb, (children, asked) => {
        const result = askedVariantInStock(children, asked);
        const colourApplies = children.some((c) => asked.colors.has(c.color));
        const sizeApplies = children.some((c) => asked.sizes.has(c.size));
        if (!colourApplies && !sizeApplies) {
          expect(result).toBeUndefined();
          return;
        }
        const witness = children.find(
          (c) =>
            c.inStock &&
            (!colourApplies || asked.colors.has(c.color)) &&
            (!sizeApplies || asked.sizes.has(c.size)),
        );
        expect(result).toBe(witness !== undefined);
      }),
    );
  });

  it("is never true when every child is sold out", () => {
    fc.assert(
      fc.property(fc.array(childArb, { maxLength: 12 }), askedArb, (children, asked) => {
        const soldOut = children.map((c) => ({ ...c, inStock: false }));
        expect(askedVariantInStock(soldOut, asked)).not.toBe(true);
      }),
    );
  });
});

describe("matchedSizeLabel", () => {
  it("returns a label only when a word equals it ignoring case", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Z0-9]{0,4}$/), { maxLength: 5 }),
        fc.array(fc.stringMatching(/^[A-Z0-9]{1,4}$/), { maxLength: 6 }),
        (words, labels) => {
          const found = matchedSizeLabel(words, labels);
          const lower = words.map((w) => w.toLowerCase());
          if (found === undefined) expect(labels.some((l) => lower.includes(l.toLowerCase()))).toBe(false);
          else {
            expect(labels).toContain(found);
            expect(lower).toContain(found.toLowerCase());
          }
        },
      ),
    );
  });
});
