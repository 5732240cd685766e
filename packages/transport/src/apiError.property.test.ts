import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toApiError } from "./apiError.js";

describe("toApiError (properties)", () => {
  it("always gives a non-empty message, an issue list and the raw result, for any JSON", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.jsonValue(), (code, result) => {
        const error = toApiError(code, result);
        expect(error.code).toBe(code);
        expect(error.message.length).toBeGreaterThan(0);
        expect(Array.isArray(error.issues)).toBe(true);
        expect(error.raw).toBe(result);
      }),
    );
  });

  it("prefers result.message over every other source", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.string(), (message, errorMessage, inner) => {
        expect(
          toApiError(400, { message, errorMessage, result: inner, issues: [{ message: "x" }] }).message,
        ).toBe(message);
      }),
    );
  });
});
