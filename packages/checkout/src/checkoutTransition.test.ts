import { describe, expect, it } from "vitest";
import { initialCheckoutState } from "./checkoutState.js";
import { type CheckoutTransitionState, checkoutTransition } from "./checkoutTransition.js";

const start: CheckoutTransitionState = {
  details: initialCheckoutState({ shippingMethods: [], defaultCountry: "PL" }),
  shippingChoice: null,
  billingSame: true,
  blikCode: "",
  blikError: "Podaj 6-cyfrowy kod BLIK.",
  inpostLocker: null,
};

describe("checkoutTransition", () => {
  it("keeps a chosen delivery in the saved shipping details and syncs the totals", () => {
    const { state, effects } = checkoutTransition(start, {
      type: "shippingChosen",
      method: { carrier_code: "inpost", method_code: "inpost_paczkomat" },
    });
    expect(state.shippingChoice).toEqual({ carrier_code: "inpost", method_code: "inpost_paczkomat" });
    expect(state.details.shippingDetails.shippingCarrier).toBe("inpost");
    expect(state.details.shippingDetails.shippingMethod).toBe("inpost_paczkomat");
    expect(effects).toEqual([{ type: "saveDetails" }, { type: "syncTotals" }]);
  });

  it("asks the totals for a chosen payment's fee and clears the BLIK error for another method", () => {
    const { state, effects } = checkoutTransition(start, { type: "paymentChosen", code: "cashondelivery" });
    expect(state.details.paymentDetails.paymentMethod).toBe("cashondelivery");
    expect(state.blikError).toBeNull();
    expect(effects).toEqual([
      { type: "saveDetails" },
      { type: "collectTotals", paymentMethod: "cashondelivery" },
    ]);
  });

  it("keeps the BLIK error while BLIK stays chosen", () => {
    expect(checkoutTransition(start, { type: "paymentChosen", code: "blik" }).state.blikError).toBe(
      "Podaj 6-cyfrowy kod BLIK.",
    );
  });

  it("keeps the BLIK code as typed and rechecks it", () => {
    const { state, effects } = checkoutTransition(start, { type: "blikCodeTyped", typed: "123 456" });
    expect(state.blikCode).toBe("123 456");
    expect(effects).toEqual([{ type: "recheck", section: "blik", field: "blikCode" }]);
  });

  it("saves a chosen locker with the extras", () => {
    const locker = { code: "KRA01M", street: "ul. Floriańska 12", postcode: "31-019", city: "Kraków" };
    const { state, effects } = checkoutTransition(start, { type: "lockerChosen", locker });
    expect(state.inpostLocker).toEqual(locker);
    expect(effects[0]).toEqual({ type: "saveExtras" });
  });

  it("never changes the state it is given", () => {
    const frozen = structuredClone(start);
    checkoutTransition(start, { type: "billingSameSet", same: false });
    checkoutTransition(start, { type: "paymentChosen", code: "payu" });
    expect(start).toEqual(frozen);
  });
});
