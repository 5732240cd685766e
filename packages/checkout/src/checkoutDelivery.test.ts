import { describe, expect, it } from "vitest";
import { buildOrder } from "./buildOrder.js";
import {
  type CheckoutDecisions,
  chosenPaymentMethod,
  deliveryOf,
  effectivePaymentDetails,
  effectiveShippingDetails,
  isBillingFormShown,
  orderChoices,
  orderComments,
} from "./checkoutDelivery.js";
import { initialCheckoutState } from "./checkoutState.js";

const courier = { carrier_code: "flatrate", method_code: "flatrate" };
const locker = { carrier_code: "inpost", method_code: "inpost_paczkomat" };
const pickup = {
  carrier_code: "pickup",
  method_code: "pickup_gdansk",
  pickup_location: {
    name: "Outlet Gdańsk",
    street: "ul. Długa",
    house: "5",
    postcode: "80-827",
    city: "Gdańsk",
    country_id: "PL",
    opening_hours: [],
    ready_in: "Gotowe w 2 godziny",
  },
};
const KRA01M = {
  code: "KRA01M",
  name: "Paczkomat KRA01M",
  street: "ul. Floriańska 12",
  postcode: "31-019",
  city: "Kraków",
};

function decisions(overrides: Partial<CheckoutDecisions> = {}): CheckoutDecisions {
  const initial = initialCheckoutState({ shippingMethods: [], defaultCountry: "PL" });
  return {
    details: {
      ...initial,
      personalDetails: { ...initial.personalDetails, firstName: "Anna", lastName: "Nowak" },
      shippingDetails: {
        ...initial.shippingDetails,
        firstName: "Anna",
        lastName: "Nowak",
        streetAddress: "Wały Jagiellońskie",
        apartmentNumber: "2",
        zipCode: "80-887",
        city: "Gdańsk",
        phoneNumber: "601 234 567",
      },
      shippingMethods: [courier, locker, pickup],
      paymentMethods: [{ code: "blik" }, { code: "cashondelivery" }, { code: "payu" }],
    },
    shippingChoice: courier,
    billingSame: true,
    blikCode: "",
    inpostLocker: null,
    ...overrides,
  };
}

describe("deliveryOf", () => {
  it("is a courier for a method without a pickup location or locker", () => {
    expect(deliveryOf(decisions(), false).kind).toBe("courier");
  });
  it("is a locker for InPost", () => {
    expect(deliveryOf(decisions({ shippingChoice: locker }), false).kind).toBe("locker");
  });
  it("is a pickup for a method with a pickup location", () => {
    expect(deliveryOf(decisions({ shippingChoice: pickup }), false).kind).toBe("pickup");
  });
  it("is none for a virtual cart whatever was chosen", () => {
    expect(deliveryOf(decisions({ shippingChoice: locker }), true)).toEqual({ kind: "none", method: null });
  });
});

describe("effectiveShippingDetails", () => {
  it("keeps the typed address for a courier", () => {
    expect(effectiveShippingDetails(decisions(), false).streetAddress).toBe("Wały Jagiellońskie");
  });
  it("sends a locker order to the locker's address, no street typed (issue 32)", () => {
    const d = decisions({ shippingChoice: locker, inpostLocker: KRA01M });
    const typedNothing = {
      ...d,
      details: {
        ...d.details,
        shippingDetails: {
          ...d.details.shippingDetails,
          streetAddress: "",
          apartmentNumber: "",
          zipCode: "",
          city: "",
        },
      },
    };
    const shipping = effectiveShippingDetails(typedNothing, false);
    expect([shipping.streetAddress, shipping.apartmentNumber, shipping.zipCode, shipping.city]).toEqual([
      "ul. Floriańska 12",
      "KRA01M",
      "31-019",
      "Kraków",
    ]);
    expect(shipping.phoneNumber).toBe("601 234 567");
  });
  it("sends a pickup order to the store with the shopper's name", () => {
    const shipping = effectiveShippingDetails(decisions({ shippingChoice: pickup }), false);
    expect([shipping.firstName, shipping.streetAddress, shipping.apartmentNumber, shipping.city]).toEqual([
      "Anna",
      "ul. Długa",
      "5",
      "Gdańsk",
    ]);
  });
});

describe("effectivePaymentDetails", () => {
  it("copies the shipping address while 'same as shipping' is on", () => {
    const d = decisions();
    const typed = { ...d.details.paymentDetails, streetAddress: "Inna 1", city: "Sopot" };
    const payment = effectivePaymentDetails(
      { ...d, details: { ...d.details, paymentDetails: typed } },
      false,
    );
    expect([payment.streetAddress, payment.city]).toEqual(["Wały Jagiellońskie", "Gdańsk"]);
  });
  it("keeps the typed billing address when 'same' is off for a courier", () => {
    const d = decisions({ billingSame: false });
    const typed = { ...d.details.paymentDetails, streetAddress: "Inna 1", city: "Sopot" };
    const payment = effectivePaymentDetails(
      { ...d, details: { ...d.details, paymentDetails: typed } },
      false,
    );
    expect([payment.streetAddress, payment.city]).toEqual(["Inna 1", "Sopot"]);
  });
  it("carries the BLIK code without spaces (issue 32: '123 456')", () => {
    const d = decisions({ blikCode: "123 456" });
    const chosen = {
      ...d,
      details: { ...d.details, paymentDetails: { ...d.details.paymentDetails, paymentMethod: "blik" } },
    };
    expect(effectivePaymentDetails(chosen, false).paymentMethodAdditional).toEqual({ blik_code: "123456" });
  });
  it("carries no additional data for another method", () => {
    const d = decisions({ blikCode: "123456" });
    const chosen = {
      ...d,
      details: { ...d.details, paymentDetails: { ...d.details.paymentDetails, paymentMethod: "payu" } },
    };
    expect(effectivePaymentDetails(chosen, false).paymentMethodAdditional).toEqual({});
  });
});

