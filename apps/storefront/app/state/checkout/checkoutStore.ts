import { isVirtualCart } from "@outlet/cart-merge";
import {
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutState,
  checkoutDetailsStorage,
  checkoutTransition,
  emptyInvoiceDetails,
  formatPostcode,
  type InvoiceCustomer,
  initialCheckoutState,
  isShippingAddressEmpty,
  isUserInCheckout,
  personalDetailsFromProfile,
  planReconnection,
  type SavedAddressChoice,
  type ShippingMethod,
  savedAddressChoices,
  shippingDetailsFromAddress,
} from "@outlet/checkout";
import type { InpostLocker } from "@outlet/transport";
import { proxy, ref, snapshot } from "valtio";
import { subscribeKey } from "valtio/utils";
import { shopperConfig } from "../../lib/shopperConfig";
import { checkoutExtras, EXTRAS_KEY, restoreExtras } from "./checkoutExtras";
import { createCheckoutMethods } from "./checkoutMethods";
import {
  CHECKOUT_ADDRESS_FIELDS,
  CHECKOUT_ERROR_SECTIONS,
  type CheckoutStoreDeps,
  type CheckoutStoreState,
  OFFLINE_ORDERS_AUTOMATIC,
} from "./checkoutStoreState";
import { createCheckoutValidation } from "./checkoutValidation";
import { namesFollowPersonal } from "./namesFollowPersonal";
import { createOfflineOrderSending } from "./offlineOrderSending";
import { createOrderEffectsRunner, createOrderPlacing } from "./placeCheckoutOrder";

export type {
  CheckoutCollections,
  CheckoutStoreDeps,
  CheckoutStoreState,
  OrderConfirmation,
  QueuedOrder,
} from "./checkoutStoreState";
export {
  OFFLINE_ORDER_SENT,
  OFFLINE_ORDERS_AUTOMATIC,
  OFFLINE_ORDERS_LOCK,
  offlineReference,
} from "./checkoutStoreState";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The checkout store (behaviour.md §10): details saved to and restored from the browser, shipping and
 * payment methods from the server, the company invoice, validation with the Polish dictionary, and placing
 * the order once (the button waits; retries reuse the idempotency key of `@outlet/checkout`).
 *
 * @example
 * const checkout = createCheckoutStore(deps); await checkout.load(); const outcome = await checkout.placeOrder();
 */
