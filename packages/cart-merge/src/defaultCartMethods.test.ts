import { describe, expect, it } from "vitest";
import { initialCartState } from "./cartState.js";
import { defaultCartMethods } from "./defaultCartMethods.js";

const courier = {
  method_code: "flatrate",
  carrier_code: "flatrate",
  price_incl_tax: 5,
  default: true,
  offline: true,
};
const cod = { code: "cashondelivery", title: "Za pobraniem", cost_incl_tax: 5, default: true };
const card = { code: "card", title: "Karta", cost_incl_tax: 0, default: true };

describe("defaultCartMethods", () => {
  it("sets the first default shipping method, offline allowed, and the first default payment", () => {
    expect(
      defaultCartMethods(initialCartState(), {
        shippingMethods: [{ method_code: "x" }, courier],
        paymentMethods: [{ code: "p" }, cod],
      }),
    ).toEqual([
      { type: "setShipping", shipping: courier },
      { type: "setPayment", payment: cod },
    ]);
  });

  it("keeps methods the cart already has", () => {
    const state = { ...initialCartState(), shipping: { method_code: "own" }, payment: [{ code: "own" }] };
    expect(defaultCartMethods(state, { shippingMethods: [courier], paymentMethods: [cod] })).toEqual([]);
  });

  it("skips cash on delivery in a virtual cart", () => {
    const state = { ...initialCartState(), cartItems: [{ sku: "E", type_id: "virtual" }] };
    expect(defaultCartMethods(state, { shippingMethods: [], paymentMethods: [cod, card] })).toEqual([
      { type: "setPayment", payment: card },
    ]);
  });

  it("sets nothing without default methods", () => {
    expect(
      defaultCartMethods(initialCartState(), { shippingMethods: [{ method_code: "x" }], paymentMethods: [] }),
    ).toEqual([]);
  });
});
