import { describe, expect, it } from "vitest";
import { isVisibleProduct, VISIBLE_VISIBILITIES } from "./isVisibleProduct.js";

describe("isVisibleProduct", () => {
  it("shows enabled products of visibility 2, 3 and 4, and a missing visibility as 4", () => {
    expect(VISIBLE_VISIBILITIES.map((visibility) => isVisibleProduct({ status: 1, visibility }))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isVisibleProduct({ status: 0 })).toBe(true);
  });

  it("hides a child not visible alone (visibility 1) and a disabled product (status 2)", () => {
    expect(isVisibleProduct({ status: 1, visibility: 1 })).toBe(false);
    expect(isVisibleProduct({ status: 2, visibility: 4 })).toBe(false);
  });
});
