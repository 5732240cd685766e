import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unwrapEnvelope } from "./unwrapEnvelope.js";

describe("unwrapEnvelope (properties)", () => {
  it("returns any result of a code 200 unchanged", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(200, "200"), (result, code) => {
        const outcome = unwrapEnvelope({ code, result });
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expect(outcome.result).toBe(result);
      }),
    );
  });

  it("turns every other code into an error of that status with a non-empty message", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }).filter((code) => code !== 200),
        fc
          .jsonValue()
          .filter((result) => !(typeof result === "object" && result !== null && "code" in result)),
        (code, result) => {
          const outcome = unwrapEnvelope({ code, result });
          expect(outcome).toMatchObject({ ok: false, reason: "error", status: code });
          if (!outcome.ok && outcome.reason === "error") {
            expect(outcome.apiError.message.length).toBeGreaterThan(0);
            expect(outcome.apiError.raw).toBe(result);
          }
        },
      ),
    );
  });
});
