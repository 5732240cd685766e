import { describe, expect, it } from "vitest";
import { withoutQueryParam } from "./withoutQueryParam.js";

describe("withoutQueryParam", () => {
  it("drops token= in header mode and keeps the other parameters in order", () => {
    expect(withoutQueryParam("/api/cart/apply-coupon?token=&cartId=aZ3&coupon=LATO10", "token")).toBe(
      "/api/cart/apply-coupon?cartId=aZ3&coupon=LATO10",
    );
  });

  it("drops the question mark when nothing is left", () => {
    expect(withoutQueryParam("/api/user/me?token=abc", "token")).toBe("/api/user/me");
  });

  it("does not touch a parameter whose name only starts the same", () => {
    expect(withoutQueryParam("/x?tokenType=a&token=b", "token")).toBe("/x?tokenType=a");
  });
});
