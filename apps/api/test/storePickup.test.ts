import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  orderBody,
  orderKey,
  orderPlacer,
  outboxMails,
  type Picks,
  pickProducts,
  startShop,
  storedOrderBody,
} from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer } from "./startServer.js";

let api: RunningServer;
let picks: Picks;
let place: ReturnType<typeof orderPlacer>;
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV });
  picks = await pickProducts(api);
  place = orderPlacer(api, "198.18.9.");
}, 60_000);
afterAll(() => api.stop());

const STORE = {
  name: "Salon Outlet Gdańsk",
  street: "ul. Długa",
  house: "5",
  postcode: "80-827",
  city: "Gdańsk",
  country_id: "PL",
};

const storedOrder = (number: string) => storedOrderBody(api, number);
const mailOf = (number: string) => outboxMails(api).find((entry) => entry.data?.order_number === number);

describe("store pickup (issue 12)", () => {
  it("offers the pickup method with the store's address, opening hours and when the order is ready", async () => {
    const cartId = (await call(api, "POST", "/api/cart/create")).body.result;
    const res = await call(api, "POST", `/api/cart/shipping-methods?cartId=${cartId}`, {
      body: { address: { country_id: "PL" } },
    });
    const pickup = res.body.result.find((m: Json) => m.carrier_code === "pickup");
    expect(pickup.pickup_location).toMatchObject(STORE);
    expect(pickup.pickup_location.opening_hours.length).toBeGreaterThan(0);
    expect(pickup.pickup_location.ready_in).toMatch(/odbior/i);
    // the other methods carry no store
    expect(res.body.result.filter((m: Json) => m.pickup_location)).toHaveLength(1);
  });

  it("sends the parcel to the store whatever address the client sent, keeping the recipient, and mails the store", async () => {
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { email: "odbior@example.pl" });
    body.addressInformation.shipping_carrier_code = "pickup";
    body.addressInformation.shipping_method_code = "store";
    body.addressInformation.shippingAddress = {
      firstname: "Ewa",
      lastname: "Zielińska",
      street: ["Inna 9", ""],
      city: "Kraków",
      postcode: "31-019",
      country_id: "PL",
      telephone: "600 200 300",
    };
    const res = await place(body);
    expect(res.status).toBe(200);
    const number = res.body.result.orderNumber;
    const doc = await storedOrder(number);
    expect(doc.pickup_location).toMatchObject(STORE);
    expect(doc.extension_attributes.shipping_assignments[0].shipping.address).toMatchObject({
      firstname: "Ewa",
      lastname: "Zielińska",
      street: ["ul. Długa", "5"],
      postcode: "80-827",
      city: "Gdańsk",
      telephone: "600 200 300",
    });
    const mail = mailOf(number);
    expect(mail.text).toContain(
      "Dostawa:\n  Odbiór w sklepie w Gdańsku\n  Salon Outlet Gdańsk\n  ul. Długa 5, 80-827 Gdańsk\n",
    );
    expect(mail.text).toContain("Odbiorca:\n  Ewa Zielińska\n  tel. 600 200 300\n");
    expect(mail.text).not.toContain("Adres dostawy");
    expect(mail.text).not.toContain("Inna 9");
    expect(mail.html).toContain("Salon Outlet Gdańsk");
  });

  it("a courier order keeps the shopper's address and has no store", async () => {
    const res = await place(orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]));
    expect(res.status).toBe(200);
    const doc = await storedOrder(res.body.result.orderNumber);
    expect(doc.pickup_location).toBeUndefined();
    expect(doc.extension_attributes.shipping_assignments[0].shipping.address.street).toEqual([
      "Długa 5",
      "m. 2",
    ]);
  });

  it("takes a pickup's buyer with a contact only, records no address as theirs, and mails no billing block (issue 32)", async () => {
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { email: "kontakt@example.pl" });
    body.addressInformation.shipping_carrier_code = "pickup";
    body.addressInformation.shipping_method_code = "store";
    const contact = { firstname: "Ewa", lastname: "Zielińska", country_id: "PL", telephone: "600 200 300" };
    body.addressInformation.billingAddress = { ...contact, email: "kontakt@example.pl" };
    // the storefront sends the store's address as the shipping one (checkout's effectiveShippingDetails)
    body.addressInformation.shippingAddress = {
      ...contact,
      street: ["ul. Długa", "5"],
      postcode: "80-827",
      city: "Gdańsk",
    };
    const res = await place(body);
    expect(res.status).toBe(200);
    const number = res.body.result.orderNumber;
    const doc = await storedOrder(number);
    expect(doc.billing_address).toMatchObject({
      firstname: "Ewa",
      lastname: "Zielińska",
      telephone: "600 200 300",
    });
    expect(doc.billing_address.street).toBeUndefined();
    expect(doc.billing_address.city).toBeUndefined();
    expect(doc.billing_address.postcode).toBeUndefined();
    const mail = mailOf(number);
    expect(mail.text).toContain("Odbiorca:\n  Ewa Zielińska\n  tel. 600 200 300\n");
    expect(mail.text).not.toContain("Dane do rachunku");
  });

  it("still asks a courier's buyer for the billing street, postcode and city, at their fields (issue 32)", async () => {
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    body.addressInformation.billingAddress = {
      firstname: "Ewa",
      lastname: "Zielińska",
      country_id: "PL",
      email: "kontakt@example.pl",
    };
    const res = await place(body);
    expect(res.status).toBe(400);
    expect(res.body.result.issues.map((i: Json) => i.path)).toEqual([
      "addressInformation.billingAddress.street",
      "addressInformation.billingAddress.postcode",
      "addressInformation.billingAddress.city",
    ]);
    expect(res.body.result.issues[0].message).toBe("To pole jest wymagane.");
  });
});
