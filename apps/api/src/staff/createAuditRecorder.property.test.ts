import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withoutSecrets } from "./createAuditRecorder.js";

describe("withoutSecrets", () => {
  it("leaves no secret-named key anywhere in any JSON value", () => {
    const secretKey = fc.constantFrom(
      "password",
      "token",
      "secret",
      "apiKey",
      "key_hash",
      "sessionId",
      "cookie",
    );
    const key = fc.oneof(fc.string({ maxLength: 8 }), secretKey);
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        fc.string(),
        fc.integer(),
        fc.constant(null),
        fc.array(tie("value"), { maxLength: 4 }),
        fc.dictionary(key, tie("value"), { maxKeys: 4 }),
      ),
    })).value;
    const keysOf = (value: unknown): string[] =>
      value === null || typeof value !== "object"
        ? []
        : Array.isArray(value)
          ? value.flatMap(keysOf)
          : Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
    fc.assert(
      fc.property(json, (value) => {
        const kept = keysOf(withoutSecrets(value));
        expect(kept.filter((k) => /password|token|secret|key|hash|cookie|session/i.test(k))).toEqual([]);
      }),
    );
  });
});