describe("isBillingFormShown", () => {
  it("is hidden for a locker and a pickup even with 'same' off", () => {
    expect(isBillingFormShown(decisions({ billingSame: false, shippingChoice: locker }), false)).toBe(false);
    expect(isBillingFormShown(decisions({ billingSame: false, shippingChoice: pickup }), false)).toBe(false);
  });
  it("is shown for a virtual cart", () => {
    expect(isBillingFormShown(decisions(), true)).toBe(true);
  });
});

describe("chosenPaymentMethod", () => {
  it("falls back to the first shown when cash on delivery is chosen for a virtual cart", () => {
    const d = decisions();
    const cod = {
      ...d,
      details: {
        ...d.details,
        paymentDetails: { ...d.details.paymentDetails, paymentMethod: "cashondelivery" },
      },
    };
    expect(chosenPaymentMethod(cod, true)?.code).toBe("blik");
    expect(chosenPaymentMethod(cod, false)?.code).toBe("cashondelivery");
  });
});

describe("orderChoices", () => {
  it("puts the locker into the order only for a locker delivery", () => {
    const withLocker = decisions({ shippingChoice: locker, inpostLocker: KRA01M });
    const base = {
      cartLines: [{ sku: "SUK-1", qty: 1 }],
      personalDetails: { emailAddress: "anna@example.pl" },
    };
    const order = buildOrder({ ...base, isVirtualCart: false, ...orderChoices(withLocker, false) });
    expect(order.addressInformation.inpost_locker?.code).toBe("KRA01M");
    expect(order.addressInformation.shipping_carrier_code).toBe("inpost");
    const byCourier = buildOrder({
      ...base,
      isVirtualCart: false,
      ...orderChoices({ ...withLocker, shippingChoice: courier }, false),
    });
    expect(byCourier.addressInformation.inpost_locker).toBeUndefined();
    expect(byCourier.addressInformation.shippingAddress?.street).toEqual(["Wały Jagiellońskie", "2"]);
  });
});

describe("orderComments", () => {
  const typed = { enabled: true, delivery: "Domofon 12", order: "Na prezent" };

  it("keeps the note for the courier when a courier delivers", () => {
    expect(orderComments(typed, decisions({ shippingChoice: courier }), false)).toEqual(typed);
  });

  it("drops the note for the courier for a store pickup, a locker and a virtual order, and keeps the shop's", () => {
    for (const [choice, virtual] of [
      [pickup, false],
      [locker, false],
      [courier, true],
    ] as const)
      expect(orderComments(typed, decisions({ shippingChoice: choice }), virtual)).toEqual({
        enabled: true,
        delivery: "",
        order: "Na prezent",
      });
  });
});

describe("the buyer of a pickup or a locker (issue 32: the store's address was recorded as theirs)", () => {
  it("bills a locker's buyer with their contact only, no street, postcode or city", () => {
    const payment = effectivePaymentDetails(
      decisions({ shippingChoice: locker, inpostLocker: KRA01M }),
      false,
    );
    expect([payment.firstName, payment.lastName, payment.phoneNumber, payment.country]).toEqual([
      "Anna",
      "Nowak",
      "601 234 567",
      "PL",
    ]);
    expect([payment.streetAddress, payment.apartmentNumber, payment.zipCode, payment.city]).toEqual([
      "",
      "",
      "",
      "",
    ]);
  });
  it("sends a pickup order's billing address without the store's lines", () => {
    const d = decisions({ shippingChoice: pickup });
    const order = buildOrder({
      cartLines: [],
      personalDetails: { emailAddress: "anna@example.pl" },
      isVirtualCart: false,
      ...orderChoices(d, false),
    });
    expect(order.addressInformation.billingAddress).not.toHaveProperty("street");
    expect(order.addressInformation.billingAddress).not.toHaveProperty("city");
    expect(order.addressInformation.billingAddress.firstname).toBe("Anna");
    expect(order.addressInformation.shippingAddress?.street).toEqual(["ul. Długa", "5"]);
  });
  it("still bills a courier's buyer at the delivery address", () => {
    const order = buildOrder({
      cartLines: [],
      personalDetails: { emailAddress: "anna@example.pl" },
      isVirtualCart: false,
      ...orderChoices(decisions(), false),
    });
    expect(order.addressInformation.billingAddress.street).toEqual(["Wały Jagiellońskie", "2"]);
    expect(order.addressInformation.billingAddress.city).toBe("Gdańsk");
  });
});
