import { describe, expect, it } from "vitest";
import { GENERIC_ERROR_MESSAGE, toApiError } from "./apiError.js";

describe("toApiError (the five shapes of api-contract §13.1)", () => {
  it("takes a string result as the message", () => {
    expect(toApiError(500, "Cart not found")).toEqual({
      code: 500,
      message: "Cart not found",
      issues: [],
      raw: "Cart not found",
    });
  });

  it("reads LB's { errorMessage, code }", () => {
    expect(toApiError(500, { errorMessage: "Quote not found", code: 500 }).message).toBe("Quote not found");
  });

  it("maps an array of LB validator errors to issues", () => {
    const error = toApiError(500, [
      {
        keyword: "required",
        dataPath: ".cartItem",
        params: { missingProperty: "sku" },
        message: "should have required property 'sku'",
      },
    ]);
    expect(error.message).toBe("should have required property 'sku'");
    expect(error.issues).toEqual([
      {
        path: "cartItem",
        code: "required",
        params: { missingProperty: "sku" },
        message: "should have required property 'sku'",
      },
    ]);
  });

  it("reads { code, result: string, stack? }", () => {
    expect(toApiError(500, { code: 500, result: "ECONNREFUSED", stack: "…" }).message).toBe("ECONNREFUSED");
  });

  it("reads RB's { message, errorMessage, issues } and prefers message", () => {
    const error = toApiError(400, {
      message: "Popraw zaznaczone pola.",
      errorMessage: "Popraw zaznaczone pola (LB).",
      issues: [{ path: "cartItem.qty", code: "too_small", message: "Minimalna ilość to 1." }],
    });
    expect(error.message).toBe("Popraw zaznaczone pola.");
    expect(error.issues).toEqual([
      { path: "cartItem.qty", code: "too_small", message: "Minimalna ilość to 1." },
    ]);
  });

  it("falls back to the first issue, then to a generic text", () => {
    expect(toApiError(400, { issues: [{ message: "Pierwszy." }] }).message).toBe("Pierwszy.");
    expect(toApiError(500, {}).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(toApiError(500, null).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(toApiError(500, "").message).toBe(GENERIC_ERROR_MESSAGE);
  });
});
