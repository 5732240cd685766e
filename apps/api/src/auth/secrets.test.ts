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
          // tokens above 2 048 characters are refused outright (see below)
          expect(verifyPayload(key, token)).toEqual(
            token.length <= 2048 ? JSON.parse(JSON.stringify(payload)) : null,
          );
          const i = position % token.length;
          const flipped = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
          if (flipped !== token) expect(verifyPayload(key, flipped)).toBeNull();
        },
      ),
    );
  });

  it("rejects another spelling of the same signature (the last character's spare bits)", () => {
    const token = signPayload(key, { sub: 7 });
    // 32 bytes take 43 base64url characters; the last one carries 2 spare bits that decoding ignores
    const last = token.at(-1) ?? "";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? "";
    const respelled = token.slice(0, -1) + sibling;
    expect(Buffer.from(respelled.split(".")[1] ?? "", "base64url")).toEqual(
      Buffer.from(token.split(".")[1] ?? "", "base64url"),
    );
    expect(verifyPayload(key, token)).toEqual({ sub: 7 });
    expect(verifyPayload(key, respelled)).toBeNull();
  });

  it("refuses a token longer than 2 048 characters without verifying it", () => {
    const token = signPayload(key, { pad: "x".repeat(1600) });
    expect(token.length).toBeGreaterThan(2048);
    expect(verifyPayload(key, token)).toBeNull();
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
