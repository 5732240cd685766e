import { describe, expect, it } from "vitest";
import { sha3_224, sha3Json } from "./sha3.js";

describe("sha3_224", () => {
  it("matches the FIPS 202 test vectors", () => {
    expect(sha3_224("")).toBe("6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7");
    expect(sha3_224("abc")).toBe("e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf");
    expect(sha3_224("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "8a24108b154ada21c9fd5574494479ba5c7e7ab76ef264ead0fcce33",
    );
  });

  it("hashes a message longer than one block (144 bytes)", () => {
    expect(sha3_224("a".repeat(200))).toBe("455e0ccfc6010738ed93a793dffd79aff36debbd1a7eb6621bd6c722");
  });

  it("encodes Polish letters as UTF-8", () => {
    expect(sha3_224("zażółć")).toBe("026cfe77b9ba3ad0fdd544d54d64873a3c43ec305a2b8a5b8d1911a2");
  });
});

describe("sha3Json", () => {
  it("hashes the compact JSON", () => {
    expect(sha3Json({ a: 1, b: [2] })).toBe(sha3_224('{"a":1,"b":[2]}'));
  });
});
