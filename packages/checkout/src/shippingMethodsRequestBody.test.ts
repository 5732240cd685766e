import { describe, expect, it } from "vitest";
import { aShippingDetails } from "../test/builders.js";
import { shippingMethodsRequestBody } from "./shippingMethodsRequestBody.js";

describe("shippingMethodsRequestBody", () => {
  it("sends region, region_id, country, both street lines, postcode, city and region_code", () => {
    expect(shippingMethodsRequestBody(aShippingDetails({ state: "małopolskie" }))).toEqual({
      address: {
        region: "małopolskie",
        region_id: 0,
        country_id: "PL",
        street: ["Rynek Główny 1", "m. 4"],
        postcode: "31-042",
        city: "Kraków",
        region_code: "",
      },
    });
  });

  it("falls back to the tax country when the country is blank", () => {
    expect(shippingMethodsRequestBody(aShippingDetails({ country: "" })).address.country_id).toBe("PL");
  });

  it("leaves out a postcode the API would refuse, so the methods still come (issue 32)", () => {
    expect(shippingMethodsRequestBody(aShippingDetails({ zipCode: "80-82" })).address.postcode).toBe("");
    expect(shippingMethodsRequestBody(aShippingDetails({ zipCode: "80–827" })).address.postcode).toBe(
      "80-827",
    );
  });
});
