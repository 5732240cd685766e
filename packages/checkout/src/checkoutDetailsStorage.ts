import { CheckoutError } from "./checkoutError.js";
import {
  type CheckoutState,
  type PaymentDetails,
  type PersonalDetails,
  type ShippingDetails,
  withDefaultCountries,
} from "./checkoutState.js";

/**
 * The keys of the `checkout` collection (behaviour.md §10.1).
 *
 * @example
 * ```ts
 * await storage.getItem(CHECKOUT_STORAGE_KEYS.shippingDetails); // "shipping-details"
 * ```
 */
export const CHECKOUT_STORAGE_KEYS = {
  personalDetails: "personal-details",
  shippingDetails: "shipping-details",
  paymentDetails: "payment-details",
} as const;

/**
 * The saved checkout details: what each key of the `checkout` collection holds.
 *
 * @example
 * ```ts
 * const saved: SavedCheckoutDetails = savedCheckoutDetails(state);
 * ```
 */
export interface SavedCheckoutDetails {
  readonly "personal-details": PersonalDetails;
  readonly "shipping-details": ShippingDetails;
  readonly "payment-details": PaymentDetails;
}

/**
 * The three entries to write to the `checkout` collection on save (behaviour.md §10.1). The password
 * is never written (decision: a secret does not belong in browser storage). Pure.
 *
 * @example
 * ```ts
 * for (const [key, value] of Object.entries(savedCheckoutDetails(state))) await storage.setItem(key, value);
 * ```
 */
export function savedCheckoutDetails(
  state: Pick<CheckoutState, "personalDetails" | "shippingDetails" | "paymentDetails">,
): SavedCheckoutDetails {
  return {
    "personal-details": { ...state.personalDetails, password: "" },
    "shipping-details": state.shippingDetails,
    "payment-details": state.paymentDetails,
  };
}

/**
 * The state after loading the saved sections at start: each truthy value replaces its section
 * (behaviour.md §10.1). A truthy value that is not an object is broken input. Pure.
 *
 * @example
 * ```ts
 * const next = restoreCheckoutDetails(state, { "shipping-details": saved, "personal-details": null });
 * ```
 */
export function restoreCheckoutDetails<
  TState extends Pick<CheckoutState, "personalDetails" | "shippingDetails" | "paymentDetails">,
>(state: TState, saved: Readonly<Partial<Record<keyof SavedCheckoutDetails, unknown>>>): TState {
  const read = <T>(key: keyof SavedCheckoutDetails): T | undefined => {
    const value = saved[key];
    if (!value) return undefined;
    if (typeof value !== "object" || Array.isArray(value))
      throw new CheckoutError({ reason: "invalid-saved-details", key });
    return value as T;
  };
  const personal = read<PersonalDetails>("personal-details");
  const shipping = read<ShippingDetails>("shipping-details");
  const payment = read<PaymentDetails>("payment-details");
  return {
    ...state,
    ...(personal ? { personalDetails: personal } : {}),
    ...(shipping ? { shippingDetails: shipping } : {}),
    ...(payment ? { paymentDetails: payment } : {}),
  };
}

/**
 * The checkout details in the `checkout` collection (behaviour.md §10.1), as one codec: the `keys` to read,
 * `saved(state)` → the entries to write (never the password), `restore(state, stored)` → the state with
 * each truthy stored section in place. Pure.
 *
 * @example
 * ```ts
 * const stored = Object.fromEntries(await Promise.all(Object.values(checkoutDetailsStorage.keys).map(async (k) => [k, await storage.getItem(k)])));
 * state = checkoutDetailsStorage.restore(state, stored, "PL");
 * ```
 */
export const checkoutDetailsStorage = {
  keys: CHECKOUT_STORAGE_KEYS,
  saved: savedCheckoutDetails,
  restore: restoredWithCountries,
} as const;

/**
 * {@link restoreCheckoutDetails}, then a blank country in either address section set to `defaultCountry`
 * (a section saved before the checkout page set its country has a blank one; issue 12).
 */
function restoredWithCountries<
  TState extends Pick<CheckoutState, "personalDetails" | "shippingDetails" | "paymentDetails">,
>(
  state: TState,
  saved: Readonly<Partial<Record<keyof SavedCheckoutDetails, unknown>>>,
  defaultCountry?: string,
): TState {
  return withDefaultCountries(restoreCheckoutDetails(state, saved), defaultCountry);
}
