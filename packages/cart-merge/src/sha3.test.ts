import { describe, expect, it } from "vitest";
import { sha3_224 } from "./sha3.js";

// Reference digests from Node's OpenSSL `createHash("sha3-224")`.
describe("sha3_224", () => {
  it("hashes the empty string to the FIPS 202 vector", () => {
    expect(sha3_224("")).toBe("6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7");
  });

  it("hashes 'abc' to the FIPS 202 vector", () => {
    expect(sha3_224("abc")).toBe("e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf");
  });

  it("pads correctly at the 144-byte rate boundary", () => {
    expect(sha3_224("a".repeat(143))).toBe("73b1b22b54f515f626a6abdde6af25cd4801dc6e9dc7fa3f77e1c122");
    expect(sha3_224("a".repeat(144))).toBe("f9019111996dcf160e284e320fd6d8825cabcd41a5ffdc4c5e9d64b6");
    expect(sha3_224("a".repeat(145))).toBe("7f0521c84aeacc8a46aba17171acbdd22522509a71c663257fbdee0e");
  });

  it("hashes a multi-block message", () => {
    expect(sha3_224("x".repeat(1000))).toBe("2459c65a000e217e65e9992435021787b4461e3bcd09b14348d2d9fc");
  });

  it("encodes Polish letters and astral characters as UTF-8", () => {
    expect(sha3_224("zażółć gęślą jaźń 😀")).toBe("80551fb0a6b92356f41b5b8f0a2b9f6e693a014ddaf10067c2b43a16");
  });

  it("replaces a lone surrogate with U+FFFD like TextEncoder", () => {
    expect(sha3_224("\ud800x")).toBe("361a3f7a548b1efbf9180216335bede57998df4cd65f9a2dc6f73f4e");
  });

  it("returns 56 lowercase hex characters", () => {
    expect(sha3_224("koszyk")).toMatch(/^[0-9a-f]{56}$/);
  });
});
