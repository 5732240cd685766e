import { describe, expect, it } from "vitest";
import { addressBookWith, addressFormErrors } from "./addressBook";

const values = {
  firstname: "Anna",
  lastname: "Nowak",
  street: "Długa",
  house: "5",
  postcode: "80-827",
  city: "Gdańsk",
  telephone: "",
};

describe("addressBookWith", () => {
  it("adds a new default address last and clears the other default", () => {
    const book = addressBookWith(
      [{ id: 1, city: "Kraków", default_shipping: true }],
      undefined,
      values,
      true,
    );
    expect(book).toEqual([
      { id: 1, city: "Kraków", default_shipping: false },
      {
        firstname: "Anna",
        lastname: "Nowak",
        street: ["Długa", "5"],
        postcode: "80-827",
        city: "Gdańsk",
        country_id: "PL",
        telephone: "",
        default_shipping: true,
      },
    ]);
  });

  it("edits an address in place of the old one and keeps its id; the only address is the default", () => {
    const existing = { id: 7, city: "Sopot", default_shipping: false };
    const [edited, ...rest] = addressBookWith([existing], existing, values, false);
    expect(rest).toEqual([]);
    expect(edited).toMatchObject({ id: 7, city: "Gdańsk", street: ["Długa", "5"], default_shipping: true });
  });
});

describe("addressFormErrors", () => {
  it("requires the names, street, house, postcode and city; the phone only when given", () => {
    const errors = addressFormErrors({ ...values, firstname: "", postcode: "80827", telephone: "" });
    expect(errors.firstname).not.toBeNull();
    expect(errors.postcode).not.toBeNull();
    expect(errors.city).toBeNull();
    expect(errors.telephone).toBeNull();
    expect(addressFormErrors(values)).toEqual({
      firstname: null,
      lastname: null,
      street: null,
      house: null,
      postcode: null,
      city: null,
      telephone: null,
    });
  });
});
