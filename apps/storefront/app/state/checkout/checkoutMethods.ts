import { isVirtualCart, shippingInformationRequest, shippingMethodsAddress } from "@outlet/cart-merge";
import {
  type CheckoutDecisions,
  type CheckoutState,
  chosenPaymentMethod,
  chosenShippingMethod,
  type DeliveryKind,
  deliveryOf,
  effectivePaymentDetails,
  effectiveShippingDetails,
  isBillingFormShown,
  mergeServerPaymentMethods,
  type OrderDataForTotals,
  orderDataForTotals,
  type PaymentMethod,
  paymentMethodsFromShippingInformation,
  planPaymentMethodsSync,
  type ShippingMethod,
  serverShippingMethods,
  shippingMethodsRequestBody,
  visiblePaymentMethods,
} from "@outlet/checkout";
import type { PickupLocation } from "@outlet/contract";
import { shopperConfig } from "../../lib/shopperConfig";
import type { CheckoutStoreDeps, CheckoutStoreState } from "./checkoutStoreState";

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

  /** The decisions the package's rules read (issue 30: the store holds them, `@outlet/checkout` decides). */
  function decisions(): CheckoutDecisions {
    return {
      details: state.details,
      shippingChoice: state.shippingChoice,
      billingSame: state.billingSame,
      blikCode: state.blikCode,
      inpostLocker: state.inpostLocker,
    };
  }

  const chosenShipping = (): ShippingMethod | null => chosenShippingMethod(decisions());

  const visiblePayments = (): PaymentMethod[] =>
    visiblePaymentMethods(state.details.paymentMethods, virtual());

  const chosenPayment = (): PaymentMethod | null => chosenPaymentMethod(decisions(), virtual());

  /** Where the order goes: a courier, a parcel locker, a store pickup, or nowhere (a virtual cart). */
  const delivery = (): DeliveryKind => deliveryOf(decisions(), virtual()).kind;

  /** Whether the chosen delivery goes to an InPost locker. */
  const isLockerDelivery = (): boolean => delivery() === "locker";

  /** The store the chosen delivery hands the parcel over in (issue 12), or `null` for another delivery. */
  function pickupLocation(): PickupLocation | null {
    const chosen = deliveryOf(decisions(), virtual());
    return chosen.kind === "pickup" ? (chosen.method?.pickup_location ?? null) : null;
  }

  /** The shipping details the order, its totals and its checks use (`@outlet/checkout` decides them). */
  const effectiveShipping = (): CheckoutState["shippingDetails"] =>
    effectiveShippingDetails(decisions(), virtual());

  /** The payment details the order carries (billing address, method, BLIK code; `@outlet/checkout`). */
  const effectivePayment = (): CheckoutState["paymentDetails"] =>
    effectivePaymentDetails(decisions(), virtual());

  /** Whether the checkout shows the billing address form. */
  const billingShown = (): boolean => isBillingFormShown(decisions(), virtual());

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
        .shippingInformation(shippingInformationRequest(plan.body.addressInformation))
        .catch(() => null);
      methods = paymentMethodsFromShippingInformation(result);
    }
    if (!methods) methods = [...(await (await deps.client()).cart.paymentMethods())];
    mergePaymentMethods(methods);
  }

  return {
    decisions,
    delivery,
    billingShown,
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
