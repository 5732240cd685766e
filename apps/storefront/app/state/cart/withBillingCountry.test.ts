import { describe, expect, it } from "vitest";
import { shippingMethodsAddress, withBillingCountry } from "./withBillingCountry";

describe("withBillingCountry", () => {
  it("drops blank fields and lines, keeps the methods, gives the billing address the shipping country", () => {
    expect(
      withBillingCountry({
        shippingAddress: {
          countryId: "PL",
          firstname: "Anna",
          city: "",
          street: ["Długa 5", ""],
          region_id: 0,
        },
        billingAddress: { firstname: "", street: ["", ""] },
        shippingCarrierCode: "flatrate",
        shippingMethodCode: "flatrate",
      }),
    ).toEqual({
      shippingAddress: { countryId: "PL", firstname: "Anna", street: ["Długa 5"] },
      billingAddress: { countryId: "PL" },
      shippingCarrierCode: "flatrate",
      shippingMethodCode: "flatrate",
    });
  });

  it("keeps a billing country of its own, written either way", () => {
    const body = withBillingCountry({
      shippingAddress: { countryId: "PL" },
      billingAddress: { country_id: "DE" },
    });
    expect(body.billingAddress).toEqual({ countryId: "DE" });
    expect(withBillingCountry({ shippingAddress: { countryId: "PL" } })).not.toHaveProperty(
      "shippingCarrierCode",
    );
  });
});

describe("shippingMethodsAddress", () => {
  it("sends the country and only the fields typed so far", () => {
    expect(
      shippingMethodsAddress({
        country_id: "PL",
        region: "",
        region_id: 0,
        region_code: "",
        street: ["", ""],
        postcode: "80-827",
        city: "",
      }),
    ).toEqual({ country_id: "PL", postcode: "80-827" });
  });
});
