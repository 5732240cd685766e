import { isVirtualCart } from "@outlet/cart-merge";
import {
  type CheckoutState,
  mergeServerPaymentMethods,
  type OrderDataForTotals,
  orderDataForTotals,
  type PaymentMethod,
  paymentMethodsFromShippingInformation,
  planPaymentMethodsSync,
  preselectPaymentMethod,
  preselectShippingMethod,
  type ShippingMethod,
  serverShippingMethods,
  shippingDetailsFromAddress,
  shippingMethodsRequestBody,
  visiblePaymentMethods,
} from "@outlet/checkout";
import type { PickupLocation } from "@outlet/contract";
import { shopperConfig } from "../../lib/shopperConfig";
import { shippingMethodsAddress, withBillingCountry } from "../cart/cartStore";
import { type CheckoutStoreDeps, type CheckoutStoreState, INPOST_CARRIER } from "./checkoutStoreState";

/**
 * The checkout's delivery and payment choices over its state (behaviour.md §10.2, issue 12): the chosen
 * shipping and payment methods (or the preselected ones), the InPost locker and the store pickup they
 * imply, the shipping and payment details the order carries, the totals request, and the methods pulled
 * from the server.
 *
 * @example
 * const methods = createCheckoutMethods(deps, state);
 * methods.chosenShipping()?.carrier_code; // "flatrate"
 */
export function createCheckoutMethods(deps: CheckoutStoreDeps, state: CheckoutStoreState) {
  const virtual = (): boolean => isVirtualCart(deps.cart().items);

  function chosenShipping(): ShippingMethod | null {
    const methods = state.details.shippingMethods;
    const choice = state.shippingChoice;
    return (
      (choice &&
        methods.find(
          (m) => m.carrier_code === choice.carrier_code && m.method_code === choice.method_code,
        )) ||
      preselectShippingMethod(methods)
    );
  }

  function visiblePayments(): PaymentMethod[] {
    return visiblePaymentMethods(state.details.paymentMethods, virtual());
  }

  function chosenPayment(): PaymentMethod | null {
    const code = state.details.paymentDetails.paymentMethod;
    return preselectPaymentMethod(code || null, visiblePayments());
  }

  /** Whether the chosen delivery goes to an InPost locker. */
  function isLockerDelivery(): boolean {
    return !virtual() && chosenShipping()?.carrier_code === INPOST_CARRIER;
  }

  /** The store the chosen delivery hands the parcel over in (issue 12), or `null` for a delivery to an address. */
  function pickupLocation(): PickupLocation | null {
    if (virtual()) return null;
    return chosenShipping()?.pickup_location ?? null;
  }

  /**
   * The shipping details the order, its totals and its checks use: what the shopper typed, or for a store
   * pickup (issue 12) the shopper (the personal details' name, the phone typed) at the store's address — no
   * home address is asked, and the typed one stays for a switch back to a courier.
   */
  function effectiveShipping(): CheckoutState["shippingDetails"] {
    const shipping = state.details.shippingDetails;
    const store = pickupLocation();
    if (!store) return shipping;
    const personal = state.details.personalDetails;
    return shippingDetailsFromAddress(shipping, {
      firstname: personal.firstName,
      lastname: personal.lastName,
      street: [store.street, store.house],
      postcode: store.postcode,
      city: store.city,
      country_id: store.country_id,
      telephone: shipping.phoneNumber,
    });
  }

  /**
   * The payment details with the shipping address copied in while "same as shipping" is on, and always for
   * a store pickup (no billing form is shown then; a company invoice carries its own address).
   */
  function effectivePayment(): CheckoutState["paymentDetails"] {
    const payment = state.details.paymentDetails;
    // A virtual cart has no shipping address to copy (behaviour.md §10.2): its billing form is the only one.
    if (virtual()) return payment;
    if (!state.billingSame && !pickupLocation()) return payment;
    const s = effectiveShipping();
    return {
      ...payment,
      firstName: s.firstName,
      lastName: s.lastName,
      country: s.country,
      streetAddress: s.streetAddress,
      apartmentNumber: s.apartmentNumber,
      city: s.city,
      state: s.state,
      region_id: s.region_id,
      zipCode: s.zipCode,
      phoneNumber: s.phoneNumber,
    };
  }

  /** Data for server totals with the shopper's choices (behaviour.md §9.14 shipping-method trigger). */
  function methodsData(): OrderDataForTotals {
    const data = orderDataForTotals(
      { ...state.details, shippingDetails: effectiveShipping(), paymentDetails: effectivePayment() },
      shopperConfig.checkout.defaultCountry,
    );
    // A virtual cart is not shipped (behaviour.md §10.2): no method goes with its totals, so the server
    // charges no courier (§9.14 sends the codes only when they are truthy).
    const shipping = virtual() ? null : chosenShipping();
    const payment = chosenPayment();
    return {
      ...data,
      shippingAddress: { ...data.shippingAddress },
      billingAddress: { ...data.billingAddress },
      method_code: shipping ? (shipping.offline ? data.method_code : shipping.method_code) : "",
      carrier_code: shipping ? (shipping.offline ? data.carrier_code : shipping.carrier_code) : "",
      payment_method: payment?.code ?? data.payment_method,
    };
  }

  async function syncShippingMethods(): Promise<void> {
    const body = shippingMethodsRequestBody(
      state.details.shippingDetails,
      shopperConfig.checkout.defaultCountry,
    );
    const returned = await (await deps.client()).cart.shippingMethods(shippingMethodsAddress(body.address));
    const methods = serverShippingMethods(returned);
    state.details = {
      ...state.details,
      shippingMethods: methods.length > 0 ? methods : state.details.shippingMethods,
    };
  }

  function mergePaymentMethods(methods: readonly unknown[]): void {
    const merged = mergeServerPaymentMethods(state.details.paymentMethods, methods);
    state.details = { ...state.details, paymentMethods: merged.methods };
  }

  async function syncPaymentMethods(): Promise<void> {
    const data = methodsData();
    const plan = planPaymentMethodsSync(data, effectivePayment().country);
    let methods: unknown[] | null = null;
    if (plan.call === "shipping-information") {
      const result = await (await deps.client()).cart
        .shippingInformation(withBillingCountry(plan.body.addressInformation))
        .catch(() => null);
      methods = paymentMethodsFromShippingInformation(result);
    }
    if (!methods) methods = [...(await (await deps.client()).cart.paymentMethods())];
    mergePaymentMethods(methods);
  }

  return {
    chosenShipping,
    chosenPayment,
    visiblePayments,
    isLockerDelivery,
    pickupLocation,
    effectiveShipping,
    effectivePayment,
    methodsData,
    mergePaymentMethods,
    /** Shipping then payment methods for the current address (behaviour.md §10.2). */
    async pullMethods(log: (message: string, detail?: unknown) => void): Promise<void> {
      await syncShippingMethods().catch((error: unknown) => log("shipping methods failed", error));
      await syncPaymentMethods().catch((error: unknown) => log("payment methods failed", error));
    },
  };
}

/**
 * The checkout's method choices.
 *
 * @example
 * const methods: CheckoutMethods = createCheckoutMethods(deps, state);
 */
export type CheckoutMethods = ReturnType<typeof createCheckoutMethods>;
