import { describe, expect, it } from "vitest";
import { orderAddressLines } from "./orderAddressLines.js";

describe("orderAddressLines", () => {
  it("prints name, company, the street with its number, postcode with city and the phone, in that order", () => {
    expect(
      orderAddressLines({
        firstname: "Anna",
        lastname: "Nowak",
        company: "Nowak Sp. z o.o.",
        street: ["Długa 5", "m. 2"],
        postcode: "80-827",
        city: "Gdańsk",
        telephone: "+48 600 100 200",
      }),
    ).toEqual(["Anna Nowak", "Nowak Sp. z o.o.", "Długa 5 m. 2", "80-827 Gdańsk", "tel. +48 600 100 200"]);
    // the checkout's street and house number make one line, as a Polish address is written (issue 32)
    expect(orderAddressLines({ street: ["Piękna", "12/4"], postcode: "00-549", city: "Warszawa" })).toEqual([
      "Piękna 12/4",
      "00-549 Warszawa",
    ]);
  });

  it("leaves out what is empty or not text: no company, no phone, a blank street line", () => {
    expect(
      orderAddressLines({
        firstname: "Jan",
        lastname: "",
        street: ["Polna 1", "", 7],
        postcode: "00-001",
        city: "Warszawa",
      }),
    ).toEqual(["Jan", "Polna 1", "00-001 Warszawa"]);
  });

  it("prints nothing for a missing address (a virtual order has no shipping address)", () => {
    expect(orderAddressLines(null)).toEqual([]);
    expect(orderAddressLines(undefined)).toEqual([]);
  });
});
