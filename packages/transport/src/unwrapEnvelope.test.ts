import { describe, expect, it } from "vitest";
import { effectiveStatus, unwrapEnvelope } from "./unwrapEnvelope.js";

describe("unwrapEnvelope", () => {
  it("returns result and meta of a code 200", () => {
    expect(unwrapEnvelope({ code: 200, result: "tok", meta: { refreshToken: "r" } })).toEqual({
      ok: true,
      result: "tok",
      meta: { refreshToken: "r" },
    });
  });

  it("counts a string code '200' as success (parseInt, behaviour §0)", () => {
    expect(unwrapEnvelope({ code: "200", result: [] })).toMatchObject({ ok: true, result: [] });
  });

  it("turns a 400 into an error with the envelope's message and issues", () => {
    expect(
      unwrapEnvelope({
        code: 400,
        result: {
          message: "Popraw zaznaczone pola.",
          issues: [{ path: "email", code: "required", message: "Podaj e-mail." }],
        },
      }),
    ).toMatchObject({
      ok: false,
      reason: "error",
      status: 400,
      apiError: { message: "Popraw zaznaczone pola.", issues: [{ path: "email", code: "required" }] },
    });
  });

  it("reports a falsy body, a missing code or an unparsable code as wrong format", () => {
    expect(unwrapEnvelope(null)).toEqual({ ok: false, reason: "wrong-format" });
    expect(unwrapEnvelope({ result: 1 })).toEqual({ ok: false, reason: "wrong-format" });
    expect(unwrapEnvelope({ code: "abc", result: 1 })).toEqual({ ok: false, reason: "wrong-format" });
  });
});

describe("effectiveStatus", () => {
  it("reads LB's hidden 401", () => {
    expect(effectiveStatus(500, { code: 401 })).toBe(401);
    expect(effectiveStatus(500, { code: "401" })).toBe(401);
  });

  it("keeps any other code", () => {
    expect(effectiveStatus(500, { code: 500 })).toBe(500);
    expect(effectiveStatus(200, { code: 401 })).toBe(200);
  });
});
