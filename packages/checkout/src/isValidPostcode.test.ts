import { describe, expect, it } from "vitest";
import { formatPostcode, isValidPostcode, requestPostcode } from "./isValidPostcode.js";

describe("isValidPostcode", () => {
  it("accepts NN-NNN in Poland", () => {
    expect(isValidPostcode("31-042", "PL")).toBe(true);
    expect(isValidPostcode("80-827")).toBe(true);
  });

  it("rejects other Polish forms", () => {
    expect(isValidPostcode("31042", "PL")).toBe(false);
    expect(isValidPostcode("3-1042", "PL")).toBe(false);
    expect(isValidPostcode("31-04", "PL")).toBe(false);
    expect(isValidPostcode("31-042 ", "PL")).toBe(false);
  });

  it("accepts 2–10 letters, digits, spaces or dashes elsewhere", () => {
    expect(isValidPostcode("10115", "DE")).toBe(true);
    expect(isValidPostcode("SW1A 1AA", "GB")).toBe(true);
    expect(isValidPostcode("1", "DE")).toBe(false);
    expect(isValidPostcode("12345678901", "DE")).toBe(false);
  });
});

describe("formatPostcode (issue 12)", () => {
  it("adds the dash to five Polish digits and leaves the rest", () => {
    expect(formatPostcode("80123", "PL")).toBe("80-123");
    expect(formatPostcode(" 80 123 ", "PL")).toBe("80-123");
    expect(formatPostcode("80-123", "PL")).toBe("80-123");
    expect(formatPostcode("8012", "PL")).toBe("8012");
    expect(formatPostcode("10115", "DE")).toBe("10115");
  });
});

describe("formatPostcode (issue 32)", () => {
  it("gives spaced and typographic dashes the plain dash, like '80 827'", () => {
    expect(formatPostcode("80 - 827", "PL")).toBe("80-827");
    expect(formatPostcode("80–827", "PL")).toBe("80-827");
    expect(formatPostcode("80 — 827", "PL")).toBe("80-827");
    expect(formatPostcode("80 827", "PL")).toBe("80-827");
    expect(isValidPostcode(formatPostcode("80 - 827", "PL"), "PL")).toBe(true);
  });

  it("leaves two dashes, letters and other countries alone", () => {
    expect(formatPostcode("80--827", "PL")).toBe("80--827");
    expect(formatPostcode("8O-827", "PL")).toBe("8O-827");
    expect(formatPostcode("80–827", "DE")).toBe("80–827");
  });
});

describe("requestPostcode (issue 32)", () => {
  it("carries a valid postcode normalised and leaves an invalid one out", () => {
    expect(requestPostcode("80 – 827", "PL")).toBe("80-827");
    expect(requestPostcode("80-82", "PL")).toBe("");
    expect(requestPostcode("", "PL")).toBe("");
    expect(requestPostcode("SW1A 1AA", "GB")).toBe("SW1A 1AA");
  });
});
