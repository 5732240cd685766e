import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customOptionsDelta } from "./customOptions";
import { displayedPrice } from "./displayedPrice";
import { fromGrosze, roundMoney, toGrosze } from "./money";
import { applyPlatformPrices } from "./platformPriceRefresh";
import { findReductionStart, lowestPriceBeforeReduction, lowestPriceInWindow } from "./priceHistory";
import { specialWindowActive } from "./specialWindowActive";

const grosze = fc.integer({ min: 0, max: 10_000_000 });
const pln = grosze.map(fromGrosze);
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });

describe("money (properties)", () => {
  it("round-trips grosze exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (g) => {
        expect(toGrosze(fromGrosze(g))).toBe(g);
      }),
    );
  });

  it("roundMoney is idempotent and moves a value by at most half a grosz", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundMoney(x);
        expect(roundMoney(r)).toBe(r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe("specialWindowActive (properties)", () => {
  it("once active after `from`, stays active later (no `to`)", () => {
    fc.assert(
      fc.property(instant, instant, fc.nat({ max: 10 ** 10 }), (from, t, later) => {
        const product = { special_from_date: new Date(from).toISOString() };
        if (specialWindowActive(product, t)) expect(specialWindowActive(product, t + later)).toBe(true);
      }),
    );
  });

  it("a date-only `to` covers exactly the instants before the next Warsaw midnight", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 3650 }), (t, dayOffset) => {
        const day = new Date(Date.UTC(2020, 0, 1 + dayOffset)).toISOString().slice(0, 10);
        const active = specialWindowActive({ special_to_date: day }, t);
        const warsawDay = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(t);
        expect(active).toBe(warsawDay <= day);
      }),
    );
  });
});

describe("customOptionsDelta (properties)", () => {
  const value = fc.record({
    option_type_id: fc.integer({ min: -2, max: 50 }),
    price: fc.oneof(pln, fc.constant(0)),
    price_type: fc.constantFrom("fixed", "percent"),
  });

  it("is the sum of the deltas of each value, to within a grosz per value (no compounding)", () => {
    fc.assert(
      fc.property(pln, pln, fc.array(value, { maxLength: 5 }), (price, incl, values) => {
        const product = {
          price,
          price_incl_tax: incl,
          options: [{ option_id: 1, type: "checkbox", values }],
        };
        const ids = values.map((v) => String(v.option_type_id));
        const all = customOptionsDelta(product, [{ option_id: 1, option_value: ids.join(",") }]);
        let sum = 0;
        for (const id of ids)
          sum += toGrosze(customOptionsDelta(product, [{ option_id: 1, option_value: id }]).price);
        expect(Math.abs(toGrosze(all.price) - sum)).toBeLessThanOrEqual(values.length);
      }),
    );
  });

  it("never throws on odd product data", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (price, incl) => {
        customOptionsDelta({ price, price_incl_tax: incl, options: [] }, [
          { option_id: 1, option_value: "1" },
        ]);
      }),
    );
  });
});

describe("displayedPrice (properties)", () => {
  it("shows a struck-through price only above the shown one", () => {
    fc.assert(
      fc.property(pln, pln, pln, fc.integer({ min: -3, max: 10 }), (incl, original, special, qty) => {
        const shown = displayedPrice({
          price_incl_tax: incl,
          original_price_incl_tax: original,
          special_price: special,
          qty,
        });
        if (shown.originalPrice !== null) expect(shown.originalPrice).toBeGreaterThan(shown.price);
        expect(toGrosze(shown.price)).toBe(toGrosze(incl) * (qty > 0 ? qty : 1));
      }),
    );
  });
});

describe("applyPlatformPrices (properties)", () => {
  it("keeps incl = net + tax to the grosz on every triple", () => {
    fc.assert(
      fc.property(pln, pln, pln, pln, pln, pln, (fg, fn, rg, rn, sg, sn) => {
        const item = {
          id: 1,
          price_info: {
            final_price: fg,
            regular_price: rg,
            special_price: sg,
            extension_attributes: {
              tax_adjustments: { final_price: fn, regular_price: rn, special_price: sn },
            },
          },
        };
        const [product] = applyPlatformPrices([{ id: 1 }], [item], { now: 0 }).products as unknown as Record<
          string,
          number
        >[];
        for (const field of ["price", "original_price", "special_price"]) {
          expect(toGrosze(product?.[`${field}_incl_tax`] ?? Number.NaN)).toBe(
            toGrosze(product?.[field] ?? Number.NaN) + toGrosze(product?.[`${field}_tax`] ?? Number.NaN),
          );
        }
      }),
    );
  });
});

describe("price history (properties)", () => {
  const history = fc.array(fc.record({ at: instant, price_incl_tax: pln }), { minLength: 1, maxLength: 12 });

  it("the Omnibus price is a price of the history, no higher than the price just before the reduction", () => {
    fc.assert(
      fc.property(history, instant, (entries, now) => {
        const result = lowestPriceBeforeReduction(entries, { now });
        if (result.status === "not-reduced") return;
        const lowest = result.lowest_price_30d_incl_tax;
        expect(lowest).not.toBeNull();
        expect(entries.map((e) => e.price_incl_tax)).toContain(lowest);
        const before = lowestPriceInWindow(
          entries,
          result.reduction_started_at - 1,
          result.reduction_started_at,
        );
        expect(lowest as number).toBeLessThanOrEqual(before as number);
      }),
    );
  });

  it("a reduction start is an instant of the history not after now", () => {
    fc.assert(
      fc.property(history, instant, (entries, now) => {
        const start = findReductionStart(entries, now);
        if (start === null) return;
        expect(start).toBeLessThanOrEqual(now);
        expect(entries.map((e) => e.at)).toContain(start);
      }),
    );
  });

  it("does not depend on the order of entries with distinct instants", () => {
    fc.assert(
      fc.property(history, instant, (entries, now) => {
        const unique = [...new Map(entries.map((e) => [e.at, e])).values()];
        const reversed = [...unique].reverse();
        expect(lowestPriceBeforeReduction(reversed, { now })).toEqual(
          lowestPriceBeforeReduction(unique, { now }),
        );
      }),
    );
  });
});

describe("toGrosze (properties)", () => {
  it("equals half-away-from-zero rounding of the printed decimal", () => {
    const reference = (x: number): number => {
      // Exact reference on the decimal string via BigInt.
      const text = String(Math.abs(x));
      const [m, e] = text.split("e");
      const [i = "0", f = ""] = (m ?? "0").split(".");
      const shift = Number(e ?? 0) + 2;
      const digits = i + f;
      const point = i.length + shift;
      const whole = point <= 0 ? "0" : digits.slice(0, point).padEnd(point, "0");
      const next = point < 0 ? "0" : (digits[point] ?? "0");
      const g = BigInt(whole) + (next >= "5" ? 1n : 0n);
      const n = Number(g);
      return x < 0 && n !== 0 ? -n : n;
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
          fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 200),
        ),
        (x) => {
          expect(toGrosze(x)).toBe(reference(x));
        },
      ),
    );
  });
});
