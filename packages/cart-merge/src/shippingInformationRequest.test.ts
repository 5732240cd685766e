import { describe, expect, it } from "vitest";
import {
  shippingInformationAddress,
  shippingInformationRequest,
  shippingMethodsAddress,
} from "./shippingInformationRequest.js";

describe("shippingInformationRequest", () => {
  it("drops blank fields and lines, keeps the codes, gives the billing address the shipping country", () => {
    expect(
      shippingInformationRequest({
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
    const body = shippingInformationRequest({
      shippingAddress: { countryId: "PL" },
      billingAddress: { country_id: "DE" },
    });
    expect(body.billingAddress).toEqual({ countryId: "DE" });
  });

  it("sends a billing address even when none was given", () => {
    expect(shippingInformationRequest({ shippingAddress: { country_id: "CZ" } })).toEqual({
      shippingAddress: { countryId: "CZ" },
      billingAddress: { countryId: "CZ" },
    });
  });

  it("leaves out empty carrier and method codes", () => {
    const body = shippingInformationRequest({
      shippingAddress: { countryId: "PL" },
      shippingCarrierCode: "",
      shippingMethodCode: "",
    });
    expect(body).not.toHaveProperty("shippingCarrierCode");
    expect(body).not.toHaveProperty("shippingMethodCode");
  });
});

describe("shippingInformationAddress", () => {
  it("prefers countryId over country_id and both over the fallback", () => {
    expect(shippingInformationAddress({ countryId: "PL", country_id: "DE" }, "CZ").countryId).toBe("PL");
    expect(shippingInformationAddress({ countryId: " ", country_id: "DE" }, "CZ").countryId).toBe("DE");
    expect(shippingInformationAddress({}, "CZ").countryId).toBe("CZ");
  });

  it("keeps the text as typed and ignores fields the API does not read", () => {
    expect(
      shippingInformationAddress(
        { telephone: "601 234 567", vat_id: "5260250274", region_id: 12, street: "Długa 5" },
        "PL",
      ),
    ).toEqual({ countryId: "PL", telephone: "601 234 567", vat_id: "5260250274" });
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

  it("keeps a region, its id and code, the filled street lines and the city", () => {
    expect(
      shippingMethodsAddress({
        country_id: "PL",
        region: "pomorskie",
        region_id: 11,
        region_code: "PM",
        street: ["Długa 5", " "],
        city: "Gdańsk",
      }),
    ).toEqual({
      country_id: "PL",
      region: "pomorskie",
      region_id: 11,
      region_code: "PM",
      street: ["Długa 5"],
      city: "Gdańsk",
    });
  });
});
