import type { OrderRequest } from "@outlet/contract";
import { describe, expect, it } from "vitest";
import { type OrderOffers, validateOrderRequest } from "./validateOrderRequest.js";

const address = {
  firstname: "Anna",
  lastname: "Nowak",
  street: ["Długa 5"],
  city: "Gdańsk",
  postcode: "80-827",
  telephone: "+48 600 100 200",
};

function anOrder(info: Partial<OrderRequest["addressInformation"]> = {}): OrderRequest {
  return {
    products: [{ sku: "SUK-0193-M", qty: 1 }],
    addressInformation: {
      billingAddress: { ...address, country_id: "PL", email: "anna@example.pl" },
      shippingAddress: { ...address, country_id: "PL" },
      shipping_carrier_code: "flatrate",
      shipping_method_code: "flatrate",
      payment_method_code: "banktransfer",
      ...info,
    },
  };
}

const offers: OrderOffers = {
  virtual: false,
  shippingCountries: ["PL"],
  shippingMethods: [
    { carrier_code: "flatrate", method_code: "flatrate" },
    { carrier_code: "inpost", method_code: "paczkomat" },
  ],
  paymentMethods: [{ code: "banktransfer" }, { code: "blik" }],
  lockerExists: (code) => code === "GDA01M",
};

const pathsOf = (order: OrderRequest, given: OrderOffers = offers) =>
  validateOrderRequest(order, given).issues.map((i) => `${i.path} ${i.code}`);

