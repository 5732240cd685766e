import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEligibleChild } from "./isEligibleChild.js";
import { isOptionAvailable } from "./isOptionAvailable.js";
import { matchLevel } from "./matchLevel.js";
import { selectVariant, variantPrice } from "./selectVariant.js";
import type { VariantChild } from "./types.js";

const childArb = fc.record({
  color: fc.integer({ min: 1, max: 3 }),
  size: fc.integer({ min: 1, max: 3 }),
  material: fc.integer({ min: 1, max: 2 }),
  status: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
  price_incl_tax: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
  stock: fc.option(fc.record({ is_in_stock: fc.boolean() }), { nil: undefined }),
});

const childrenArb = fc
  .array(childArb, { maxLength: 12 })
  .map((children) =>
    children.map((child, index) => ({ ...child, id: index + 1, sku: `C${index}` }) as VariantChild),
  );

const configurationArb = fc.record(
  {
    color: fc.constantFrom("1", "2", "3", "4"),
    size: fc.constantFrom("1", "2", "3"),
    material: fc.constantFrom("1", "2"),
    sku: fc.constantFrom("C0", "C1", "C5", "NONE"),
  },
  { requiredKeys: [] },
);

const optionsArb = fc.record({
  fallbackToDefaultWhenNoAvailable: fc.boolean(),
  listOutOfStockProducts: fc.boolean(),
});

describe("selectVariant (properties)", () => {
  it("never returns a child with status >= 2, nor an out-of-stock child when they are not listed", () => {
    fc.assert(
      fc.property(childrenArb, configurationArb, optionsArb, (children, configuration, options) => {
        const result = selectVariant({ configurable_children: children }, configuration, options);
        if ("variant" in result) {
          expect(result.variant.status ?? 0).toBeLessThan(2);
          if (!options.listOutOfStockProducts && result.variant.stock)
            expect(result.variant.stock.is_in_stock).toBe(true);
          expect(isEligibleChild(result.variant, options)).toBe(true);
        }
      }),
    );
  });

  it("always finds a child when the fallback is on and one child is eligible", () => {
    fc.assert(
      fc.property(
        childrenArb,
        configurationArb,
        fc.boolean(),
        (children, configuration, listOutOfStockProducts) => {
          const result = selectVariant({ configurable_children: children }, configuration, {
            fallbackToDefaultWhenNoAvailable: true,
            listOutOfStockProducts,
          });
          const anyEligible = children.some((child) => isEligibleChild(child, { listOutOfStockProducts }));
          expect("variant" in result).toBe(anyEligible);
        },
      ),
    );
  });

  it("chooses a child no eligible child beats on match level, then price", () => {
    fc.assert(
      fc.property(childrenArb, configurationArb, (children, configuration) => {
        const { sku: _sku, ...attributes } = configuration;
        const result = selectVariant({ configurable_children: children }, attributes, {
          fallbackToDefaultWhenNoAvailable: false,
        });
        if (!("variant" in result)) return;
        const level = matchLevel(result.variant, attributes);
        for (const child of children.filter((c) => isEligibleChild(c))) {
          const other = matchLevel(child, attributes);
          expect(other).toBeLessThanOrEqual(level);
          if (other === level)
            expect(variantPrice(child)).toBeGreaterThanOrEqual(variantPrice(result.variant));
        }
      }),
    );
  });

  it("is stable under reordering: same level and price, and the same child when it is the unique best", () => {
    fc.assert(
      fc.property(
        childrenArb.chain((children) =>
          fc.tuple(fc.constant(children), fc.shuffledSubarray(children, { minLength: children.length })),
        ),
        configurationArb,
        optionsArb,
        ([children, shuffled], configuration, options) => {
          const { sku: _sku, ...attributes } = configuration;
          const a = selectVariant({ configurable_children: children }, attributes, {
            ...options,
            fallbackToDefaultWhenNoAvailable: false,
          });
          const b = selectVariant({ configurable_children: shuffled }, attributes, {
            ...options,
            fallbackToDefaultWhenNoAvailable: false,
          });
          expect("variant" in a).toBe("variant" in b);
          if (!("variant" in a) || !("variant" in b)) return;
          const key = (child: VariantChild) => [matchLevel(child, attributes), variantPrice(child)];
          expect(key(b.variant)).toEqual(key(a.variant));
          const equals = children.filter(
            (child) =>
              isEligibleChild(child, options) &&
              key(child)[0] === key(a.variant)[0] &&
              key(child)[1] === key(a.variant)[1],
          );
          if (equals.length === 1) expect(b.variant.sku).toBe(a.variant.sku);
        },
      ),
    );
  });

  it("returns the same value whichever of several identical candidates comes first", () => {
    fc.assert(
      fc.property(
        childArb,
        fc.integer({ min: 2, max: 6 }),
        configurationArb,
        (child, copies, configuration) => {
          const twins = Array.from({ length: copies }, () => ({ ...child, sku: "TWIN" }));
          const result = selectVariant({ configurable_children: twins }, configuration);
          const reversed = selectVariant({ configurable_children: [...twins].reverse() }, configuration);
          expect(reversed).toEqual(result);
        },
      ),
    );
  });

  it("agrees with isOptionAvailable: an available value is selectable together with the current choice", () => {
    fc.assert(
      fc.property(
        childrenArb,
        fc.record({ color: fc.constantFrom("1", "2", "3") }, { requiredKeys: [] }),
        fc.constantFrom("1", "2", "3"),
        (children, configuration, size) => {
          const product = { configurable_children: children };
          if (!isOptionAvailable(product, configuration, "size", size)) return;
          const result = selectVariant(
            product,
            { ...configuration, size },
            { fallbackToDefaultWhenNoAvailable: false },
          );
          expect("variant" in result && String(result.variant.size)).toBe(size);
        },
      ),
    );
  });
});
