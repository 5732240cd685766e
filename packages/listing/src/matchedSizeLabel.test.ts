import { describe, expect, it } from "vitest";
import { matchedSizeLabel } from "./matchedSizeLabel.js";

describe("matchedSizeLabel", () => {
  it("finds the size a query word names, whatever its case", () => {
    expect(matchedSizeLabel(["sukienka", "czerwona", "m"], ["S", "M", "L"])).toBe("M");
    expect(matchedSizeLabel(["spodnie", "Xl"], ["L", "XL", "XXL"])).toBe("XL");
    expect(matchedSizeLabel(["jeansy", "38"], ["36", "38", "40"])).toBe("38");
  });

  it("compares whole labels only: no prefix, no edits", () => {
    expect(matchedSizeLabel(["mm"], ["M"])).toBeUndefined();
    expect(matchedSizeLabel(["388"], ["38"])).toBeUndefined();
    expect(matchedSizeLabel(["x"], ["XL"])).toBeUndefined();
  });

  it("returns the first of the product's labels when the query names several", () => {
    expect(matchedSizeLabel(["l", "s"], ["S", "M", "L"])).toBe("S");
  });

  it("ignores empty labels", () => {
    expect(matchedSizeLabel([""], ["", " "])).toBeUndefined();
  });
});
