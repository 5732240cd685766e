import { describe, expect, it } from "vitest";
import { textScore } from "./textScore.js";

describe("textScore", () => {
  it("keeps the sum of a product matching every query term", () => {
    expect(textScore(16, 2, 2)).toBe(16);
    expect(textScore(3.5, 1, 1)).toBe(3.5);
  });

  it("weighs a product matching fewer terms by the square of the share it matched", () => {
    expect(textScore(22, 1, 2)).toBe(5.5);
    expect(textScore(16, 3, 4)).toBe(9);
  });

  it("ranks the yellow dress (both terms) above the yellow scarf (one rarer term, higher sum)", () => {
    expect(textScore(16, 2, 2)).toBeGreaterThan(textScore(22, 1, 2));
    // a plain share would not do: 9 (both terms, a long name) against 11
    expect(textScore(9, 2, 2)).toBeGreaterThan(textScore(22, 1, 2));
  });

  it("is 0 without a matched term or a query term", () => {
    expect(textScore(5, 0, 2)).toBe(0);
    expect(textScore(5, 1, 0)).toBe(0);
  });
});
