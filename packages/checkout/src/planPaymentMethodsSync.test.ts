import { describe, expect, it } from "vitest";
import { aPaymentDetails, aShippingDetails } from "../test/builders.js";
import { orderDataForTotals } from "./checkoutState.js";
import { paymentMethodsFromShippingInformation, planPaymentMethodsSync } from "./planPaymentMethodsSync.js";

const data = orderDataForTotals({
  shippingDetails: aShippingDetails(),
  paymentDetails: aPaymentDetails(),
  shippingMethods: [{ method_code: "dpd", carrier_code: "dpd" }],
  paymentMethods: [],
});

describe("planPaymentMethodsSync", () => {
  it("posts shipping-information with camelCase keys and the method codes when the payment country is set", () => {
    const plan = planPaymentMethodsSync(data, "PL");
    expect(plan).toEqual({
      call: "shipping-information",
      body: {
        addressInformation: {
          shippingAddress: { ...data.shippingAddress, countryId: "PL" },
          billingAddress: data.billingAddress,
          shippingCarrierCode: "dpd",
          shippingMethodCode: "dpd",
        },
      },
    });
  });

  it("omits the codes when no online method is known", () => {
    const plan = planPaymentMethodsSync({ ...data, method_code: null, carrier_code: null }, "PL");
    expect(plan.call === "shipping-information" && plan.body.addressInformation).not.toHaveProperty(
      "shippingMethodCode",
    );
  });

  it("asks GET cart/payment-methods without a payment country", () => {
    expect(planPaymentMethodsSync(data, "")).toEqual({ call: "payment-methods" });
  });
});

describe("paymentMethodsFromShippingInformation", () => {
  it("reads result.payment_methods, null when empty or missing", () => {
    expect(paymentMethodsFromShippingInformation({ payment_methods: [{ code: "payu" }] })).toEqual([
      { code: "payu" },
    ]);
    expect(paymentMethodsFromShippingInformation({ payment_methods: [] })).toBeNull();
    expect(paymentMethodsFromShippingInformation(null)).toBeNull();
  });
});
