import { buildOrder, initialCheckoutState, orderChoices } from "@outlet/checkout";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INPOST_LOCKERS, searchInpostLockers } from "../src/shipping/inpostLockers.js";
import {
  orderBody,
  orderKey,
  orderPlacer,
  outboxMails,
  type Picks,
  pickProducts,
  startShop,
  storedOrderBody,
} from "./shopHarness.js";
import { FORWARDING_ENV, type RunningServer } from "./startServer.js";

let api: RunningServer;
let picks: Picks;
let place: ReturnType<typeof orderPlacer>;
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV });
  picks = await pickProducts(api);
  place = orderPlacer(api, "198.18.7.");
}, 60_000);
afterAll(() => api.stop());

const inpostOrder = (locker: unknown) => {
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
  body.addressInformation.shipping_carrier_code = "inpost";
  body.addressInformation.shipping_method_code = "paczkomat";
  if (locker !== undefined) body.addressInformation.inpost_locker = locker;
  return body;
};

describe("InPost lockers (issue 12)", () => {
  it("seeds believable lockers in several cities with unique codes", () => {
    expect(INPOST_LOCKERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(INPOST_LOCKERS.map((l) => l.code)).size).toBe(INPOST_LOCKERS.length);
    expect(new Set(INPOST_LOCKERS.map((l) => l.city)).size).toBeGreaterThanOrEqual(8);
    for (const locker of INPOST_LOCKERS) {
      expect(locker.code).toMatch(/^[A-Z]{3}\d{2}M$/);
      expect(locker.postcode).toMatch(/^\d{2}-\d{3}$/);
    }
  });

  it("finds lockers by city (without diacritics), postcode and code", async () => {
    expect(searchInpostLockers("lodz").every((l) => l.city === "Łódź")).toBe(true);
    expect(searchInpostLockers("80-8").map((l) => l.code)).toContain("GDA01M");
    expect(searchInpostLockers("kra01").map((l) => l.code)).toEqual(["KRA01M"]);
    expect(searchInpostLockers("   ")).toEqual([]);
    const res = await api.get("/api/shipping/inpost-lockers?q=Krak%C3%B3w");
    expect(res.status).toBe(200);
    expect(res.body.result[0]).toEqual({
      code: "KRA01M",
      name: "Paczkomat KRA01M",
      street: "ul. Floriańska 12",
      postcode: "31-019",
      city: "Kraków",
    });
    expect((await api.get(`/api/shipping/inpost-lockers?q=${"x".repeat(65)}`)).status).toBe(400);
  });

  it("refuses an InPost order without a known locker at the field, in Polish", async () => {
    const missing = await place(inpostOrder(undefined));
    expect(missing.status).toBe(400);
    expect(missing.body.result.issues[0]).toMatchObject({
      path: "addressInformation.inpost_locker",
      code: "required",
      message: "Wybierz paczkomat.",
    });
    const unknown = await place(inpostOrder({ code: "XYZ99M" }));
    expect(unknown.body.result.issues[0]).toMatchObject({
      path: "addressInformation.inpost_locker",
      message: "Nie znamy paczkomatu XYZ99M. Wybierz paczkomat z listy.",
    });
  });

  it("refuses an InPost order without a phone number at the phone field (the pickup code is texted)", async () => {
    const body = inpostOrder({ code: "GDA01M" });
    delete body.addressInformation.shippingAddress.telephone;
    const res = await place(body);
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({
      path: "addressInformation.shippingAddress.telephone",
      code: "required",
      message: "Podaj numer telefonu komórkowego: InPost wyśle na niego kod odbioru.",
    });
  });

  it("stores the locker from the list on the order as inpost_locker", async () => {
    const res = await place(inpostOrder({ code: "waw02m", name: "podane przez klienta" }));
    expect(res.status).toBe(200);
    expect((await storedOrderBody(api, res.body.result.orderNumber)).inpost_locker).toEqual({
      code: "WAW02M",
      name: "Paczkomat WAW02M",
      street: "ul. Puławska 145",
      postcode: "02-715",
      city: "Warszawa",
    });
    // the confirmation mail names the locker once, with its address ("Paczkomat WAW02M (Paczkomat
    // WAW02M)" repeated the code)
    const mail = outboxMails(api).find((entry) => entry.data?.order_number === res.body.result.orderNumber);
    expect(mail.text).toContain("  Paczkomat WAW02M\n  ul. Puławska 145, 02-715 Warszawa\n");
    // the locker's address is said once, under the delivery; the buyer is the recipient (issue 32)
    expect(mail.text).not.toContain("Adres dostawy");
    expect(mail.text).toMatch(/Odbiorca:\n {2}Anna Nowak\n/);
    expect(mail.text).not.toContain("(Paczkomat");
  });
});

