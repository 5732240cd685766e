import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isApiError } from "./apiError.js";
import { normaliseJson, parseJsonBody } from "./parseJsonBody.js";

const issueOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (isApiError(error)) return error.issues[0];
    throw error;
  }
  throw new Error("no error");
};

describe("parseJsonBody", () => {
  it("parses JSON and treats an empty body as absent", () => {
    expect(parseJsonBody('{"a":[1,"x"]}')).toEqual({ a: [1, "x"] });
    expect(parseJsonBody("  ")).toBeUndefined();
  });
  it("answers malformed JSON with invalid_json", () => {
    expect(issueOf(() => parseJsonBody("{a:1}"))).toMatchObject({ code: "invalid_json", path: "" });
  });
  it("accepts 32 levels and rejects 33", () => {
    expect(() => parseJsonBody(`${"[".repeat(32)}${"]".repeat(32)}`)).not.toThrow();
    expect(issueOf(() => parseJsonBody(`${"[".repeat(33)}${"]".repeat(33)}`))).toMatchObject({
      code: "invalid_json",
    });
  });
  it("NFC-normalises strings and keys", () => {
    expect(normaliseJson({ "z\u0307": "o\u0301" })).toEqual({ "\u017c": "\u00f3" });
  });
  it("rejects prototype keys", () => {
    expect(issueOf(() => parseJsonBody('{"__proto__":{"x":1}}'))).toMatchObject({ code: "invalid_json" });
  });
  it("parses any JSON value up to the depth limit, or refuses it with an ApiError (prototype keys)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        const text = JSON.stringify(value);
        let parsed: unknown;
        try {
          parsed = parseJsonBody(text);
        } catch (error) {
          expect(isApiError(error)).toBe(true);
          expect(text).toMatch(/"(__proto__|constructor|prototype)":/);
          return;
        }
        expect(parsed).toEqual(normaliseJson(JSON.parse(text)));
        expect(JSON.stringify(parsed)).toBe(JSON.stringify(parsed).normalize("NFC"));
      }),
      { numRuns: 2000 },
    );
  });
});
