import { describe, expect, it } from "vitest";
import { couponOf } from "./cartSelectors.js";
import { planAuthorize } from "./planAuthorize.js";

describe("planAuthorize", () => {
  it("removes the coupon without sync, connects merging quantities, then re-applies the coupon", () => {
    expect(planAuthorize(couponOf({ coupon_code: "LATO10", discount_amount: -26 }))).toEqual([
      { type: "removeCoupon", sync: false },
      { type: "connect", guestCart: false, forceClientState: false, mergeQty: true },
      { type: "applyCoupon", code: "LATO10" },
    ]);
  });

  it("only connects with merged quantities without a coupon", () => {
    expect(planAuthorize(false)).toEqual([
      { type: "connect", guestCart: false, forceClientState: false, mergeQty: true },
    ]);
  });
});
