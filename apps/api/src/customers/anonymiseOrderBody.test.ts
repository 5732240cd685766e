import { describe, expect, it } from "vitest";
import { anonymiseOrderBody, erasedEmail } from "./anonymiseOrderBody.js";

const order = {
  increment_id: "000000012",
  customer_email: "anna@example.pl",
  grand_total: 199.99,
  comments: "Proszę dzwonić: 600 100 200",
  billing_address: {
    firstname: "Anna",
    lastname: "Nowak",
    company: "Nowak sp. z o.o.",
    vat_id: "5260250274",
    street: ["Długa 5", "m. 2"],
    city: "Gdańsk",
    postcode: "80-827",
    country_id: "PL",
    telephone: "+48 600 100 200",
    email: "anna@example.pl",
  },
  extension_attributes: {
    shipping_assignments: [
      {
        shipping: {
          method: "flatrate_flatrate",
          address: { firstname: "Anna", street: ["Krótka 1"], city: "Sopot", telephone: "+48 600 100 200" },
        },
      },
    ],
  },
};

describe("anonymiseOrderBody", () => {
  it("keeps the invoice data and the totals, drops the e-mail, telephone, comments and shipping address", () => {
    const out = anonymiseOrderBody(order, 7);
    expect(out.customer_email).toBe("usuniety-7@anonim.invalid");
    expect(out.grand_total).toBe(199.99);
    expect(out.increment_id).toBe("000000012");
    expect(out).not.toHaveProperty("comments");
    expect(out.billing_address).toEqual({
      firstname: "Anna",
      lastname: "Nowak",
      company: "Nowak sp. z o.o.",
      vat_id: "5260250274",
      street: ["Długa 5", "m. 2"],
      city: "Gdańsk",
      postcode: "80-827",
      country_id: "PL",
      email: "usuniety-7@anonim.invalid",
    });
    expect(out.extension_attributes).toEqual({
      shipping_assignments: [
        {
          shipping: {
            method: "flatrate_flatrate",
            address: {
              firstname: "Dane usunięte",
              lastname: "",
              street: [],
              city: "",
              postcode: "",
              email: "usuniety-7@anonim.invalid",
            },
          },
        },
      ],
    });
    expect(JSON.stringify(out)).not.toMatch(/600 100 200|anna@example|Krótka|Sopot/);
  });

  it("leaves a document without addresses as it was, but for the e-mail", () => {
    expect(anonymiseOrderBody({ customer_email: "x@y.pl", status: "paid" }, 3)).toEqual({
      customer_email: erasedEmail(3),
      status: "paid",
    });
  });
});