describe("a locker order as the checkout builds it (issue 32)", () => {
  const storedBody = (orderNumber: string) => storedOrderBody(api, orderNumber);

  it("is accepted with no street typed: the parcel goes to the locker, the bill names the buyer only", async () => {
    const locker = INPOST_LOCKERS.find((l) => l.code === "GDA01M");
    if (!locker) throw new Error("GDA01M is in the seed");
    const initial = initialCheckoutState({ shippingMethods: [], defaultCountry: "PL" });
    // the shopper typed a name, an e-mail and a phone, chose InPost and a locker, and no address at all
    const choices = orderChoices(
      {
        details: {
          ...initial,
          personalDetails: { ...initial.personalDetails, firstName: "Anna", lastName: "Nowak" },
          shippingDetails: { ...initial.shippingDetails, phoneNumber: "601 234 567" },
          shippingMethods: [{ carrier_code: "inpost", method_code: "paczkomat" }],
          paymentMethods: [{ code: "banktransfer" }],
        },
        shippingChoice: { carrier_code: "inpost", method_code: "paczkomat" },
        billingSame: true,
        blikCode: "",
        inpostLocker: { ...locker },
      },
      false,
    );
    const draft = buildOrder({
      cartLines: [{ sku: picks.simple.sku, qty: 1 }],
      personalDetails: { emailAddress: "anna.paczkomat@example.pl" },
      isVirtualCart: false,
      ...choices,
    });
    const res = await place({ ...draft, order_id: orderKey() });
    expect(res.status).toBe(200);
    const body = await storedBody(res.body.result.orderNumber);
    expect(body.inpost_locker.code).toBe("GDA01M");
    expect(body.extension_attributes.shipping_assignments[0].shipping.address).toMatchObject({
      street: [locker.street, "GDA01M"],
      postcode: locker.postcode,
      city: locker.city,
    });
    // issue 32: the locker's address is not the buyer's
    expect(body.billing_address).toMatchObject({
      firstname: "Anna",
      lastname: "Nowak",
      telephone: "601 234 567",
    });
    expect([body.billing_address.street, body.billing_address.city]).toEqual([undefined, undefined]);
  });

  it("stores a postcode typed with an en dash or spaced dash as NN-NNN (one rule with the checkout)", async () => {
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    body.addressInformation.shippingAddress.postcode = "80–827";
    body.addressInformation.billingAddress.postcode = "80 - 827";
    const res = await place(body);
    expect(res.status).toBe(200);
    const stored = await storedBody(res.body.result.orderNumber);
    expect(stored.billing_address.postcode).toBe("80-827");
    expect(stored.extension_attributes.shipping_assignments[0].shipping.address.postcode).toBe("80-827");
  });

  it("still refuses a postcode that is not NN-NNN after normalising", async () => {
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    body.addressInformation.shippingAddress.postcode = "80–82";
    const res = await place(body);
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({
      path: "addressInformation.shippingAddress.postcode",
      message: "Kod pocztowy ma format 00-000.",
    });
  });
});
