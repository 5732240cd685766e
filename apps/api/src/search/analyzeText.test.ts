import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze, editDistance, foldText, stem, tokenize } from "./analyzeText.js";

describe("foldText", () => {
  it("folds every Polish diacritic (ą→a, ć→c, ę→e, ł→l, ń→n, ó→o, ś→s, ź→z, ż→z)", () => {
    expect(foldText("ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż")).toBe("acelnoszz acelnoszz");
  });
  it("applies NFKC, so the ligature ﬁ and full-width letters fold too", () => {
    expect(foldText("ﬁTA")).toBe("fita");
  });
});

describe("tokenize", () => {
  it("splits on anything that is not a letter or digit", () => {
    expect(tokenize("Koszula w kratę, rozm. M/L")).toEqual(["koszula", "w", "krate", "rozm", "m", "l"]);
  });
});

describe("stem", () => {
  it("maps sukienka, sukienki, sukienkę and sukienek to one stem", () => {
    const stems = ["sukienka", "sukienki", "sukienkę", "sukienek"].map((w) => stem(foldText(w)));
    expect(new Set(stems)).toEqual(new Set(["sukien"]));
  });
  it("maps żółta, żółty, żółte and żółtej to one stem", () => {
    expect(new Set(["żółta", "żółty", "żółte", "żółtej"].flatMap(analyze))).toEqual(new Set(["zolt"]));
  });
  it("maps spodnie and spodni to one stem", () => {
    expect(analyze("spodnie")).toEqual(analyze("spodni"));
  });
  it("keeps terms with digits whole", () => {
    expect(stem("0193")).toBe("0193");
  });
  it("never makes a stem shorter than 3 characters", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,12}$/), (word) => {
        expect(stem(word).length).toBeGreaterThanOrEqual(3);
      }),
    );
  });
});

describe("editDistance", () => {
  it("counts a transposition as one edit (Damerau)", () => {
    expect(editDistance("sukeinka", "sukienka", 2)).toBe(1);
  });
  it("counts substitutions, insertions and deletions", () => {
    expect(editDistance("bluzka", "bluzki", 2)).toBe(1);
    expect(editDistance("bluzka", "bluza", 2)).toBe(1);
    expect(editDistance("kot", "kota", 2)).toBe(1);
  });
  it("caps at max + 1", () => {
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
  });
  it("is symmetric and zero only for equal strings", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(editDistance(a, b, 2)).toBe(editDistance(b, a, 2));
        expect(editDistance(a, b, 2) === 0).toBe(a === b);
      }),
    );
  });
});
