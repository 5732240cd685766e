import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CheckoutDecisions,
  chosenPaymentMethod,
  deliveryOf,
  effectivePaymentDetails,
  effectiveShippingDetails,
  orderChoices,
} from "./checkoutDelivery.js";
import { initialCheckoutState } from "./checkoutState.js";
import { type CheckoutEvent, checkoutTransition } from "./checkoutTransition.js";
import { visiblePaymentMethods } from "./paymentMethods.js";

const METHODS = [
  { carrier_code: "flatrate", method_code: "flatrate" },
  { carrier_code: "inpost", method_code: "inpost_paczkomat" },
  {
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
  },
];
const PAYMENTS = ["blik", "cashondelivery", "payu", "banktransfer"];
const text = fc.string({ maxLength: 12 });
const locker = fc.record({
  code: fc.stringMatching(/^[A-Z]{3}\d{2}M$/),
  street: text,
  postcode: text,
  city: text,
});

const event: fc.Arbitrary<CheckoutEvent> = fc.oneof(
  fc.constantFrom(...METHODS).map((m) => ({ type: "shippingChosen" as const, method: m })),
  fc.constantFrom(...PAYMENTS, "unknown").map((code) => ({ type: "paymentChosen" as const, code })),
  fc.boolean().map((same) => ({ type: "billingSameSet" as const, same })),
  fc.stringMatching(/^[\d ]{0,9}$/).map((typed) => ({ type: "blikCodeTyped" as const, typed })),
  locker.map((l) => ({ type: "lockerChosen" as const, locker: l })),
);

const offered = fc.subarray(PAYMENTS, { minLength: 1 }).map((codes) => codes.map((code) => ({ code })));
const address = fc.record({
  streetAddress: text,
  apartmentNumber: text,
  zipCode: text,
  city: text,
  phoneNumber: text,
});

/** Decisions after a run of events from a state with a typed address and the offered payment methods. */
const decisionsAfterEvents = fc
  .tuple(offered, address, fc.array(event, { maxLength: 12 }))
  .map(([paymentMethods, typed, events]) => {
    const initial = initialCheckoutState({ shippingMethods: [], defaultCountry: "PL" });
    let state = {
      details: {
        ...initial,
        shippingDetails: { ...initial.shippingDetails, ...typed },
        shippingMethods: METHODS,
        paymentMethods,
      },
      shippingChoice: null,
      billingSame: true,
      blikCode: "",
      blikError: null,
      inpostLocker: null,
    } as Parameters<typeof checkoutTransition>[0];
    for (const e of events) state = checkoutTransition(state, e).state;
    return state as CheckoutDecisions;
  });

describe("checkout decisions (properties)", () => {
  it("a locker order carries the locker's address, never a street the shopper typed", () => {
    fc.assert(
      fc.property(decisionsAfterEvents, fc.boolean(), (decisions, virtual) => {
        const delivery = deliveryOf(decisions, virtual);
        const choices = orderChoices(decisions, virtual);
        if (delivery.kind === "locker" && decisions.inpostLocker) {
          expect(choices.shippingDetails.streetAddress).toBe(decisions.inpostLocker.street);
          expect(choices.inpostLocker?.code).toBe(decisions.inpostLocker.code);
        }
        if (delivery.kind !== "locker") expect(choices.inpostLocker).toBeNull();
      }),
    );
  });

  it("the billing address equals the shipping address when 'same' is chosen for a courier", () => {
    fc.assert(
      fc.property(decisionsAfterEvents, (decisions) => {
        fc.pre(decisions.billingSame && deliveryOf(decisions, false).kind === "courier");
        const shipping = effectiveShippingDetails(decisions, false);
        const payment = effectivePaymentDetails(decisions, false);
        for (const field of [
          "firstName",
          "lastName",
          "streetAddress",
          "apartmentNumber",
          "zipCode",
          "city",
        ] as const)
          expect(payment[field]).toBe(shipping[field]);
      }),
    );
  });

  it("the payment method is always one of those offered for the delivery", () => {
    fc.assert(
      fc.property(decisionsAfterEvents, fc.boolean(), (decisions, virtual) => {
        const shown = visiblePaymentMethods(decisions.details.paymentMethods, virtual).map((m) => m.code);
        const chosen = chosenPaymentMethod(decisions, virtual);
        if (shown.length > 0) expect(shown).toContain(chosen?.code);
        const code = orderChoices(decisions, virtual).paymentMethodCode;
        if (shown.length > 0) expect(shown).toContain(code);
      }),
    );
  });

  it("a BLIK code in the order is digits only", () => {
    fc.assert(
      fc.property(decisionsAfterEvents, (decisions) => {
        const additional = effectivePaymentDetails(decisions, false).paymentMethodAdditional;
        if ("blik_code" in additional) expect(String(additional.blik_code)).toMatch(/^\d*$/);
      }),
    );
  });
});
