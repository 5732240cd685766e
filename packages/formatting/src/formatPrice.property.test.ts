import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice } from "./formatPrice";
import { deStoreView, itStoreView } from "./storeView";

describe("formatPrice (properties)", () => {
  it("never throws on any input and returns non-numeric input unchanged", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const out = formatPrice(value);
        const numeric =
          (typeof value === "number" && Number.isFinite(value)) ||
          (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value));
        if (!numeric) expect(out).toBe(value);
        else expect(typeof out).toBe("string");
      }),
    );
  });

  it("always ends with ' zł' and has exactly two fraction digits for numbers", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(formatPrice(value)).toMatch(/^-?[\d\u00a0]+,\d{2} zł$/);
      }),
    );
  });

  it("has at most one minus, and only for negative values", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const out = formatPrice(value);
        expect(out.split("-").length - 1).toBe(value < 0 ? 1 : 0);
      }),
    );
  });

  it("round-trips integer grosze exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (grosze) => {
        const out = formatPrice(grosze / 100);
        const parsed = Number(
          out
            .replace(" zł", "")
            .replace(/\u00a0/g, "")
            .replace(",", "."),
        );
        expect(Math.round(parsed * 100)).toBe(grosze === 0 ? 0 : grosze);
      }),
    );
  });

  it("never throws for the banner locales either", () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(deStoreView, itStoreView), (value, view) => {
        formatPrice(value, view);
      }),
    );
  });
});
