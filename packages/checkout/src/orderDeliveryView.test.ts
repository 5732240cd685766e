import { describe, expect, it } from "vitest";
import { orderDeliveryView } from "./orderDeliveryView.js";

const anna = {
  firstname: "Anna",
  lastname: "Nowak",
  street: ["Polna", "7"],
  postcode: "00-001",
  city: "Warszawa",
  telephone: "600100200",
};
const shippedTo = (address: Record<string, unknown>) => ({
  shipping_assignments: [{ shipping: { address } }],
});
const store = {
  name: "Salon Outlet Gdańsk",
  street: "ul. Długa",
  house: "5",
  postcode: "80-827",
  city: "Gdańsk",
  country_id: "PL",
  opening_hours: ["pon.–pt. 10:00–20:00", "sob. 10:00–18:00"],
  ready_in: "Napiszemy, gdy zamówienie będzie gotowe do odbioru.",
};

describe("orderDeliveryView", () => {
  it("courier: the method, the full shipping address, and no billing address when it is the same", () => {
    expect(
      orderDeliveryView({
        shipping_description: "Kurier - Dostawa kurierem",
        billing_address: anna,
        extension_attributes: shippedTo(anna),
      }),
    ).toEqual({
      delivery: ["Kurier - Dostawa kurierem"],
      recipientOnly: false,
      storePickup: false,
      invoice: false,
      shipping: ["Anna Nowak", "Polna 7", "00-001 Warszawa", "tel. 600100200"],
      billing: [],
    });
  });

  it("keeps a billing address that differs (a company invoice)", () => {
    const view = orderDeliveryView({
      billing_address: { ...anna, company: "Nowak Moda sp. z o.o.", vat_id: "5260001246" },
      extension_attributes: shippedTo(anna),
    });
    expect(view.billing).toEqual([
      "Anna Nowak",
      "Nowak Moda sp. z o.o.",
      "NIP: 5260001246",
      "Polna 7",
      "00-001 Warszawa",
      "tel. 600100200",
    ]);
    expect(view.invoice).toBe(true);
  });

  it("InPost: the locker after the method, its own name only when it says more", () => {
    expect(
      orderDeliveryView({
        shipping_description: "InPost - Paczkomat InPost",
        inpost_locker: {
          code: "GDA03M",
          name: "Paczkomat GDA03M",
          street: "ul. Grunwaldzka 82",
          postcode: "80-244",
          city: "Gdańsk",
        },
      }).delivery,
    ).toEqual(["InPost - Paczkomat InPost", "Paczkomat GDA03M", "ul. Grunwaldzka 82, 80-244 Gdańsk"]);
    expect(
      orderDeliveryView({
        inpost_locker: { code: "KRA01M", name: "Galeria Krakowska", street: "", postcode: "", city: "" },
      }).delivery,
    ).toEqual(["Paczkomat KRA01M (Galeria Krakowska)"]);
  });

  it("store pickup: the store with its hours, the recipient's name and phone only, no billing copy", () => {
    const atStore = { ...anna, street: ["ul. Długa", "5"], postcode: "80-827", city: "Gdańsk" };
    expect(
      orderDeliveryView({
        shipping_description: "Odbiór osobisty - Odbiór w sklepie w Gdańsku",
        pickup_location: store,
        billing_address: atStore,
        extension_attributes: shippedTo(atStore),
      }),
    ).toEqual({
      delivery: [
        "Odbiór osobisty - Odbiór w sklepie w Gdańsku",
        "Salon Outlet Gdańsk",
        "ul. Długa 5, 80-827 Gdańsk",
        "Godziny otwarcia: pon.–pt. 10:00–20:00, sob. 10:00–18:00",
        "Napiszemy, gdy zamówienie będzie gotowe do odbioru.",
      ],
      recipientOnly: true,
      storePickup: true,
      invoice: false,
      shipping: ["Anna Nowak", "tel. 600100200"],
      billing: [],
    });
  });

  it("InPost: the recipient only, the locker's address said once under the delivery (issue 32)", () => {
    const atLocker = {
      ...anna,
      street: ["ul. Grunwaldzka 82", "GDA03M"],
      postcode: "80-244",
      city: "Gdańsk",
    };
    const view = orderDeliveryView({
      shipping_description: "InPost - Paczkomat InPost",
      inpost_locker: { code: "GDA03M", street: "ul. Grunwaldzka 82", postcode: "80-244", city: "Gdańsk" },
      billing_address: { firstname: "Anna", lastname: "Nowak", telephone: "600100200" },
      extension_attributes: shippedTo(atLocker),
    });
    expect([view.recipientOnly, view.storePickup]).toEqual([true, false]);
    expect(view.shipping).toEqual(["Anna Nowak", "tel. 600100200"]);
    expect(view.billing).toEqual([]);
  });

  it("a pickup's buyer with a contact only (issue 32): no billing lines, not the store's address", () => {
    const atStore = { ...anna, street: ["ul. Długa", "5"], postcode: "80-827", city: "Gdańsk" };
    const view = orderDeliveryView({
      shipping_description: "Odbiór osobisty - Odbiór w sklepie w Gdańsku",
      pickup_location: store,
      billing_address: { firstname: "Anna", lastname: "Nowak", telephone: "600100200", country_id: "PL" },
      extension_attributes: shippedTo(atStore),
    });
    expect(view.billing).toEqual([]);
    expect(view.shipping).toEqual(["Anna Nowak", "tel. 600100200"]);
    // a contact with a company is an invoice's buyer: kept
    expect(
      orderDeliveryView({
        pickup_location: store,
        billing_address: { firstname: "Anna", lastname: "Nowak", company: "Nowak sp. z o.o." },
        extension_attributes: shippedTo(atStore),
      }).billing,
    ).toEqual(["Anna Nowak", "Nowak sp. z o.o."]);
  });

  it("reads nothing it does not understand: a virtual order has no delivery at all", () => {
    expect(
      orderDeliveryView({ billing_address: anna, extension_attributes: { shipping_assignments: [] } }),
    ).toEqual({
      delivery: [],
      recipientOnly: false,
      storePickup: false,
      invoice: false,
      shipping: [],
      billing: ["Anna Nowak", "Polna 7", "00-001 Warszawa", "tel. 600100200"],
    });
    expect(
      orderDeliveryView({ pickup_location: "Gdańsk", inpost_locker: 5, extension_attributes: null }).delivery,
    ).toEqual([]);
  });
});
