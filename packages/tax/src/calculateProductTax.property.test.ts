import { toGrosze } from "@outlet/pricing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyTaxToProduct } from "./applyTaxToProduct";
import { calculateProductTax } from "./calculateProductTax";
import type { TaxRule } from "./findTaxRule";

const amount = fc.oneof(
  fc.integer({ min: 0, max: 5_000_000 }).map((g) => g / 100),
  fc.integer({ min: 0, max: 500 }).map((g) => g / 100),
  fc.constantFrom(undefined, null, "", 0, "12.5", Number.NaN),
);
const date = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 0, max: 60 }).map((d) => new Date(Date.UTC(2026, 9, 1 + d)).toISOString().slice(0, 10)),
  fc
    .integer({ min: 0, max: 60 * 24 })
    .map((h) => `${new Date(Date.UTC(2026, 9, 1, h)).toISOString().slice(0, 13)}:30:00`),
);
const simple = fc.record(
  {
    tax_class_id: fc.constantFrom(0, 2, "2", 5),
    price: amount,
    special_price: amount,
    final_price: amount,
    special_from_date: date,
    special_to_date: date,
    status: fc.constantFrom(1, 2, undefined),
  },
  { requiredKeys: ["price"] },
);
const product = fc.record(
  {
    tax_class_id: fc.constantFrom(0, 2, 5),
    price: amount,
    special_price: amount,
    final_price: amount,
    special_from_date: date,
    special_to_date: date,
    configurable_children: fc.array(simple, { maxLength: 5 }),
  },
  { requiredKeys: ["price"] },
);
const rate = fc.oneof(
  fc.constantFrom(23, 8, 5, 0, "23.0000"),
  fc.integer({ min: 0, max: 10_000 }).map((r) => r / 100),
);
const rulesFor = (r: number | string): TaxRule[] => [
  {
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [{ tax_country_id: "PL", tax_region_id: 0, rate: r }],
  },
];
const now = fc.integer({ min: Date.UTC(2026, 9, 1), max: Date.UTC(2026, 11, 1) });
const options = fc.record({
  sourcePriceInclTax: fc.boolean(),
  finalPriceInclTax: fc.boolean(),
  deprecatedPriceFieldsSupport: fc.boolean(),
});

const TRIPLES = ["price", "special_price", "original_price", "final_price"] as const;

function assertTriples(p: Record<string, unknown>): void {
  for (const field of TRIPLES) {
    if (!(`${field}_tax` in p)) continue;
    const net = toGrosze(p[field] as number);
    const tax = toGrosze(p[`${field}_tax`] as number);
    const gross = toGrosze(p[`${field}_incl_tax`] as number);
    expect(net + tax).toBe(gross);
  }
}

describe("calculateProductTax (properties)", () => {
  it("keeps incl-tax = net + tax to the grosz on every triple, parent and children", () => {
    fc.assert(
      fc.property(product, rate, now, options, (p, r, t, o) => {
        const taxed = calculateProductTax(p, rulesFor(r), { now: t, ...o }) as unknown as Record<
          string,
          unknown
        >;
        assertTriples(taxed);
        for (const child of (taxed.configurable_children as Record<string, unknown>[]) ?? [])
          assertTriples(child);
      }),
    );
  });

  it("is idempotent for any flags and rate", () => {
    fc.assert(
      fc.property(product, rate, now, options, (p, r, t, o) => {
        const once = calculateProductTax(p, rulesFor(r), { now: t, ...o });
        expect(calculateProductTax(once, rulesFor(r), { now: t, ...o })).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it("never raises the price above the regular price (net) when the special price is below it", () => {
    fc.assert(
      fc.property(product, rate, now, options, (p, r, t, o) => {
        // behaviour §3.3's final-price swap sets price := special even when the special is above the price;
        // that input is excluded here (see the README).
        fc.pre(!(Number(p.special_price) >= Number(p.price)));
        const taxed = calculateProductTax({ ...p, configurable_children: [] }, rulesFor(r), { now: t, ...o });
        expect(taxed.price).toBeLessThanOrEqual(taxed.original_price);
      }),
    );
  });

  it("gives zero tax on every field without a rate", () => {
    fc.assert(
      fc.property(product, now, options, (p, t, o) => {
        const taxed = calculateProductTax({ ...p, tax_class_id: 0 }, rulesFor(23), { now: t, ...o });
        expect([taxed.price_tax, taxed.special_price_tax, taxed.original_price_tax]).toEqual([0, 0, 0]);
      }),
    );
  });

  it("does not mutate its input", () => {
    fc.assert(
      fc.property(product, rate, now, (p, r, t) => {
        const copy = structuredClone(p);
        calculateProductTax(p, rulesFor(r), { now: t });
        expect(p).toEqual(copy);
      }),
    );
  });
});

describe("applyTaxToProduct (properties)", () => {
  it("is idempotent, keeps the parts adding up and final = price", () => {
    fc.assert(
      fc.property(product, rate, now, (p, r, t) => {
        const once = applyTaxToProduct(p, rulesFor(r), { now: t });
        expect(applyTaxToProduct(once, rulesFor(r), { now: t })).toEqual(once);
        assertTriples(once as unknown as Record<string, unknown>);
        expect(once.final_price_incl_tax).toBe(once.price_incl_tax);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the stored gross exact: original_price_incl_tax is the rounded source price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), rate, now, (g, r, t) => {
        const out = applyTaxToProduct({ tax_class_id: 2, price: g / 100 }, rulesFor(r), { now: t });
        expect(toGrosze(out.original_price_incl_tax)).toBe(g);
        // Independent reference in BigInt: round(g × rate / (100 + rate)) half up, rate with 2 decimals.
        const hundredths = BigInt(Math.round(Number(r) * 100));
        const numerator = BigInt(g) * hundredths;
        const denominator = 10_000n + hundredths;
        let tax = numerator / denominator;
        if ((numerator % denominator) * 2n >= denominator) tax += 1n;
        expect(toGrosze(out.price_tax)).toBe(Number(tax));
        expect(toGrosze(out.price)).toBe(g - Number(tax));
      }),
    );
  });
});
