import { isVirtualCart, type OrderDataForTotals as TotalsRequestData } from "@outlet/cart-merge";
import {
  beginOrder,
  buildOrder,
  type CheckoutErrorSection,
  type CheckoutFormResult,
  type CheckoutState,
  checkoutDetailsStorage,
  checkoutMessages,
  checkStockBeforeSubmit,
  completeOrder,
  emptyInvoiceDetails,
  formatPostcode,
  initialCheckoutState,
  isShippingAddressEmpty,
  isUserInCheckout,
  mergeServerPaymentMethods,
  type Order,
  type OrderAnswer,
  type OrderEffect,
  type OrderSession,
  orderDataForTotals,
  type PaymentMethod,
  paymentMethodsFromShippingInformation,
  personalDetailsFromProfile,
  planPaymentMethodsSync,
  planReconnection,
  preselectPaymentMethod,
  preselectShippingMethod,
  recheckField,
  type SavedAddressChoice,
  type ServerFieldErrors,
  type ServerIssue,
  type ShippingMethod,
  savedAddressChoices,
  serverFieldErrors,
  serverShippingMethods,
  shippingDetailsFromAddress,
  shippingMethodsRequestBody,
  validateCheckoutForm,
  validateOrderRequest,
  visiblePaymentMethods,
} from "@outlet/checkout";
import type { PickupLocation } from "@outlet/contract";
import type { Client, InpostLocker, PlacedOrder } from "@outlet/transport";
import { proxy, ref, snapshot } from "valtio";
import { subscribeKey } from "valtio/utils";
import { isHttpError } from "../../lib/httpError";
import { issuesAtFields } from "../../lib/serverIssues";
import { shopperConfig } from "../../lib/shopperConfig";
import { compactAddress, withBillingCountry } from "../cart/cartStore";
import { BLIK } from "./blik";
import { checkoutExtras, EXTRAS_KEY, restoreExtras } from "./checkoutExtras";
import {
  type CheckoutStoreDeps,
  type CheckoutStoreState,
  INPOST_CARRIER,
  OFFLINE_ORDERS_AUTOMATIC,
  offlineReference,
} from "./checkoutStoreState";
import { namesFollowPersonal } from "./namesFollowPersonal";
import { createOfflineOrderSending } from "./offlineOrderSending";

export type {
  CheckoutCollections,
  CheckoutStoreDeps,
  CheckoutStoreState,
  OrderConfirmation,
  QueuedOrder,
} from "./checkoutStoreState";
export {
  INPOST_CARRIER,
  OFFLINE_ORDER_SENT,
  OFFLINE_ORDERS_AUTOMATIC,
  OFFLINE_ORDERS_LOCK,
  offlineReference,
} from "./checkoutStoreState";

/** The address fields a saved address fills. */
const ADDRESS_FIELD_NAMES = [
  "firstName",
  "lastName",
  "streetAddress",
  "apartmentNumber",
  "zipCode",
  "city",
  "country",
  "phoneNumber",
] as const;

/** The form result's section of each details section. */
const ERROR_SECTIONS = {
  personalDetails: "personal",
  shippingDetails: "shipping",
  paymentDetails: "payment",
} as const;

/** Where the account API's issues belong in the checkout's personal details (api-contract.md §4.1). */
const ACCOUNT_ISSUE_PATHS = {
  password: "password",
  "customer.email": "emailAddress",
  "customer.firstname": "firstName",
  "customer.lastname": "lastName",
} as const;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The shipping fields a store pickup shows (issue 12): the address is the store's, the name the personal one. */
const PICKUP_SHIPPING_FIELDS: ReadonlySet<string> = new Set(["phoneNumber", "shippingMethod"]);
/** The payment fields a store pickup shows: the method and the tax id, no billing address. */
const PICKUP_PAYMENT_FIELDS: ReadonlySet<string> = new Set(["paymentMethod", "taxId"]);

/**
 * A store pickup's form result: errors only at the shipping fields it shows (the address fields' rules, such
 * as a 3-letter first name, do not apply to fields the shopper cannot see), `ok` and the message recounted.
 */
function withoutStoreAddressErrors(result: CheckoutFormResult): CheckoutFormResult {
  const shipping = Object.fromEntries(
    Object.entries(result.shipping).filter(([field]) => PICKUP_SHIPPING_FIELDS.has(field)),
  );
  // no billing form either: its copy of the store address is checked with the shipping one
  const payment = Object.fromEntries(
    Object.entries(result.payment).filter(([field]) => PICKUP_PAYMENT_FIELDS.has(field)),
  );
  const count = [result.personal, shipping, payment, result.invoice].reduce(
    (n, section) => n + Object.keys(section).length,
    0,
  );
  const filled = count === 0 && result.terms === null;
  const message = result.message === checkoutMessages.formNotFilled && filled ? null : result.message;
  return { ...result, shipping, payment, ok: message === null, message };
}

