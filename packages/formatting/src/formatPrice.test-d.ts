import { describe, expectTypeOf, it } from "vitest";
import { formatDate } from "./formatDate";
import { formatPrice } from "./formatPrice";

describe("formatPrice types", () => {
  it("keeps the storefront's call shape: number | string in, string out", () => {
    expectTypeOf(formatPrice(1 as number | string)).toEqualTypeOf<string>();
  });

  it("returns the input type or a string for anything else", () => {
    expectTypeOf(formatPrice(null)).toEqualTypeOf<string | null>();
    expectTypeOf(formatDate(new Date(0))).toEqualTypeOf<string>();
  });
});
