import { describe, expect, it } from "vitest";
import { aPaymentDetails, aShippingDetails } from "../test/builders.js";
import {
  CHECKOUT_STORAGE_KEYS,
  checkoutDetailsStorage,
  restoreCheckoutDetails,
  savedCheckoutDetails,
} from "./checkoutDetailsStorage.js";
import { isCheckoutError } from "./checkoutError.js";
import { initialCheckoutState } from "./checkoutState.js";

const personal = {
  firstName: "Anna",
  lastName: "Nowak",
  emailAddress: "anna@example.pl",
  password: "tajne-haslo",
  createAccount: true,
};

describe("savedCheckoutDetails", () => {
  it("writes the three sections under personal-details, shipping-details and payment-details", () => {
    const saved = savedCheckoutDetails({
      personalDetails: personal,
      shippingDetails: aShippingDetails(),
      paymentDetails: aPaymentDetails(),
    });
    expect(Object.keys(saved)).toEqual(Object.values(CHECKOUT_STORAGE_KEYS));
    expect(saved["shipping-details"].city).toBe("Kraków");
    expect(saved["payment-details"].city).toBe("Gdańsk");
  });

  it("never writes the password", () => {
    const saved = savedCheckoutDetails({ ...initialCheckoutState(), personalDetails: personal });
    expect(saved["personal-details"]).toEqual({ ...personal, password: "" });
  });
});

describe("restoreCheckoutDetails", () => {
  it("replaces each section with its truthy saved value", () => {
    const state = initialCheckoutState();
    const next = restoreCheckoutDetails(state, {
      "shipping-details": aShippingDetails(),
      "personal-details": null,
    });
    expect(next.shippingDetails.city).toBe("Kraków");
    expect(next.personalDetails).toBe(state.personalDetails);
    expect(next.paymentDetails).toBe(state.paymentDetails);
  });

  it("round-trips what savedCheckoutDetails wrote", () => {
    const state = {
      ...initialCheckoutState(),
      shippingDetails: aShippingDetails(),
      paymentDetails: aPaymentDetails(),
    };
    const next = restoreCheckoutDetails(initialCheckoutState(), savedCheckoutDetails(state));
    expect(next.shippingDetails).toEqual(state.shippingDetails);
    expect(next.paymentDetails).toEqual(state.paymentDetails);
  });

  it("throws a CheckoutError for a section that is not an object", () => {
    let caught: unknown;
    try {
      restoreCheckoutDetails(initialCheckoutState(), { "payment-details": "oops" });
    } catch (error) {
      caught = error;
    }
    expect(isCheckoutError(caught) && caught.reason).toBe("invalid-saved-details");
  });
});

describe("checkoutDetailsStorage", () => {
  it("restores a section saved with a blank country with the shop's default one", () => {
    const saved = { "shipping-details": aShippingDetails({ country: "", city: "Gdańsk" }) };
    const next = checkoutDetailsStorage.restore(initialCheckoutState({ shippingMethods: [] }), saved, "PL");
    expect(next.shippingDetails.country).toBe("PL");
    expect(next.shippingDetails.city).toBe("Gdańsk");
    expect(next.paymentDetails.country).toBe("PL");
  });

  it("reads and writes the three keys of behaviour.md §10.1", () => {
    expect(Object.values(checkoutDetailsStorage.keys)).toEqual([
      "personal-details",
      "shipping-details",
      "payment-details",
    ]);
  });
});
