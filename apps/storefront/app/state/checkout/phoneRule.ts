import type { PhoneNumberValidator } from "@outlet/checkout";

let loaded: PhoneNumberValidator | null = null;
let loading: Promise<PhoneNumberValidator> | null = null;

/**
 * Loads the numbering-plan check of phone numbers (`@outlet/checkout/phone`: libphonenumber-js and its
 * metadata, about 30 kB gzip) once, on first need (issue 29): the checkout page asks for it when it mounts,
 * and placing an order waits for it before validating, so no page ships it in the JavaScript its HTML asks
 * for. A failed load is retried at the next call.
 *
 * @example
 * await loadPhoneRule(); // then checkoutPhoneRule("612 345 678") === true
 */
export function loadPhoneRule(): Promise<PhoneNumberValidator> {
  loading ??= import("@outlet/checkout/phone").then(
    (module) => {
      loaded = module.isPhoneNumber;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The loaded numbering-plan check. Before {@link loadPhoneRule} has settled it accepts every number: the
 * form's phone is then only checked again by the API. That moment never shows an error: validation runs
 * when an order is placed (which awaits the load), and a field is re-checked only while the result of that
 * validation is shown.
 *
 * @example
 * validateCheckoutForm(input, { isPhoneNumber: checkoutPhoneRule });
 */
export const checkoutPhoneRule: PhoneNumberValidator = (value) => (loaded ? loaded(value) : true);
