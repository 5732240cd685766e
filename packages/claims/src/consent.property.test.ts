import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONSENT_MAX_AGE_MS, consentAllows, consentClaim, consentFromClaim } from "./consent";

const time = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const choice = fc.record({ analytics: fc.boolean(), marketing: fc.boolean() });

describe("consent properties", () => {
  it("a decision reads back unchanged, also through JSON, for 12 months", () => {
    fc.assert(
      fc.property(choice, time, fc.integer({ min: 0, max: CONSENT_MAX_AGE_MS - 1 }), (c, t, age) => {
        const stored = JSON.parse(JSON.stringify(consentClaim(c, t)));
        expect(consentFromClaim(stored, t + age)).toEqual({ necessary: true, ...c });
      }),
    );
  });

  it("a decision older than 12 months is asked again", () => {
    fc.assert(
      fc.property(
        choice,
        time,
        fc.integer({ min: CONSENT_MAX_AGE_MS, max: 10 * CONSENT_MAX_AGE_MS }),
        (c, t, age) => {
          expect(consentFromClaim(consentClaim(c, t), t + age)).toBeNull();
        },
      ),
    );
  });

  it("whatever is stored, an optional purpose runs only when the shopper said yes to it", () => {
    fc.assert(
      fc.property(
        fc.anything(),
        time,
        fc.constantFrom("analytics", "marketing" as const),
        (raw, t, purpose) => {
          const consent = consentFromClaim(raw, t);
          expect(consentAllows(consent, purpose)).toBe(consent !== null && consent[purpose] === true);
          expect(consentAllows(consent, "necessary")).toBe(true);
        },
      ),
    );
  });
});
