import { describe, expect, it } from "vitest";
import { addressInformation, planSyncTotals } from "./planSyncTotals.js";

const data = {
  country: "PL",
  shippingAddress: { firstname: "Anna", city: "Kraków" },
  billingAddress: { firstname: "Anna", countryId: "PL" },
  method_code: null,
  carrier_code: null,
  payment_method: null,
};

describe("planSyncTotals", () => {
  it("pulls methods and fetches cart totals when required and there is no method", () => {
    expect(planSyncTotals({ canSyncTotals: true, totalsSyncRequired: true, methodsData: data })).toEqual({
      pullMethods: true,
      request: { type: "totals" },
    });
  });

  it("sends the shipping information when a method or carrier is chosen", () => {
    const plan = planSyncTotals({
      canSyncTotals: true,
      totalsSyncRequired: true,
      methodsData: { ...data, method_code: "flatrate", carrier_code: "flatrate" },
    });
    expect(plan.request).toEqual({
      type: "shipping-information",
      addressInformation: {
        shippingAddress: { countryId: "PL", firstname: "Anna", city: "Kraków" },
        billingAddress: { firstname: "Anna", countryId: "PL" },
        shippingCarrierCode: "flatrate",
        shippingMethodCode: "flatrate",
      },
    });
  });

  it("does nothing when totals are neither required nor forced", () => {
    expect(planSyncTotals({ canSyncTotals: true, totalsSyncRequired: false, methodsData: data })).toEqual({
      pullMethods: false,
      request: null,
    });
  });

  it("runs when forced even though totals are not required (coupons)", () => {
    expect(
      planSyncTotals({
        canSyncTotals: true,
        totalsSyncRequired: false,
        forceServerSync: true,
        methodsData: data,
      }).request,
    ).toEqual({ type: "totals" });
  });

  it("pulls methods but sends no totals request when totals cannot sync", () => {
    expect(planSyncTotals({ canSyncTotals: false, totalsSyncRequired: true, methodsData: data })).toEqual({
      pullMethods: true,
      request: null,
    });
  });

  it("needs a default country and logs the spec's message without one", () => {
    expect(
      planSyncTotals({
        canSyncTotals: true,
        totalsSyncRequired: true,
        methodsData: { ...data, country: "" },
      }),
    ).toEqual({
      pullMethods: true,
      request: null,
      log: "Please do set the tax.defaultCountry in order to calculate totals",
    });
  });
});

describe("addressInformation", () => {
  it("leaves out falsy carrier and method codes", () => {
    expect(addressInformation({ country: "PL", carrier_code: "", method_code: null })).toEqual({
      shippingAddress: { countryId: "PL" },
      billingAddress: {},
    });
  });
});
