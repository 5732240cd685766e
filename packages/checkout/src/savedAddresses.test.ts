import { describe, expect, it } from "vitest";
import { initialCheckoutState } from "./checkoutState.js";
import { isShippingAddressEmpty, savedAddressChoices, shippingDetailsFromAddress } from "./savedAddresses.js";

const customer = {
  firstname: "Anna",
  lastname: "Nowak",
  addresses: [
    {
      id: 32,
      firstname: "Anna",
      lastname: "Nowak",
      street: ["Półwiejska 7", ""],
      postcode: "61-888",
      city: "Poznań",
      country_id: "PL",
    },
    {
      id: 31,
      firstname: "Anna",
      lastname: "Nowak",
      street: ["Floriańska 12", "m. 4"],
      postcode: "31-019",
      city: "Kraków",
      country_id: "PL",
      telephone: "+48 601 202 303",
      default_shipping: true,
    },
    {
      id: 33,
      company: "Nowak Moda sp. z o.o.",
      vat_id: "5260001246",
      street: ["Długa", "5"],
      postcode: "80-827",
      city: "Gdańsk",
      country_id: "PL",
    },
  ],
};

describe("savedAddressChoices", () => {
  it("offers the default first, then the other delivery addresses, never the invoice address", () => {
    expect(savedAddressChoices(customer).map((c) => [c.id, c.label, c.isDefault])).toEqual([
      ["31", "Floriańska 12 m. 4, 31-019 Kraków", true],
      ["32", "Półwiejska 7, 61-888 Poznań", false],
    ]);
  });
});

describe("shippingDetailsFromAddress", () => {
  it("fills every address field and keeps the shipping method", () => {
    const details = { ...initialCheckoutState().shippingDetails, shippingMethod: "paczkomat" };
    const filled = shippingDetailsFromAddress(details, customer.addresses[1] ?? {});
    expect(filled).toMatchObject({
      firstName: "Anna",
      streetAddress: "Floriańska 12",
      apartmentNumber: "m. 4",
      zipCode: "31-019",
      city: "Kraków",
      country: "PL",
      phoneNumber: "+48 601 202 303",
      shippingMethod: "paczkomat",
    });
    expect(isShippingAddressEmpty(filled)).toBe(false);
    expect(isShippingAddressEmpty(details)).toBe(true);
  });
});
