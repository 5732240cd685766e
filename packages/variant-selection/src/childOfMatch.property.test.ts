import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { childOfMatch } from "./childOfMatch.js";

const colors = ["Czerwony", "Czarny"] as const;
const sizes = ["S", "M", "L"] as const;
const childArb = fc.record({
  sku: fc.stringMatching(/^[A-Z]{3}-\d{2}$/),
  color_label: fc.constantFrom(...colors),
  size_label: fc.constantFrom(...sizes),
  status: fc.constantFrom(1, 2),
  price_incl_tax: fc.integer({ min: 1, max: 500 }),
  stock: fc.boolean().map((inStock) => ({ is_in_stock: inStock, qty: inStock ? 2 : 0 })),
});
const productArb = fc.record({ configurable_children: fc.array(childArb, { maxLength: 10 }) });

describe("childOfMatch", () => {
  it("links the asked colour and size whenever a buyable child of both exists, never a sold-out one of them", () => {
    fc.assert(
      fc.property(
        productArb,
        fc.constantFrom(...colors),
        fc.constantFrom(...sizes),
        (product, color, size) => {
          const buyable = product.configurable_children.filter(
            (c) => c.color_label === color && c.size_label === size && c.status < 2 && c.stock.is_in_stock,
          );
          const chosen = childOfMatch(product, { color, size });
          if (buyable.length > 0) {
            expect(chosen?.color_label).toBe(color);
            expect(chosen?.size_label).toBe(size);
            expect(chosen?.stock).toEqual({ is_in_stock: true, qty: 2 });
            expect(chosen?.price_incl_tax).toBe(Math.min(...buyable.map((c) => c.price_incl_tax)));
          } else if (chosen !== null) {
            // the colour's child instead: never a disabled one, and of the asked colour
            expect(chosen.color_label).toBe(color);
            expect(chosen.status).toBe(1);
          }
        },
      ),
    );
  });
});