describe("validateOrderRequest", () => {
  it("passes an order with an offered method, country and payment", () => {
    expect(validateOrderRequest(anOrder(), offers)).toEqual({ ok: true, issues: [] });
  });

  it("asks for a BLIK code of six digits in Polish, at payment_method_additional", () => {
    const verdict = validateOrderRequest(
      anOrder({ payment_method_code: "blik", payment_method_additional: { blik_code: "12345" } }),
      offers,
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.issues).toEqual([
      {
        path: "addressInformation.payment_method_additional",
        code: "invalid_format",
        message: "Podaj 6-cyfrowy kod BLIK.",
        messageEn: "Enter the 6-digit BLIK code.",
      },
    ]);
    expect(pathsOf(anOrder({ payment_method_code: "blik" }))).toEqual([
      "addressInformation.payment_method_additional invalid_format",
    ]);
    expect(
      pathsOf(anOrder({ payment_method_code: "blik", payment_method_additional: { blik_code: "123456" } })),
    ).toEqual([]);
    expect(
      pathsOf(
        anOrder({
          payment_method_code: "blik",
          payment_method_additional: { blik_code: "123456", pin: "1" },
        }),
      ),
    ).toEqual(["addressInformation.payment_method_additional invalid_format"]);
  });

  it("refuses additional data for a method that takes none, and more than 4 KB", () => {
    expect(pathsOf(anOrder({ payment_method_additional: { note: "x" } }))).toEqual([
      "addressInformation.payment_method_additional unknown_key",
    ]);
    expect(pathsOf(anOrder({ payment_method_additional: { note: "x".repeat(4100) } }))).toEqual([
      "addressInformation.payment_method_additional too_big",
    ]);
  });

  it("asks for a known parcel locker with InPost, in Polish", () => {
    const inpost = { shipping_carrier_code: "inpost", shipping_method_code: "paczkomat" };
    expect(validateOrderRequest(anOrder(inpost), offers).issues[0]?.message).toBe("Wybierz paczkomat.");
    expect(
      validateOrderRequest(anOrder({ ...inpost, inpost_locker: { code: "XYZ99" } }), offers).issues[0]
        ?.message,
    ).toBe("Nie znamy paczkomatu XYZ99. Wybierz paczkomat z listy.");
    expect(pathsOf(anOrder({ ...inpost, inpost_locker: { code: " GDA01M " } }))).toEqual([]);
  });

  it("asks for a phone number with InPost (the pickup code is texted)", () => {
    const inpost = { shipping_carrier_code: "inpost", shipping_method_code: "paczkomat" };
    const noPhone = anOrder({ ...inpost, inpost_locker: { code: "GDA01M" } });
    const shipping = noPhone.addressInformation.shippingAddress;
    const withoutPhone = {
      ...noPhone,
      addressInformation: { ...noPhone.addressInformation, shippingAddress: { ...shipping, telephone: " " } },
    } as OrderRequest;
    expect(validateOrderRequest(withoutPhone, offers).issues).toEqual([
      expect.objectContaining({
        path: "addressInformation.shippingAddress.telephone",
        code: "required",
        message: "Podaj numer telefonu komórkowego: InPost wyśle na niego kod odbioru.",
      }),
    ]);
    const courier = {
      ...withoutPhone,
      addressInformation: {
        ...withoutPhone.addressInformation,
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
      },
    } as OrderRequest;
    expect(pathsOf(courier)).toEqual(["addressInformation.shippingAddress.telephone required"]);
  });

  it("asks a courier order for a phone (issue 32), in Polish, but not a store pickup", () => {
    const noPhone = anOrder({ shippingAddress: { ...address, country_id: "PL", telephone: "" } });
    expect(validateOrderRequest(noPhone, offers).issues).toEqual([
      {
        path: "addressInformation.shippingAddress.telephone",
        code: "required",
        message: "Podaj numer telefonu dla kuriera.",
        messageEn: "The courier needs a phone number to reach you.",
      },
    ]);
    const pickup = anOrder({
      shippingAddress: { ...address, country_id: "PL", telephone: undefined },
      shipping_carrier_code: "pickup",
      shipping_method_code: "store",
    });
    const withPickup: OrderOffers = {
      ...offers,
      shippingMethods: [
        ...(offers.shippingMethods ?? []),
        { carrier_code: "pickup", method_code: "store", pickup_location: { name: "Salon Outlet Gdańsk" } },
      ],
    };
    expect(pathsOf(pickup, withPickup)).toEqual([]);
  });

  it("lets a pickup's or a locker's buyer give a contact without an address, unless an invoice is asked (issue 32)", () => {
    const contact = { firstname: "Anna", lastname: "Nowak", country_id: "PL", email: "anna@example.pl" };
    const withPickup: OrderOffers = {
      ...offers,
      shippingMethods: [
        ...(offers.shippingMethods ?? []),
        { carrier_code: "pickup", method_code: "store", pickup_location: { name: "Salon Outlet Gdańsk" } },
      ],
    };
    const pickup = anOrder({
      billingAddress: contact,
      shipping_carrier_code: "pickup",
      shipping_method_code: "store",
    });
    expect(pathsOf(pickup, withPickup)).toEqual([]);
    const locker = anOrder({
      billingAddress: contact,
      shipping_carrier_code: "inpost",
      shipping_method_code: "paczkomat",
      inpost_locker: { code: "GDA01M" },
    });
    expect(pathsOf(locker)).toEqual([]);
    const lines = [
      "addressInformation.billingAddress.street required",
      "addressInformation.billingAddress.postcode required",
      "addressInformation.billingAddress.city required",
    ];
    expect(pathsOf(anOrder({ billingAddress: contact }))).toEqual(lines);
    expect(
      pathsOf(
        anOrder({ billingAddress: { ...contact, company: "Nowak sp. z o.o.", vat_id: "5260001246" } }),
        withPickup,
      ),
    ).toEqual(lines);
    expect(validateOrderRequest(anOrder({ billingAddress: contact }), offers).issues[0]?.message).toBe(
      "To pole jest wymagane.",
    );
    // a pickup is told from a courier only by its offered method
    expect(pathsOf(pickup, { virtual: false })).toEqual(lines);
  });

  it("leaves a courier's phone to the form when the offered methods are not given", () => {
    const noPhone = anOrder({ shippingAddress: { ...address, country_id: "PL", telephone: "" } });
    expect(pathsOf(noPhone, { virtual: false })).toEqual([]);
  });

  it("checks shipping only for a physical cart: address, country, offered method", () => {
    expect(pathsOf(anOrder({ shippingAddress: undefined }))).toEqual([
      "addressInformation.shippingAddress required",
    ]);
    expect(pathsOf(anOrder({ shippingAddress: { ...address, country_id: "DE" } }))).toEqual([
      "addressInformation.shippingAddress.country_id country_not_allowed",
    ]);
    expect(pathsOf(anOrder({ shipping_method_code: "express" }))).toEqual([
      "addressInformation.shipping_method_code method_unavailable",
    ]);
    expect(pathsOf(anOrder({ shipping_method_code: undefined }))).toEqual([
      "addressInformation.shipping_method_code required",
    ]);
    expect(pathsOf(anOrder({ shippingAddress: undefined }), { ...offers, virtual: true })).toEqual([]);
  });

  it("takes the customer's e-mail when the billing address has none, and lists every issue in the API's order", () => {
    const noEmail = anOrder({ billingAddress: { ...address, country_id: "PL" } });
    expect(pathsOf(noEmail, { ...offers, customerEmail: "anna@example.pl" })).toEqual([]);
    expect(
      pathsOf({
        ...noEmail,
        addressInformation: { ...noEmail.addressInformation, payment_method_code: "cod" },
      }),
    ).toEqual([
      "addressInformation.billingAddress.email required",
      "addressInformation.payment_method_code method_unavailable",
    ]);
  });

  it("leaves out the checks whose lists are not given", () => {
    expect(
      pathsOf(anOrder({ shipping_method_code: "express", payment_method_code: "cod" }), { virtual: false }),
    ).toEqual([]);
  });

  it("refuses digital content without the express consent to its immediate delivery, at the consent's field", () => {
    const digital = { ...offers, virtual: true, digitalContent: true };
    const order = { ...anOrder({ shippingAddress: undefined }), products: [{ sku: "PDF-1", qty: 1 }] };
    const refused = validateOrderRequest(order, digital);
    expect(refused.issues).toEqual([
      {
        path: "consents.digital_immediate_delivery",
        code: "required",
        message:
          "Aby kupić treści cyfrowe, zaznacz zgodę na ich natychmiastowe dostarczenie i przyjęcie do wiadomości utraty prawa odstąpienia od umowy.",
        messageEn:
          "Ordering digital content needs the consent to its immediate delivery and the acknowledgement of losing the right of withdrawal.",
      },
    ]);
    expect(pathsOf({ ...order, consents: { digital_immediate_delivery: false } }, digital)).toEqual([
      "consents.digital_immediate_delivery required",
    ]);
    expect(
      pathsOf({ ...order, consents: { terms_version: "2.0", digital_immediate_delivery: true } }, digital),
    ).toEqual([]);
    // no digital line, no consent needed
    expect(pathsOf(order, { ...digital, digitalContent: false })).toEqual([]);
  });
});
