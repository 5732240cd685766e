import { describe, expect, it } from "vitest";
import { createTextIndex, type IndexableProduct } from "./createTextIndex.js";

const p = (id: number, name: string, extra: Partial<IndexableProduct> = {}): IndexableProduct => ({
  id,
  sku: `SKU-${String(id).padStart(4, "0")}`,
  name,
  categoryNames: [],
  flagNames: [],
  childSkus: [],
  ...extra,
});

const index = createTextIndex([
  p(1, "Sukienka lniana", { categoryNames: ["Sukienki"] }),
  p(2, "Sukienka midi w kwiaty"),
  p(3, "Żółta bluzka z falbaną"),
  p(4, "Koszula w kratę", { childSkus: ["SKU-0004-CZA-M", "SKU-0004-CZA-L"] }),
  p(5, "Spodnie lniane", { flagNames: ["Nowości"] }),
  p(6, "Sweter z wełną merino"),
]);

describe("createTextIndex", () => {
  it("finds every inflected form of sukienka", () => {
    for (const q of ["sukienka", "sukienki", "sukienkę", "sukienek"]) {
      expect([...index.search(q).keys()].sort()).toEqual([1, 2]);
    }
  });
  it("finds żółta through zolta", () => {
    expect([...index.search("zolta").keys()]).toEqual([3]);
  });
  it("tolerates up to two edits", () => {
    expect(index.search("sukeinka").has(1)).toBe(true);
    expect(index.search("koszla").has(4)).toBe(true);
  });
  it("requires the first two characters to match exactly", () => {
    expect(index.search("osszula").has(4)).toBe(false);
  });
  it("ranks an exact term above a fuzzy one", () => {
    const exact = index.search("lniana").get(1) ?? 0;
    const fuzzy = index.search("lnuana").get(1) ?? 0;
    expect(exact).toBeGreaterThan(fuzzy);
    expect(fuzzy).toBeGreaterThan(0);
  });
  it("needs at least 75 % of the terms (2 of 3) to match", () => {
    expect(index.search("sukienka lniana xyzqw").has(1)).toBe(true);
    expect(index.search("sukienka xyzqw vbnmq").has(1)).toBe(false);
  });
  it("weights the name above the category and the flag", () => {
    expect(index.search("nowosci").has(5)).toBe(true);
    expect(index.search("sukienki").get(1) ?? 0).toBeGreaterThan(index.search("sukienki").get(2) ?? 0);
  });
  it("ranks an exact sku first, case-insensitively, also for a child sku", () => {
    const hits = [...index.search("sku-0004-cza-m").entries()].sort((a, b) => b[1] - a[1]);
    expect(hits[0]?.[0]).toBe(4);
    expect(index.search("SKU-0006").get(6) ?? 0).toBeGreaterThan(1000);
  });
  it("returns nothing for an unknown word", () => {
    expect(index.search("xyzzy").size).toBe(0);
  });
});
