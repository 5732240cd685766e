import type { CartAction } from "./cartReducer.js";
import { firstOf, isVirtualCart } from "./cartSelectors.js";
import type { CartState } from "./cartState.js";
import type { PaymentMethod, ShippingMethod } from "./types.js";

/**
 * The cart side of `setDefaultCheckoutMethods` (behaviour §10.2 "Cart defaults"), used by the local totals.
 * Pure. Without a `shipping.method_code`, SHIPPING = the first checkout shipping method with a truthy
 * `default` (offline methods allowed); without a `payment.code`, UPD_PAYMENT = the first visible payment
 * method with a truthy `default` (cash on delivery is not visible in a virtual cart), possibly none.
 *
 * @example
 * defaultCartMethods(initialCartState(), { shippingMethods: [{ method_code: "flatrate", price_incl_tax: 5, default: true }], paymentMethods: [] });
 * // [{ type: "setShipping", shipping: { method_code: "flatrate", price_incl_tax: 5, default: true } }]
 */
export function defaultCartMethods(
  state: Pick<CartState, "shipping" | "payment" | "cartItems">,
  methods: {
    readonly shippingMethods: readonly ShippingMethod[];
    readonly paymentMethods: readonly PaymentMethod[];
  },
): readonly CartAction[] {
  const actions: CartAction[] = [];
  if (!firstOf(state.shipping)?.method_code) {
    const shipping = methods.shippingMethods.find((method) => method.default);
    if (shipping) actions.push({ type: "setShipping", shipping });
  }
  if (!firstOf(state.payment)?.code) {
    const virtual = isVirtualCart(state.cartItems);
    const payment = methods.paymentMethods.find(
      (method) => method.default && !(virtual && method.code === "cashondelivery"),
    );
    if (payment) actions.push({ type: "setPayment", payment });
  }
  return actions;
}