/** The issues of an order's 400 answer (api-contract.md §13), or none. */
function issuesOf(error: { readonly apiError: { readonly message: string } }): readonly ServerIssue[] {
  const issues = (error.apiError as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as ServerIssue[]) : [];
}

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
    acceptPrivacy: false,
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
  let session: OrderSession = {};
  const log = deps.log ?? (() => {});
  const { storedOrders, processOfflineOrders } = createOfflineOrderSending({ deps, state, runEffects, log });

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

  /** The store the chosen delivery hands the parcel over in (issue 12), or `null` for a delivery to an address. */
  function pickupLocation(): PickupLocation | null {
    if (isVirtualCart(deps.cart().items)) return null;
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
    if (isVirtualCart(deps.cart().items)) return payment;
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

  /** The effective payment details as plain data (no proxies inside). */
  function snapshotPayment(): CheckoutState["paymentDetails"] {
    const payment = effectivePayment();
    return { ...payment, paymentMethodAdditional: { ...payment.paymentMethodAdditional } };
  }

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
    return visiblePaymentMethods(state.details.paymentMethods, isVirtualCart(deps.cart().items));
  }

  function chosenPayment(): PaymentMethod | null {
    const visible = visiblePayments();
    const code = state.details.paymentDetails.paymentMethod;
    return preselectPaymentMethod(code || null, visible);
  }

  /** Data for server totals with the shopper's choices (behaviour.md §9.14 shipping-method trigger). */
  function methodsData(): TotalsRequestData {
    const data = orderDataForTotals(
      { ...state.details, shippingDetails: effectiveShipping(), paymentDetails: effectivePayment() },
      shopperConfig.checkout.defaultCountry,
    );
    // A virtual cart is not shipped (behaviour.md §10.2): no method goes with its totals, so the server
    // charges no courier (§9.14 sends the codes only when they are truthy).
    const shipping = isVirtualCart(deps.cart().items) ? null : chosenShipping();
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
    const returned = await (await deps.client()).cart.shippingMethods(
      compactAddress(body.address) as Parameters<Client["cart"]["shippingMethods"]>[0],
    );
    const methods = serverShippingMethods(returned as unknown as ShippingMethod[]);
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
    const plan = planPaymentMethodsSync(
      data as unknown as Parameters<typeof planPaymentMethodsSync>[0],
      effectivePayment().country,
    );
    let methods: unknown[] | null = null;
    if (plan.call === "shipping-information") {
      const result = await (await deps.client()).cart
        .shippingInformation(
          withBillingCountry(
            plan.body.addressInformation as unknown as Parameters<typeof withBillingCountry>[0],
          ) as Parameters<Client["cart"]["shippingInformation"]>[0],
        )
        .catch(() => null);
      methods = paymentMethodsFromShippingInformation(result);
    }
    if (!methods) methods = [...(await (await deps.client()).cart.paymentMethods())];
    mergePaymentMethods(methods);
  }

  function runEffects(effects: readonly OrderEffect[], order: Order | null): void {
    for (const effect of effects) {
      switch (effect.type) {
        case "notify":
          deps.notify(effect.notification);
          break;
        case "storeOrder":
          deps
            .collections()
            ?.orders.setItem(effect.order.order_id, effect.order)
            .catch((error: unknown) => log("order write failed", error));
          break;
        case "markOrderTransmitted":
          if (order?.order_id === effect.orderId)
            deps
              .collections()
              ?.orders.setItem(effect.orderId, { ...order, transmited: true })
              .catch(() => undefined);
          break;
        case "refreshOrderHistory":
          void deps.refreshOrderHistory().catch(() => undefined);
          break;
        case "clearCart":
          void deps.clearCart();
          break;
        case "resetAccountCreation":
          state.details = {
            ...state.details,
            personalDetails: { ...state.details.personalDetails, password: "", createAccount: false },
          };
          state.passwordConfirmation = "";
          break;
        case "recordLastCartBypass":
        case "setLastOrderConfirmation":
        case "progress":
        case "emit":
          break;
        case "log":
          log(effect.message);
          break;
      }
    }
  }

  /**
   * Shows an order's 400 answer where it applies (issue 12): each issue at its field with the API's Polish
   * reason, the form's summary above; the issues no field shows (a line's stock) as one message.
   */
  function showRefusal(refusal: ServerFieldErrors): void {
    if (refusal.additional) state.blikError = refusal.additional;
    if (refusal.placed)
      state.errors = {
        ok: false,
        message: checkoutMessages.formNotFilled,
        personal: refusal.personal,
        shipping: refusal.shipping,
        payment: refusal.payment,
        invoice: refusal.invoice,
        terms: null,
      } as CheckoutFormResult;
    if (refusal.unplaced.length > 0)
      deps.notify({ type: "error", message: refusal.unplaced.join(" "), action1: { label: "OK" } });
  }

  /** Whether the chosen delivery goes to an InPost locker. */
  function isLockerDelivery(): boolean {
    return !isVirtualCart(deps.cart().items) && chosenShipping()?.carrier_code === INPOST_CARRIER;
  }

  /**
   * The BLIK code's, the parcel locker's and (for a locker) the phone's errors, by the order rules the API
   * applies too (`@outlet/checkout` `validateOrderRequest`, api-contract.md §6.1): only these fields, the
   * form's own rules check the rest.
   */
  function choiceErrors(): {
    readonly blik: string | null;
    readonly locker: string | null;
    readonly phone: string | null;
  } {
    const payment = chosenPayment();
    const shipping = chosenShipping();
    const country = state.details.shippingDetails.country || shopperConfig.checkout.defaultCountry;
    const { issues } = validateOrderRequest(
      {
        products: [],
        addressInformation: {
          billingAddress: { country_id: country, email: state.details.personalDetails.emailAddress },
          shippingAddress: { country_id: country, telephone: state.details.shippingDetails.phoneNumber },
          shipping_carrier_code: shipping?.carrier_code,
          shipping_method_code: shipping?.method_code,
          payment_method_code: payment?.code ?? "",
          payment_method_additional: payment?.code === BLIK ? { blik_code: state.blikCode.trim() } : {},
          inpost_locker: state.inpostLocker,
        },
      },
      { virtual: isVirtualCart(deps.cart().items) },
    );
    const at = (path: string) => issues.find((issue) => issue.path === path)?.message ?? null;
    return {
      blik: at("addressInformation.payment_method_additional"),
      locker: at("addressInformation.inpost_locker"),
      phone: at("addressInformation.shippingAddress.telephone"),
    };
  }

  /** The form rules over the current state (behaviour.md §10.5 step 1), without showing anything. */
  function freshValidation(): CheckoutFormResult {
    const items = deps.cart().items;
    const payment = chosenPayment();
    const shipping = chosenShipping();
    const result = validateCheckoutForm({
      personalDetails: state.details.personalDetails,
      passwordConfirmation: state.passwordConfirmation,
      shippingDetails: {
        ...effectiveShipping(),
        shippingMethod: shipping?.method_code ?? state.details.shippingDetails.shippingMethod,
      },
      paymentDetails: { ...effectivePayment(), paymentMethod: payment?.code ?? "" },
      ...(state.invoice.enabled ? { invoiceDetails: state.invoice } : {}),
      acceptTerms: state.acceptTerms,
      acceptPrivacy: state.acceptPrivacy,
      cartItemsCount: items.length,
      isVirtualCart: isVirtualCart(items),
    });
    return pickupLocation() ? withoutStoreAddressErrors(result) : result;
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
    methodsData,
    effectivePayment,
    pickupLocation,
    chosenShipping,
    chosenPayment,
    visiblePayments,
    mergePaymentMethods,

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
      this.fieldChanged(ERROR_SECTIONS[section], field);
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
    async pullMethods(): Promise<void> {
      await syncShippingMethods().catch((error: unknown) => log("shipping methods failed", error));
      await syncPaymentMethods().catch((error: unknown) => log("payment methods failed", error));
    },

    async chooseShipping(method: ShippingMethod): Promise<void> {
      state.shippingChoice = { carrier_code: method.carrier_code, method_code: method.method_code };
      state.details = {
        ...state.details,
        shippingDetails: {
          ...state.details.shippingDetails,
          shippingMethod: method.method_code,
          shippingCarrier: method.carrier_code,
        },
      };
      save();
      await deps.syncTotals(methodsData());
    },

    isLockerDelivery,

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

    chooseLocker(locker: InpostLocker): void {
      state.inpostLocker = { ...locker };
      this.fieldChanged("shipping", "inpostLocker");
      if (state.errors?.shipping && "inpostLocker" in state.errors.shipping) {
        const { inpostLocker: _fixed, ...rest } = state.errors.shipping as Record<string, string>;
        state.errors = { ...state.errors, shipping: rest } as CheckoutFormResult;
      }
    },

    async choosePayment(code: string): Promise<void> {
      state.details = {
        ...state.details,
        paymentDetails: { ...state.details.paymentDetails, paymentMethod: code },
      };
      save();
      if (code !== BLIK) state.blikError = null;
      const shipping = isVirtualCart(deps.cart().items) ? null : chosenShipping();
      const result = await (await deps.client()).cart
        .collectTotals({
          paymentMethod: { method: code },
          ...(shipping && !shipping.offline
            ? { shippingCarrierCode: shipping.carrier_code, shippingMethodCode: shipping.method_code }
            : {}),
        })
        .catch(() => null);
      if (result) deps.applyTotals({ code: 200, result });
    },

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
    offerSavedAddresses(customer: Parameters<typeof savedAddressChoices>[0]): void {
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
      if (state.errors) for (const field of ADDRESS_FIELD_NAMES) this.fieldChanged("shipping", field);
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

    /** Validates the whole form (behaviour.md §10.5 step 1). */
    validate(): CheckoutFormResult {
      const result = freshValidation();
      const choices = choiceErrors();
      state.blikError = choices.blik;
      const locker = choices.locker;
      // InPost texts the pickup code: the phone the form leaves optional is needed for a locker
      const phone = result.shipping?.phoneNumber ? null : choices.phone;
      const withLocker =
        locker || phone
          ? {
              ...result,
              ok: false,
              message: result.message ?? checkoutMessages.formNotFilled,
              shipping: {
                ...result.shipping,
                ...(locker ? { inpostLocker: locker } : {}),
                ...(phone ? { phoneNumber: phone } : {}),
              },
            }
          : result;
      const checked = state.blikError && withLocker.ok ? { ...withLocker, ok: false } : withLocker;
      state.errors = checked as CheckoutFormResult;
      return checked as CheckoutFormResult;
    },

    /**
     * The shopper changed a field: its shown error goes as soon as the field is valid (issue 12), other
     * errors stay until the next submit. `setField` calls it; the form calls it for the fields it sets
     * directly (invoice, password confirmation, BLIK code).
     */
    fieldChanged(section: CheckoutErrorSection | "blik", field: string): void {
      if (section === "blik") {
        if (state.blikError && choiceErrors().blik === null) state.blikError = null;
        return;
      }
      if (!state.errors) return;
      const fresh = freshValidation();
      let next = recheckField(state.errors, fresh, section, field);
      // The billing copy of the shipping address is checked with it while "same as shipping" is on.
      if (section === "shipping") next = recheckField(next, fresh, "payment", field);
      if (next !== state.errors) state.errors = next;
    },

    /**
     * Places the order (behaviour.md §10.5–§10.7): validate, stock check, account creation when chosen,
     * then `beginOrder` → `POST /api/order` with the idempotency key → `completeOrder`. The button waits:
     * a second call while one runs is ignored, and a retry after a failure reuses the same key.
     */
    async placeOrder(): Promise<"placed" | "invalid" | "queued" | "duplicate" | "blocked"> {
      if (state.placing) return "blocked";
      state.placing = true;
      try {
        const form = this.validate();
        if (!form.ok) return "blocked";
        const cart = deps.cart();
        const stock = checkStockBeforeSubmit(
          cart.items.map((line) => {
            const id = typeof line.onlineStockCheckid === "string" ? line.onlineStockCheckid : undefined;
            // A check this session does not know any more (page reloaded) is skipped, like a line without one.
            return id && deps.findStockTask(id)
              ? { sku: String(line.sku), onlineStockCheckid: id }
              : { sku: String(line.sku) };
          }),
          deps.findStockTask,
          deps.online(),
        );
        if (!stock.ok) {
          deps.notify(stock.notification);
          return "blocked";
        }
        const personal = state.details.personalDetails;
        if (personal.createAccount && deps.userId() === null) {
          try {
            await deps.register({
              email: personal.emailAddress,
              firstname: personal.firstName,
              lastname: personal.lastName,
              password: personal.password,
            });
          } catch (error) {
            // The API's reason at the field it concerns (a common password, a taken e-mail; issue 12).
            const placed = issuesAtFields(error, ACCOUNT_ISSUE_PATHS);
            if (Object.keys(placed).length > 0) {
              state.errors = {
                ...this.validate(),
                ok: false,
                message: checkoutMessages.formNotFilled,
                personal: placed,
              } as CheckoutFormResult;
              return "blocked";
            }
            deps.notify(
              isHttpError(error)
                ? { type: "error", message: error.apiError.message, action1: { label: "OK" } }
                : {
                    type: "error",
                    message: checkoutMessages.orderInvalid,
                    params: { email: deps.contactEmail },
                    action1: { label: "OK" },
                  },
            );
            return "blocked";
          }
        }
        const current = deps.cart();
        // Plain copies: the order is stored in IndexedDB, which cannot clone proxies.
        const plain = snapshot(state) as CheckoutStoreState;
        const shipping = chosenShipping();
        const payment = chosenPayment();
        const paymentDetails = structuredClone({
          ...snapshotPayment(),
          paymentMethod: payment?.code ?? "",
          ...(payment?.code === BLIK
            ? { paymentMethodAdditional: { blik_code: state.blikCode.trim() } }
            : {}),
        });
        const draft = buildOrder({
          cartLines: current.items as Parameters<typeof buildOrder>[0]["cartLines"],
          cartId: current.token,
          userId: deps.userId(),
          personalDetails: plain.details.personalDetails,
          shippingDetails: { ...effectiveShipping() },
          paymentDetails,
          ...(plain.invoice.enabled ? { invoiceDetails: plain.invoice } : {}),
          shippingMethod: shipping
            ? { method_code: shipping.method_code, carrier_code: shipping.carrier_code }
            : null,
          paymentMethodCode: payment?.code ?? null,
          additionalComments: plain.comments,
          isVirtualCart: isVirtualCart(current.items),
        });
        const locker = isLockerDelivery() && plain.inpostLocker ? { ...plain.inpostLocker } : null;
        const withLocker = locker
          ? { ...draft, addressInformation: { ...draft.addressInformation, inpost_locker: locker } }
          : draft;
        const start = beginOrder(session, withLocker as typeof draft, {
          now: deps.now(),
          online: deps.online(),
          createOrderId: deps.createOrderId,
        });
        session = ref(start.session) as OrderSession;
        runEffects(start.effects, start.outcome === "duplicate" ? null : start.order);
        if (start.outcome === "queued")
          state.queuedOrder = {
            orderId: start.order.order_id,
            reference: offlineReference(start.order.order_id),
            grandTotal: cart.grandTotal,
          };
        if (start.outcome !== "send") return start.outcome;
        let answer: OrderAnswer;
        let placed: PlacedOrder | null = null;
        let refusal: ServerFieldErrors | null = null;
        try {
          placed = await (await deps.client()).order.place(start.order, {
            idempotencyKey: start.order.order_id,
            userId: deps.userId(),
          });
          answer = { code: 200, result: placed.kind === "order" ? placed.order : placed.jobId };
        } catch (error) {
          answer = isHttpError(error) ? { code: error.status, result: error.apiError.message } : { error };
          refusal =
            isHttpError(error) && error.status === 400
              ? serverFieldErrors(issuesOf(error), {
                  invoice: state.invoice.enabled,
                  billingShown: !state.billingSame || isVirtualCart(current.items),
                })
              : null;
          if (refusal && !refusal.placed && refusal.unplaced.length === 0) refusal = null;
        }
        const done = completeOrder(session, start.order, answer, {
          now: deps.now(),
          createAccount: personal.createAccount,
          contactEmail: deps.contactEmail,
        });
        session = ref(done.session) as OrderSession;
        // A refused order shows what the server said (its Polish issue messages, the BLIK code at its field)
        // rather than the generic validation message, which stays for an answer that says nothing.
        runEffects(
          refusal ? done.effects.filter((effect) => effect.type !== "notify") : done.effects,
          start.order,
        );
        if (refusal) showRefusal(refusal);
        if (done.outcome === "placed") {
          const result = (placed?.kind === "order" ? placed.order : {}) as {
            orderNumber?: string;
            order_secret?: string;
            grand_total?: number;
            payment?: { redirect_url?: string };
          };
          state.confirmation = {
            orderNumber: String(result.orderNumber ?? ""),
            orderSecret: typeof result.order_secret === "string" ? result.order_secret : null,
            grandTotal: typeof result.grand_total === "number" ? result.grand_total : null,
            redirectUrl: result.payment?.redirect_url ?? null,
          };
          state.details = { ...state.details, isThankYouPage: true };
          deps.onPlaced?.(start.order, result);
          if (deps.userId() !== null) deps.saveInvoice?.(state.invoice);
        }
        return done.outcome;
      } finally {
        state.placing = false;
      }
    },
  };
}

/**
 * The checkout store type.
 *
 * @example
 * const checkout: CheckoutStore = createCheckoutStore(deps);
 */
export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
