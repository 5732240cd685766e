import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveKey, randomBase62, safeEqual, signPayload, verifyPayload } from "./secrets.js";

describe("randomBase62 (S8)", () => {
  it("makes 32 base62 characters with at least one letter", () => {
    for (let i = 0; i < 500; i++) {
      const id = randomBase62(32, true);
      expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(id).toMatch(/[A-Za-z]/);
    }
  });

  it("uses the whole alphabet (no modulo bias towards a few characters)", () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomBase62(32)).join(""));
    expect(seen.size).toBe(62);
  });
});

describe("signPayload / verifyPayload", () => {
  const key = deriveKey("x".repeat(40), "test");
  it("round-trips and rejects any tampering", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
        fc.nat(),
        (payload, position) => {
          const token = signPayload(key, payload);
          expect(verifyPayload(key, token)).toEqual(JSON.parse(JSON.stringify(payload)));
          const i = position % token.length;
          const flipped = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
          if (flipped !== token) expect(verifyPayload(key, flipped)).toBeNull();
        },
      ),
    );
  });

  it("rejects a token signed with another purpose's key", () => {
    const token = signPayload(deriveKey("x".repeat(40), "form-token"), { a: 1 });
    expect(verifyPayload(deriveKey("x".repeat(40), "access-token"), token)).toBeNull();
  });
});

describe("safeEqual", () => {
  it("compares exactly", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});
