import { describe, expect, it } from "vitest";
import { isValidNip, nipCheckDigit, normalizeNip } from "./nip.js";

describe("isValidNip", () => {
  it("accepts a NIP whose 10th digit is the weighted checksum", () => {
    // 5·6 + 2·5 + 6·7 + 0·2 + 0·3 + 0·4 + 1·5 + 2·6 + 4·7 = 127; 127 mod 11 = 6
    expect(isValidNip("5260001246")).toBe(true);
  });

  it("rejects a wrong check digit", () => {
    expect(isValidNip("5260001247")).toBe(false);
  });

  it("accepts dashes, spaces and a PL prefix", () => {
    expect(isValidNip("526-000-12-46")).toBe(true);
    expect(isValidNip("PL 526 000 12 46")).toBe(true);
    expect(isValidNip("pl5260001246")).toBe(true);
  });

  it("rejects anything but 10 digits", () => {
    expect(isValidNip("526000124")).toBe(false);
    expect(isValidNip("52600012460")).toBe(false);
    expect(isValidNip("52600O1246")).toBe(false);
    expect(isValidNip("")).toBe(false);
  });

  it("has no check digit when the weighted sum mod 11 is 10", () => {
    // 9·6 = 54; 54 mod 11 = 10
    expect(nipCheckDigit("900000000")).toBeNull();
    expect(isValidNip("9000000000")).toBe(false);
  });

  it("computes the check digit of nine digits", () => {
    // 1·6 + 4·7 = 34; 34 mod 11 = 1
    expect(nipCheckDigit("100000004")).toBe(1);
  });
});

describe("normalizeNip", () => {
  it("strips spaces, dashes and the PL prefix", () => {
    expect(normalizeNip("PL 526-000-12-46")).toBe("5260001246");
  });
});
