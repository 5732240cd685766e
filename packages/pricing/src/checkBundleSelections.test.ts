import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyBundlePrice, bundleOptionsPrice, bundleOptionValues } from "./bundlePrice";
import {
  BUNDLE_OPTION_QTY_MAX,
  type BundleOptionRule,
  cheapestBundleGrosze,
  checkBundleSelections,
  defaultBundleSelections,
  type RequestedBundleSelection,
} from "./checkBundleSelections";
import { toGrosze } from "./money";

// The 369,98 zł set of issue 17: a cap and a bag, both required, quantities fixed at 1.
const set: BundleOptionRule[] = [
  {
    option_id: 11,
    required: true,
    product_links: [{ id: 1, sku: "CZAPKA", qty: 1, is_default: true, can_change_quantity: 0 }],
  },
  {
    option_id: 12,
    required: true,
    product_links: [{ id: 2, sku: "TORBA", qty: 1, is_default: true, can_change_quantity: 0 }],
  },
];
const prices: Record<string, number> = { CZAPKA: 99.99, TORBA: 269.99, PASEK: 49.99, SZAL: 79.99 };
const linked = Object.entries(prices).map(([sku, gross]) => ({
  sku,
  price: gross / 1.23,
  price_incl_tax: gross,
}));

describe("checkBundleSelections", () => {
  it("fills a required option the shopper left out with its default (no 99,99 zł set)", () => {
    const checked = checkBundleSelections(set, [{ option_id: 11, option_qty: 1, option_selections: [1] }]);
    expect(checked).toEqual({
      ok: true,
      selections: [
        { option_id: 11, option_qty: 1, option_selections: [1] },
        { option_id: 12, option_qty: 1, option_selections: [2] },
      ],
    });
  });

  it("refuses quantity 0, a negative, a fraction and a quantity the link does not let change", () => {
    for (const option_qty of [0, -1, 1.5, 2])
      expect(checkBundleSelections(set, [{ option_id: 11, option_qty, option_selections: [1] }])).toEqual({
        ok: false,
        reason: "invalid_qty",
        index: 0,
      });
  });

  it("bounds a changeable quantity by 1 … 99", () => {
    const options: BundleOptionRule[] = [
      { option_id: 1, product_links: [{ id: 5, sku: "PASEK", qty: 1, can_change_quantity: 1 }] },
    ];
    const pick = (option_qty: number) =>
      checkBundleSelections(options, [{ option_id: 1, option_qty, option_selections: [5] }]).ok;
    expect([pick(1), pick(3), pick(BUNDLE_OPTION_QTY_MAX), pick(BUNDLE_OPTION_QTY_MAX + 1), pick(0)]).toEqual(
      [true, true, true, false, false],
    );
  });

  it("refuses unknown options, unknown links, an empty selection and an option chosen twice", () => {
    const one = (s: RequestedBundleSelection[]) => checkBundleSelections(set, s);
    expect(one([{ option_id: 99, option_selections: [1] }])).toMatchObject({ reason: "unknown_option" });
    expect(one([{ option_id: 11, option_selections: [2] }])).toMatchObject({ reason: "unknown_selection" });
    expect(one([{ option_id: 11, option_selections: [] }])).toMatchObject({ reason: "unknown_selection" });
    expect(
      one([
        { option_id: 11, option_selections: [1] },
        { option_id: "11", option_selections: [1] },
      ]),
    ).toMatchObject({ reason: "duplicate_option", index: 1 });
  });

  it("uses the link's own quantity when none is sent and leaves optional options out unless chosen", () => {
    const options: BundleOptionRule[] = [
      ...set,
      { option_id: 13, required: false, product_links: [{ id: 3, sku: "SZAL", qty: 1, is_default: true }] },
    ];
    const checked = checkBundleSelections(options, [{ option_id: 12, option_selections: [2] }]);
    expect(checked.ok && checked.selections.map((s) => s.option_id)).toEqual([11, 12]);
    expect(defaultBundleSelections(options).map((s) => s.option_id)).toEqual([11, 12, 13]);
  });
});

describe("cheapestBundleGrosze", () => {
  it("sums the cheapest link of every required option", () => {
    expect(cheapestBundleGrosze(set, (sku) => toGrosze(prices[sku] ?? 0))).toBe(36998);
  });
});

// Generated bundles (1–4 options, 1–3 links each, required or not, fixed or changeable quantities) and
// generated selections (valid and not): whatever the shopper sends, a configuration the rule accepts is
// never cheaper than the cheapest valid one, and the page's price is the sum of exactly those parts.
const link = (id: number) =>
  fc.record({
    id: fc.constant(id),
    sku: fc.constantFrom(...Object.keys(prices)),
    qty: fc.integer({ min: 1, max: 3 }),
    is_default: fc.boolean(),
    can_change_quantity: fc.constantFrom(0, 1),
  });
const bundle = fc
  .array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 4 })
  .chain((shape) =>
    fc.tuple(
      ...shape.map(([required, links], o) =>
        fc.tuple(...Array.from({ length: links }, (_, l) => link(o * 10 + l))).map((product_links) => ({
          option_id: o + 1,
          required,
          product_links,
        })),
      ),
    ),
  );
const requested = fc.array(
  fc.record(
    {
      option_id: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }).map(String)),
      option_qty: fc.oneof(
        fc.integer({ min: -2, max: 120 }),
        fc.double({ min: -1, max: 4 }),
        fc.constant(null),
      ),
      option_selections: fc.array(fc.integer({ min: 0, max: 45 }), { maxLength: 2 }),
    },
    { requiredKeys: ["option_id", "option_selections"] },
  ),
  { maxLength: 5 },
);

describe("bundle configurations (properties)", () => {
  it("an accepted configuration costs at least the cheapest valid one and the page shows its sum", () => {
    fc.assert(
      fc.property(bundle, requested, (options, chosen) => {
        const checked = checkBundleSelections(options, chosen);
        if (!checked.ok) return;
        const sum = toGrosze(
          bundleOptionsPrice(bundleOptionValues(checked.selections, options), linked).price_incl_tax,
        );
        expect(sum).toBeGreaterThanOrEqual(
          cheapestBundleGrosze(options, (sku) => toGrosze(prices[sku] ?? 0)),
        );
        for (const option of options) {
          if (option.required)
            expect(checked.selections.some((s) => s.option_id === option.option_id)).toBe(true);
        }
        for (const s of checked.selections) expect(s.option_qty).toBeGreaterThanOrEqual(1);
        const page = applyBundlePrice(
          {
            type_id: "bundle",
            bundle_options: options,
            product_option: { extension_attributes: { bundle_options: chosen as never } },
          },
          linked,
        );
        expect(toGrosze(page.price_incl_tax ?? 0)).toBe(sum);
      }),
    );
  });
});
