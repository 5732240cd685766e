import { describe, expect, it } from "vitest";
import { discountPercent, largestDiscountPercent } from "./discountPercent";

describe("discountPercent", () => {
  it("gives -60 % for Płaszcz oversize Szymon, 419,99 → 167,99 zł (issue 32)", () => {
    expect(discountPercent(41_999, 16_799)).toBe(60);
  });

  it("rounds down, so the promise never exceeds the reduction", () => {
    expect(discountPercent(10_000, 4_030)).toBe(59);
    expect(discountPercent(10_000, 4_000)).toBe(60);
  });

  it("is 0 without a reduction or a regular price", () => {
    expect(discountPercent(10_000, 10_000)).toBe(0);
    expect(discountPercent(10_000, 12_000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe("largestDiscountPercent", () => {
  it("takes the largest reduction", () => {
    expect(
      largestDiscountPercent([
        { regularGrosze: 19_999, specialGrosze: 14_999 },
        { regularGrosze: 41_999, specialGrosze: 16_799 },
      ]),
    ).toBe(60);
  });

  it("is null when nothing is reduced", () => {
    expect(largestDiscountPercent([{ regularGrosze: 9_999, specialGrosze: 9_999 }])).toBeNull();
    expect(largestDiscountPercent([])).toBeNull();
  });
});
