import { isVirtualCart } from "@outlet/cart-merge";
import {
  BLIK,
  blikCodeOf,
  type CheckoutErrorSection,
  type CheckoutFormResult,
  checkoutMessages,
  hasDigitalContent,
  recheckField,
  type ServerFieldErrors,
  validateCheckoutForm,
  validateOrderRequest,
} from "@outlet/checkout";
import { shopperConfig } from "../../lib/shopperConfig";
import type { CheckoutMethods } from "./checkoutMethods";
import type { CheckoutStoreDeps, CheckoutStoreState } from "./checkoutStoreState";
import { checkoutPhoneRule } from "./phoneRule";

/**
 * The checkout form's checks (behaviour.md §10.5 step 1, issue 12): the form rules of `@outlet/checkout`,
 * the order rules the API applies too (BLIK code, parcel locker, a locker's phone), errors cleared as soon
 * as their field is fixed, and an order's 400 answer shown at the fields it names.
 *
 * @example
 * const validation = createCheckoutValidation(deps, state, methods);
 * validation.validate().ok; // false while a required field is empty
 */
export function createCheckoutValidation(
  deps: CheckoutStoreDeps,
  state: CheckoutStoreState,
  methods: CheckoutMethods,
) {
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
    const payment = methods.chosenPayment();
    const shipping = methods.chosenShipping();
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
          payment_method_additional: payment?.code === BLIK ? { blik_code: blikCodeOf(state.blikCode) } : {},
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
    const payment = methods.chosenPayment();
    const shipping = methods.chosenShipping();
    return validateCheckoutForm(
      {
        personalDetails: state.details.personalDetails,
        passwordConfirmation: state.passwordConfirmation,
        shippingDetails: {
          ...methods.effectiveShipping(),
          shippingMethod: shipping?.method_code ?? state.details.shippingDetails.shippingMethod,
        },
        paymentDetails: { ...methods.effectivePayment(), paymentMethod: payment?.code ?? "" },
        ...(state.invoice.enabled ? { invoiceDetails: state.invoice } : {}),
        acceptTerms: state.acceptTerms,
        digitalConsent: { required: hasDigitalContent(items), given: state.acceptDigital },
        cartItemsCount: items.length,
        isVirtualCart: isVirtualCart(items),
        delivery: methods.delivery(),
      },
      { isPhoneNumber: checkoutPhoneRule },
    );
  }

  /** Validates the whole form and shows the result (behaviour.md §10.5 step 1). */
  function validate(): CheckoutFormResult {
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
  }

  /**
   * The shopper changed a field: its shown error goes as soon as the field is valid (issue 12), other
   * errors stay until the next submit. `setField` calls it; the form calls it for the fields it sets
   * directly (invoice, password confirmation, BLIK code).
   */
  function fieldChanged(section: CheckoutErrorSection | "blik", field: string): void {
    if (section === "blik") {
      if (state.blikError && choiceErrors().blik === null) state.blikError = null;
      return;
    }
    if (!state.errors) return;
    if (section === "shipping" && field === "inpostLocker") {
      // the locker's rule is the order rule (choiceErrors), not the form's
      if ("inpostLocker" in state.errors.shipping && choiceErrors().locker === null) {
        const { inpostLocker: _fixed, ...rest } = state.errors.shipping as Record<string, string>;
        state.errors = { ...state.errors, shipping: rest } as CheckoutFormResult;
      }
      return;
    }
    const fresh = freshValidation();
    let next = recheckField(state.errors, fresh, section, field);
    // The billing copy of the shipping address is checked with it while "same as shipping" is on.
    if (section === "shipping") next = recheckField(next, fresh, "payment", field);
    if (next !== state.errors) state.errors = next;
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

  return { validate, fieldChanged, showRefusal };
}

/**
 * The checkout form's checks.
 *
 * @example
 * const validation: CheckoutValidation = createCheckoutValidation(deps, state, methods);
 */
export type CheckoutValidation = ReturnType<typeof createCheckoutValidation>;
