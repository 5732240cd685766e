import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidNip, nipCheckDigit } from "./nip.js";

const nineDigits = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((d) => d.join(""));

describe("isValidNip (property)", () => {
  it("accepts every nine digits followed by their check digit, and only that digit", () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 0, max: 9 }), (nine, last) => {
        const check = nipCheckDigit(nine);
        expect(isValidNip(`${nine}${last}`)).toBe(check === last);
      }),
      { numRuns: 500 },
    );
  });

  it("detects every single-digit change of a valid NIP", () => {
    fc.assert(
      fc.property(
        nineDigits,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (nine, position, delta) => {
          const check = nipCheckDigit(nine);
          fc.pre(check !== null);
          const valid = `${nine}${check}`;
          const digits = [...valid].map(Number);
          digits[position] = ((digits[position] ?? 0) + delta) % 10;
          // Weights 6,5,7,2,3,4,5,6,7 and the check digit's weight 1 are all non-zero mod 11, so one changed
          // digit always changes the weighted sum mod 11.
          expect(isValidNip(digits.join(""))).toBe(false);
        },
      ),
    );
  });

  it("ignores formatting: dashes, spaces and a PL prefix never change the verdict", () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 0, max: 9 }), fc.boolean(), (nine, last, prefix) => {
        const plain = `${nine}${last}`;
        const formatted = `${prefix ? "PL " : ""}${plain.slice(0, 3)}-${plain.slice(3, 6)}-${plain.slice(6, 8)} ${plain.slice(8)}`;
        expect(isValidNip(formatted)).toBe(isValidNip(plain));
      }),
    );
  });
});
