import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIban, isValidIban, normaliseIban } from "./isValidIban.js";

const VALID = "PL61109010140000071219812874";

describe("isValidIban", () => {
  it("refuses every change of one digit of a valid IBAN (mod 97 catches single-digit errors)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: VALID.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (at, delta) => {
          const digit = (Number(VALID[at]) + delta) % 10;
          const changed = `${VALID.slice(0, at)}${digit}${VALID.slice(at + 1)}`;
          expect(isValidIban(changed)).toBe(false);
        },
      ),
    );
  });

  it("does not care where spaces go", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: VALID.length }), { maxLength: 8 }), (cuts) => {
        const spaced = [...VALID].map((c, i) => (cuts.includes(i) ? ` ${c}` : c)).join("");
        expect(isValidIban(spaced)).toBe(true);
      }),
    );
  });

  it("reads a Polish number the same with or without PL, wherever spaces go", () => {
    const nrb = VALID.slice(2);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: nrb.length }), { maxLength: 8 }),
        fc.boolean(),
        (cuts, withPl) => {
          const spaced = [...nrb].map((c, i) => (cuts.includes(i) ? ` ${c}` : c)).join("");
          const typed = withPl ? `PL ${spaced}` : spaced;
          expect(isValidIban(typed)).toBe(true);
          expect(normaliseIban(typed)).toBe(VALID);
        },
      ),
    );
  });
});

describe("formatIban", () => {
  it("only adds spaces: without them it is the stored form, and no group is longer than four", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/), (iban) => {
        const shown = formatIban(iban);
        expect(shown.replace(/ /g, "")).toBe(normaliseIban(iban));
        expect(shown.split(" ").every((group) => group.length >= 1 && group.length <= 4)).toBe(true);
      }),
    );
  });
});