export function createCheckoutStore(deps: CheckoutStoreDeps) {
  const state = proxy<CheckoutStoreState>({
    details: initialCheckoutState(shopperConfig.checkout),
    invoice: emptyInvoiceDetails(),
    comments: { enabled: false, delivery: "", order: "" },
    passwordConfirmation: "",
    blikCode: "",
    blikError: null,
    acceptTerms: false,
    acceptDigital: false,
    billingSame: true,
    shippingChoice: null,
    addressChoice: null,
    inpostLocker: null,
    lockerSearch: { query: "", results: [], busy: false, failed: false },
    placing: false,
    errors: null,
    confirmation: null,
    queuedOrder: null,
    offlineOrders: [],
  });
  const log = deps.log ?? (() => {});
  const methods = createCheckoutMethods(deps, state);
  const validation = createCheckoutValidation(deps, state, methods);
  const runEffects = createOrderEffectsRunner(deps, state, log);
  const { storedOrders, processOfflineOrders } = createOfflineOrderSending({ deps, state, runEffects, log });
  const placeOrder = createOrderPlacing({ deps, state, methods, validation, runEffects });

  function save(): void {
    const collections = deps.collections();
    if (!collections) return;
    const saved = checkoutDetailsStorage.saved(snapshot(state).details as CheckoutState);
    for (const [key, value] of Object.entries(saved))
      collections.checkout.setItem(key, value).catch((error: unknown) => log("checkout write failed", error));
  }

  /** Saves what the form holds beside the three sections (issue 12: a reload lost them); never the BLIK code. */
  function saveExtras(): void {
    deps
      .collections()
      ?.checkout.setItem(EXTRAS_KEY, checkoutExtras(snapshot(state) as CheckoutStoreState))
      .catch((error: unknown) => log("checkout write failed", error));
  }
  subscribeKey(state, "invoice", saveExtras);
  subscribeKey(state, "comments", saveExtras);
  subscribeKey(state, "addressChoice", saveExtras);
  subscribeKey(state, "inpostLocker", saveExtras);

  /** Runs what a transition asks for (issue 30: the store decides nothing, it stores, sends and rechecks). */
  async function runEffect(effect: CheckoutEffect): Promise<void> {
    switch (effect.type) {
      case "saveDetails":
        save();
        return;
      case "saveExtras":
        // the subscription on the changed key saves them
        return;
      case "syncTotals":
        await deps.syncTotals(methods.methodsData());
        return;
      case "collectTotals": {
        const shipping = isVirtualCart(deps.cart().items) ? null : methods.chosenShipping();
        const result = await (await deps.client()).cart
          .collectTotals({
            paymentMethod: { method: effect.paymentMethod },
            ...(shipping && !shipping.offline
              ? { shippingCarrierCode: shipping.carrier_code, shippingMethodCode: shipping.method_code }
              : {}),
          })
          .catch(() => null);
        if (result) deps.applyTotals({ code: 200, result });
        return;
      }
      case "recheck":
        validation.fieldChanged(effect.section, effect.field);
        return;
    }
  }

  /**
   * The shopper's delivery or payment decision: `@outlet/checkout`'s `checkoutTransition` gives the next
   * decisions and the effects, which run in order.
   */
  async function dispatch(event: CheckoutEvent): Promise<void> {
    const next = checkoutTransition(
      {
        details: state.details,
        shippingChoice: state.shippingChoice,
        billingSame: state.billingSame,
        blikCode: state.blikCode,
        blikError: state.blikError,
        inpostLocker: state.inpostLocker,
      },
      event,
    );
    state.details = next.state.details;
    state.shippingChoice = next.state.shippingChoice;
    state.billingSame = next.state.billingSame;
    state.blikCode = next.state.blikCode;
    state.blikError = next.state.blikError;
    if (next.state.inpostLocker !== state.inpostLocker)
      state.inpostLocker = next.state.inpostLocker ? ({ ...next.state.inpostLocker } as InpostLocker) : null;
    for (const effect of next.effects) await runEffect(effect);
  }

  return {
    state,
    processOfflineOrders,

    /**
     * Going back online, or starting online (behaviour.md §10.8): with automatic transmission (the shop's
     * choice, `OFFLINE_ORDERS_AUTOMATIC`) the stored orders are sent at once; otherwise the shopper is
     * asked to confirm them.
     */
    async onReconnect(): Promise<void> {
      const plan = planReconnection({
        automaticTransmission: OFFLINE_ORDERS_AUTOMATIC,
        isThankYouPage: state.details.isThankYouPage,
        storedOrders: await storedOrders(),
      });
      if (plan.action === "process") await processOfflineOrders();
      // ref(): the stored orders stay plain data (valtio would proxy them in place, and IndexedDB
      // cannot clone proxies).
      else if (plan.action === "confirm")
        state.offlineOrders = ref(plan.orders.map((order) => ({ ...order })));
    },

    /** "Cancel" on the confirmation: every untransmitted stored order is deleted. */
    async cancelOfflineOrders(): Promise<void> {
      const collections = deps.collections();
      for (const order of await storedOrders())
        if (!order.transmited) await collections?.orders.removeItem(order.order_id).catch(() => undefined);
      state.offlineOrders = [];
    },
    methodsData: methods.methodsData,
    effectivePayment: methods.effectivePayment,
    pickupLocation: methods.pickupLocation,
    chosenShipping: methods.chosenShipping,
    chosenPayment: methods.chosenPayment,
    visiblePayments: methods.visiblePayments,
    mergePaymentMethods: methods.mergePaymentMethods,
    isLockerDelivery: methods.isLockerDelivery,
    delivery: methods.delivery,
    billingShown: methods.billingShown,

    /** Restores the saved details (behaviour.md §10.1: each truthy stored section replaces the state). */
    async load(): Promise<void> {
      const collections = deps.collections();
      if (!collections) return;
      const keys = Object.values(checkoutDetailsStorage.keys);
      const values = await Promise.all(keys.map((key) => collections.checkout.getItem(key)));
      const stored = Object.fromEntries(keys.map((key, i) => [key, values[i]]));
      try {
        // A section saved before the checkout page set its country (after login or logout) has a blank one.
        state.details = checkoutDetailsStorage.restore(
          state.details as CheckoutState,
          stored,
          shopperConfig.checkout.defaultCountry,
        );
        const shipping = state.details.shippingDetails;
        // The chosen delivery method is part of the saved shipping details.
        if (shipping.shippingMethod && shipping.shippingCarrier)
          state.shippingChoice = {
            carrier_code: shipping.shippingCarrier,
            method_code: shipping.shippingMethod,
          };
        const extras = restoreExtras(await collections.checkout.getItem(EXTRAS_KEY));
        if (extras.invoice) state.invoice = extras.invoice;
        if (extras.comments) state.comments = extras.comments;
        if (extras.addressChoice !== undefined) state.addressChoice = extras.addressChoice;
        if (extras.inpostLocker !== undefined) state.inpostLocker = extras.inpostLocker;
      } catch (error) {
        log("saved checkout details ignored", error);
      }
    },

    /** Updates one field of a section and saves (behaviour.md §10.1). */
    setField<TSection extends "personalDetails" | "shippingDetails" | "paymentDetails">(
      section: TSection,
      field: keyof CheckoutState[TSection] & string,
      value: string | boolean,
    ): void {
      const country = String((state.details[section] as { country?: string }).country || "PL");
      // "80123" becomes "80-123" as it is typed (issue 12).
      const typed = field === "zipCode" && typeof value === "string" ? formatPostcode(value, country) : value;
      const next = { ...state.details[section], [field]: typed } as Mutable<CheckoutState[TSection]>;
      state.details = {
        ...state.details,
        [section]: next,
        ...namesFollowPersonal(state.details, section, field, typed),
      };
      save();
      validation.fieldChanged(CHECKOUT_ERROR_SECTIONS[section], field);
    },

    /** The checkout page mounted / left (behaviour.md §10.4). */
    enter(): void {
      state.details = { ...state.details, modifiedAt: deps.now(), isThankYouPage: false };
      state.confirmation = null;
    },
    leave(): void {
      state.details = { ...state.details, modifiedAt: 0 };
    },
    inCheckout: (): boolean => isUserInCheckout(state.details.modifiedAt, deps.now()),

    /** Shipping then payment methods for the current address (behaviour.md §10.2). */
    pullMethods: (): Promise<void> => methods.pullMethods(log),

    chooseShipping: (method: ShippingMethod): Promise<void> => dispatch({ type: "shippingChosen", method }),

    /** "Dane do faktury takie same jak adres dostawy" ticked or unticked. */
    setBillingSame: (same: boolean): Promise<void> => dispatch({ type: "billingSameSet", same }),

    /** The BLIK field changed (kept as typed; the order carries its digits). */
    typeBlikCode: (typed: string): Promise<void> => dispatch({ type: "blikCodeTyped", typed }),

    /** The locker finder (issue 12): lockers by city, postcode or code from the API's list. */
    async searchLockers(query: string): Promise<void> {
      const q = query.trim();
      state.lockerSearch = { ...state.lockerSearch, query, busy: q !== "", failed: false };
      if (q === "") {
        state.lockerSearch = { query, results: [], busy: false, failed: false };
        return;
      }
      try {
        const results = await (await deps.client()).stock.inpostLockers(q);
        // A slower answer to an older query never replaces the newer one.
        if (state.lockerSearch.query === query)
          state.lockerSearch = { query, results: ref([...results]), busy: false, failed: false };
      } catch (error) {
        log("locker search failed", error);
        if (state.lockerSearch.query === query)
          state.lockerSearch = { query, results: [], busy: false, failed: true };
      }
    },

    chooseLocker: (locker: InpostLocker): Promise<void> => dispatch({ type: "lockerChosen", locker }),

    choosePayment: (code: string): Promise<void> => dispatch({ type: "paymentChosen", code }),

    /** After login the personal details come from the profile (behaviour.md §10.1). */
    fromProfile(profile: {
      firstname?: string | null;
      lastname?: string | null;
      email?: string | null;
    }): void {
      const personal = personalDetailsFromProfile(profile);
      const shipping = state.details.shippingDetails;
      // a customer with no saved address finds their name in the shipping address too (issue 12)
      state.details = {
        ...state.details,
        personalDetails: personal,
        shippingDetails: {
          ...shipping,
          firstName: shipping.firstName || personal.firstName,
          lastName: shipping.lastName || personal.lastName,
        },
      };
      save();
    },

    /**
     * The customer's saved addresses at checkout (issue 12): with no address typed yet, the default one (or,
     * with none marked default, the first) fills the shipping fields; what the shopper typed or restored is
     * never replaced.
     */
    offerSavedAddresses(customer: InvoiceCustomer): void {
      const choices = savedAddressChoices(customer);
      if (choices.length === 0 || !isShippingAddressEmpty(state.details.shippingDetails)) return;
      // the default one, else the first: a customer who saved addresses expects one of them, not an empty form
      const preferred = choices.find((choice) => choice.isDefault) ?? choices[0] ?? null;
      if (preferred) this.chooseAddress(preferred.id, choices);
    },

    /** Fills the shipping fields from a saved address, or empties them for a new one (`"new"`). */
    chooseAddress(id: string, choices: readonly SavedAddressChoice[]): void {
      const shipping = state.details.shippingDetails;
      const chosen = choices.find((choice) => choice.id === id);
      const next = chosen
        ? shippingDetailsFromAddress(shipping, chosen.address)
        : {
            ...shipping,
            streetAddress: "",
            apartmentNumber: "",
            zipCode: "",
            city: "",
            phoneNumber: "",
          };
      state.details = { ...state.details, shippingDetails: next };
      state.addressChoice = chosen ? id : "new";
      save();
      if (state.errors)
        for (const field of CHECKOUT_ADDRESS_FIELDS) validation.fieldChanged("shipping", field);
    },

    /** Logout: empty personal, shipping and payment details (behaviour.md §12.2). */
    clear(): void {
      const fresh = initialCheckoutState(shopperConfig.checkout);
      state.details = {
        ...fresh,
        shippingMethods: state.details.shippingMethods,
        paymentMethods: state.details.paymentMethods,
      };
      state.invoice = emptyInvoiceDetails();
      state.comments = { enabled: false, delivery: "", order: "" };
      state.addressChoice = null;
      state.shippingChoice = null;
      state.inpostLocker = null;
      save();
    },

    /** Validates the whole form and shows the errors (behaviour.md §10.5 step 1). */
    validate: validation.validate,
    fieldChanged: validation.fieldChanged,
    placeOrder,
  };
}

/**
 * The checkout store type.
 *
 * @example
 * const checkout: CheckoutStore = createCheckoutStore(deps);
 */
export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
