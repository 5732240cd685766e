import { describe, expect, it } from "vitest";
import { applyCouponOutcome, planApplyCoupon, planRemoveCoupon, removeCouponOutcome } from "./planCoupon.js";

const FORCED = [{ type: "syncTotals", forceServerSync: true }, { type: "saveHash" }];

describe("planApplyCoupon", () => {
  it("applies a non-blank code as a silent call with the code URL-encoded", () => {
    expect(planApplyCoupon("LATO 10&x", { canSyncTotals: true })).toEqual({
      run: true,
      query: { coupon: "LATO%2010%26x" },
      silent: true,
    });
  });

  it("does nothing for a blank code or when totals cannot sync", () => {
    expect(planApplyCoupon("  ", { canSyncTotals: true })).toEqual({ run: false });
    expect(planApplyCoupon(undefined, { canSyncTotals: true })).toEqual({ run: false });
    expect(planApplyCoupon("LATO10", { canSyncTotals: false })).toEqual({ run: false });
  });
});

describe("applyCouponOutcome", () => {
  it("forces a totals sync then saves the hash on a truthy result", () => {
    expect(applyCouponOutcome({ code: 200, result: true })).toEqual({
      ok: true,
      result: true,
      commands: FORCED,
    });
  });

  it("refuses with the incorrect-coupon error at the field, and no notification, otherwise", () => {
    const outcome = applyCouponOutcome({ code: 400, result: { message: "Nieprawidłowy kod." } });
    expect(outcome).toEqual({
      ok: false,
      result: { message: "Nieprawidłowy kod." },
      commands: [],
      fieldError: "You've entered an incorrect coupon code. Please try again.",
    });
  });

  it("says a used code was already used (coupon_used, after-sales-and-law.md §7)", () => {
    const outcome = applyCouponOutcome({ code: 400, result: "x" }, "coupon_used");
    expect(outcome.fieldError).toBe("This coupon code has already been used.");
    expect(outcome.notification).toBeUndefined();
    expect(applyCouponOutcome({ code: 400, result: "x" }, "coupon_invalid").fieldError).toBe(
      "You've entered an incorrect coupon code. Please try again.",
    );
  });

  it("shows the error for a falsy 200 result", () => {
    expect(applyCouponOutcome({ code: 200, result: false }).ok).toBe(false);
  });
});

describe("planRemoveCoupon / removeCouponOutcome", () => {
  it("calls delete-coupon only when totals can sync", () => {
    expect(planRemoveCoupon({ canSyncTotals: true })).toEqual({ run: true });
    expect(planRemoveCoupon({ canSyncTotals: false })).toEqual({ run: false });
  });

  it("forces a totals sync then saves the hash by default", () => {
    expect(removeCouponOutcome({ code: 200, result: true })).toEqual({
      ok: true,
      result: true,
      commands: FORCED,
    });
  });

  it("skips the totals sync with sync: false", () => {
    expect(removeCouponOutcome({ code: 200, result: true }, { sync: false }).commands).toEqual([]);
  });

  it("returns the result even when it failed (decision)", () => {
    expect(removeCouponOutcome({ code: 500, result: "err" })).toEqual({
      ok: false,
      result: "err",
      commands: [],
    });
  });
});
