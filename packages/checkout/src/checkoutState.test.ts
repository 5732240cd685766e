import { describe, expect, it } from "vitest";
import { aPaymentDetails, aShippingDetails } from "../test/builders.js";
import {
  initialCheckoutState,
  isUserInCheckout,
  orderDataForTotals,
  personalDetailsFromProfile,
  shippingDetailsWithCountry,
  withDefaultCountries,
} from "./checkoutState.js";

describe("initialCheckoutState", () => {
  it("puts the configured default country in both address sections, and none without one", () => {
    expect(initialCheckoutState().shippingDetails.country).toBe("PL");
    expect(initialCheckoutState({ shippingMethods: [], defaultCountry: "DE" }).paymentDetails.country).toBe(
      "DE",
    );
    expect(initialCheckoutState({ shippingMethods: [] }).shippingDetails.country).toBe("");
  });

  it("starts with empty strings, createAccount false, region_id 0 and the configured shipping methods", () => {
    const state = initialCheckoutState();
    expect(state.personalDetails).toEqual({
      firstName: "",
      lastName: "",
      emailAddress: "",
      password: "",
      createAccount: false,
    });
    expect(state.shippingDetails.region_id).toBe(0);
    expect(state.paymentDetails.paymentMethodAdditional).toEqual({});
    expect(state.shippingMethods).toEqual([
      {
        method_title: "Kurier",
        method_code: "flatrate",
        carrier_code: "flatrate",
        amount: 4,
        price_incl_tax: 5,
        default: true,
        offline: true,
      },
    ]);
    expect(state.paymentMethods).toEqual([]);
    expect(state.isThankYouPage).toBe(false);
    expect(state.modifiedAt).toBe(0);
  });
});

describe("shippingDetailsWithCountry", () => {
  it("falls back to the tax country PL when the country is blank", () => {
    expect(shippingDetailsWithCountry(aShippingDetails({ country: "" })).country).toBe("PL");
  });

  it("keeps a chosen country", () => {
    expect(shippingDetailsWithCountry(aShippingDetails({ country: "DE" })).country).toBe("DE");
  });
});

describe("orderDataForTotals", () => {
  const base = {
    shippingDetails: aShippingDetails({ country: "" }),
    paymentDetails: aPaymentDetails(),
    shippingMethods: [
      { method_code: "flatrate", carrier_code: "flatrate", default: true, offline: true },
      { method_code: "dpd", carrier_code: "dpd" },
    ],
    paymentMethods: [{ code: "przelewy24" }, { code: "payu", default: true }],
  };

  it("uses the tax country, the first online shipping method and the default payment", () => {
    expect(orderDataForTotals(base)).toEqual({
      country: "PL",
      shippingAddress: {
        firstname: "Anna",
        lastname: "Nowak",
        city: "Kraków",
        postcode: "31-042",
        street: ["Rynek Główny 1"],
      },
      billingAddress: {
        firstname: "Anna",
        lastname: "Nowak",
        city: "Gdańsk",
        postcode: "80-827",
        street: ["Długa 5"],
        countryId: "PL",
      },
      method_code: "dpd",
      carrier_code: "dpd",
      payment_method: "payu",
    });
  });

  it("gives null codes when no method fits", () => {
    const data = orderDataForTotals({
      ...base,
      shippingMethods: [base.shippingMethods[0] ?? { method_code: "", carrier_code: "" }],
      paymentMethods: [],
    });
    expect(data.method_code).toBeNull();
    expect(data.carrier_code).toBeNull();
    expect(data.payment_method).toBeNull();
  });
});

describe("isUserInCheckout", () => {
  const mounted = 1_700_000_000_000;

  it("holds up to and including 30 minutes after the last modification", () => {
    expect(isUserInCheckout(mounted, mounted + 1_800_000)).toBe(true);
  });

  it("ends one millisecond later", () => {
    expect(isUserInCheckout(mounted, mounted + 1_800_001)).toBe(false);
  });

  it("is false once the checkout was left (modifiedAt 0)", () => {
    expect(isUserInCheckout(0, 1000)).toBe(false);
  });
});

describe("personalDetailsFromProfile", () => {
  it("takes first name, last name and e-mail from the profile after login", () => {
    expect(
      personalDetailsFromProfile({ firstname: "Anna", lastname: "Nowak", email: "anna@example.pl" }),
    ).toEqual({
      firstName: "Anna",
      lastName: "Nowak",
      emailAddress: "anna@example.pl",
      password: "",
      createAccount: false,
    });
  });
});

describe("withDefaultCountries", () => {
  it("sets the blank country of both address sections to PL and keeps a chosen one", () => {
    const state = initialCheckoutState();
    const next = withDefaultCountries({
      ...state,
      paymentDetails: { ...state.paymentDetails, country: "DE" },
    });
    expect(next.shippingDetails.country).toBe("PL");
    expect(next.paymentDetails.country).toBe("DE");
    expect(next.shippingDetails.city).toBe("");
  });
});
