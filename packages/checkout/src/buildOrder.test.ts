import { describe, expect, it } from "vitest";
import { aLine, anOrderInput, aPaymentDetails } from "../test/builders.js";
import { buildOrder } from "./buildOrder.js";
import { defaultCheckoutConfig } from "./checkoutConfig.js";

describe("buildOrder", () => {
  it("builds the billing address from the payment details with the e-mail", () => {
    expect(buildOrder(anOrderInput()).addressInformation.billingAddress).toEqual({
      firstname: "Anna",
      lastname: "Nowak",
      company: "",
      vat_id: "",
      street: ["Długa 5", "m. 2"],
      postcode: "80-827",
      city: "Gdańsk",
      country_id: "PL",
      region: "",
      region_id: 0,
      region_code: "",
      telephone: "+48 600 100 200",
      email: "anna@example.pl",
    });
  });

  it("builds the shipping address with an empty company and no vat_id", () => {
    const shipping = buildOrder(anOrderInput()).addressInformation.shippingAddress;
    expect(shipping).toMatchObject({
      company: "",
      street: ["Rynek Główny 1", "m. 4"],
      postcode: "31-042",
      city: "Kraków",
    });
    expect(shipping).not.toHaveProperty("vat_id");
  });

  it("has no shipping address for a virtual cart", () => {
    expect(buildOrder(anOrderInput({ isVirtualCart: true })).addressInformation).not.toHaveProperty(
      "shippingAddress",
    );
  });

  it("takes company, vat_id, street and house, postcode, city and country from enabled invoice details", () => {
    const order = buildOrder(
      anOrderInput({
        invoiceDetails: {
          enabled: true,
          companyName: "Nowak Sp. z o.o.",
          vatId: "5260001246",
          street: "Prosta 7",
          house: "12",
          zipCode: "00-838",
          city: "Warszawa",
          country_id: "PL",
        },
      }),
    );
    expect(order.addressInformation.billingAddress).toMatchObject({
      company: "Nowak Sp. z o.o.",
      vat_id: "5260001246",
      street: ["Prosta 7", "12"],
      postcode: "00-838",
      city: "Warszawa",
      country_id: "PL",
      firstname: "Anna",
    });
  });

  it("ignores disabled invoice details", () => {
    const order = buildOrder(
      anOrderInput({
        paymentDetails: aPaymentDetails({ company: "Firma", taxId: "123" }),
        invoiceDetails: {
          enabled: false,
          companyName: "X",
          vatId: "Y",
          street: "",
          house: "",
          zipCode: "",
          city: "",
          country_id: "PL",
        },
      }),
    );
    expect(order.addressInformation.billingAddress).toMatchObject({ company: "Firma", vat_id: "123" });
  });

  it("sends user_id and cart_id as strings, '' for a guest without a cart", () => {
    expect(buildOrder(anOrderInput({ userId: 154, cartId: 42 }))).toMatchObject({
      user_id: "154",
      cart_id: "42",
    });
    expect(buildOrder(anOrderInput({ userId: null, cartId: null }))).toMatchObject({
      user_id: "",
      cart_id: "",
    });
  });

  it("sets the store code", () => {
    expect(buildOrder(anOrderInput()).store_code).toBe("pl");
  });

  it("drops configurable options and children from the lines when optimising", () => {
    const line = aLine({ configurable_options: [1], configurable_children: [2], name: "Sukienka" });
    const order = buildOrder(anOrderInput({ cartLines: [line] }));
    expect(order.products).toEqual([
      { sku: "SUK-0193-M", qty: 1, checksum: "c-suk-m", type_id: "configurable", name: "Sukienka" },
    ]);
    const kept = buildOrder(anOrderInput({ cartLines: [line] }), {
      ...defaultCheckoutConfig,
      optimizeOrderLines: false,
    });
    expect(kept.products[0]).toHaveProperty("configurable_children");
  });

  it("uses the selected methods, else the codes from the shipping details", () => {
    expect(buildOrder(anOrderInput()).addressInformation).toMatchObject({
      shipping_method_code: "flatrate",
      shipping_carrier_code: "flatrate",
      payment_method_code: "przelewy24",
    });
    const fallback = buildOrder(anOrderInput({ shippingMethod: null, paymentMethodCode: null }));
    expect(fallback.addressInformation).toMatchObject({
      shipping_method_code: "flatrate",
      payment_method_code: "przelewy24",
    });
  });

  it("maps the payment code through payment_methods_mapping", () => {
    const order = buildOrder(anOrderInput(), {
      ...defaultCheckoutConfig,
      paymentMethodsMapping: { przelewy24: "p24_online" },
    });
    expect(order.addressInformation.payment_method_code).toBe("p24_online");
  });

  it("sends enabled, non-blank comments as shippingExtraFields", () => {
    const order = buildOrder(
      anOrderInput({ additionalComments: { enabled: true, delivery: "Dzwonić domofonem 12", order: " " } }),
    );
    expect(order.addressInformation.shippingExtraFields).toEqual({
      delivery_comment: "Dzwonić domofonem 12",
    });
    const disabled = buildOrder(
      anOrderInput({ additionalComments: { enabled: false, delivery: "x", order: "y" } }),
    );
    expect(disabled.addressInformation).not.toHaveProperty("shippingExtraFields");
  });

  it("passes payment_method_additional through", () => {
    const order = buildOrder(
      anOrderInput({ paymentDetails: aPaymentDetails({ paymentMethodAdditional: { blik: "123456" } }) }),
    );
    expect(order.addressInformation.payment_method_additional).toEqual({ blik: "123456" });
  });
});
