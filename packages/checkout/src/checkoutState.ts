import { type CheckoutConfig, defaultCheckoutConfig } from "./checkoutConfig.js";
import { requestPostcode } from "./isValidPostcode.js";
import type { PaymentMethod } from "./paymentMethods.js";
import { defaultPaymentMethod } from "./paymentMethods.js";
import { defaultShippingMethod, type ShippingMethod } from "./shippingMethods.js";

/**
 * The personal details section (behaviour.md §10.1).
 *
 * @example
 * ```ts
 * const personal: PersonalDetails = { firstName: "Anna", lastName: "Nowak", emailAddress: "anna@example.pl", password: "", createAccount: false };
 * ```
 */
export interface PersonalDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly emailAddress: string;
  readonly password: string;
  readonly createAccount: boolean;
}

/**
 * The shipping details section (behaviour.md §10.1).
 *
 * @example
 * ```ts
 * const shipping: ShippingDetails = { ...initialCheckoutState().shippingDetails, city: "Kraków", zipCode: "31-042" };
 * ```
 */
export interface ShippingDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly streetAddress: string;
  readonly apartmentNumber: string;
  readonly city: string;
  readonly state: string;
  readonly region_id: number;
  readonly region_code?: string;
  readonly zipCode: string;
  readonly phoneNumber: string;
  readonly shippingMethod: string;
  readonly shippingCarrier?: string;
}

/**
 * The payment details section: the address fields plus company, tax id and the method.
 *
 * @example
 * ```ts
 * const payment: PaymentDetails = { ...initialCheckoutState().paymentDetails, paymentMethod: "przelewy24" };
 * ```
 */
export interface PaymentDetails extends Omit<ShippingDetails, "shippingMethod" | "shippingCarrier"> {
  readonly company: string;
  readonly taxId: string;
  readonly paymentMethod: string;
  readonly paymentMethodAdditional: Readonly<Record<string, unknown>>;
}

/**
 * The checkout state (behaviour.md §10.1).
 *
 * @example
 * ```ts
 * const state: CheckoutState = initialCheckoutState();
 * ```
 */
export interface CheckoutState {
  readonly personalDetails: PersonalDetails;
  readonly shippingDetails: ShippingDetails;
  readonly paymentDetails: PaymentDetails;
  readonly order: Readonly<Record<string, unknown>>;
  readonly paymentMethods: readonly PaymentMethod[];
  readonly shippingMethods: readonly ShippingMethod[];
  readonly isThankYouPage: boolean;
  /** Epoch ms of the checkout page mount; 0 when left (not persisted). */
  readonly modifiedAt: number;
}

const EMPTY_ADDRESS = {
  firstName: "",
  lastName: "",
  country: "",
  streetAddress: "",
  apartmentNumber: "",
  city: "",
  state: "",
  region_id: 0,
  zipCode: "",
  phoneNumber: "",
} as const;

/**
 * The empty checkout state: strings `''`, `createAccount: false`, `region_id: 0`, the configured
 * shipping methods, no payment methods (behaviour.md §10.1), and the configured `defaultCountry` in both
 * address sections (the form's one-option select shows it, so the state holds it too; issue 12). Pure.
 *
 * @example
 * ```ts
 * initialCheckoutState().shippingMethods[0]?.method_code; // "flatrate"
 * initialCheckoutState().shippingDetails.country; // "PL"
 * ```
 */
export function initialCheckoutState(
  config: Pick<CheckoutConfig, "shippingMethods"> & {
    readonly defaultCountry?: string;
  } = defaultCheckoutConfig,
): CheckoutState {
  const empty: CheckoutState = {
    personalDetails: { firstName: "", lastName: "", emailAddress: "", password: "", createAccount: false },
    shippingDetails: { ...EMPTY_ADDRESS, shippingMethod: "" },
    paymentDetails: {
      ...EMPTY_ADDRESS,
      company: "",
      taxId: "",
      paymentMethod: "",
      paymentMethodAdditional: {},
    },
    order: {},
    paymentMethods: [],
    shippingMethods: config.shippingMethods,
    isThankYouPage: false,
    modifiedAt: 0,
  };
  return config.defaultCountry ? withDefaultCountries(empty, config.defaultCountry) : empty;
}

/**
 * An address section (shipping or payment details) with the country falling back to the store's tax
 * country (`PL`) when blank (behaviour.md §10.1 `getShippingDetails`). The checkout form shows the default
 * country in its select; this keeps the state saying the same, so a restored or fresh section never carries
 * a blank country the shopper cannot see. Pure.
 *
 * @example
 * ```ts
 * shippingDetailsWithCountry(initialCheckoutState().shippingDetails).country; // "PL"
 * shippingDetailsWithCountry(initialCheckoutState().paymentDetails).country; // "PL"
 * ```
 */
export function shippingDetailsWithCountry<TDetails extends { readonly country: string }>(
  details: TDetails,
  defaultCountry: string = defaultCheckoutConfig.defaultCountry,
): TDetails {
  return details.country ? details : { ...details, country: defaultCountry };
}

/**
 * The checkout state with both address sections' blank countries set to the default (see
 * `shippingDetailsWithCountry`). Pure.
 *
 * @example
 * ```ts
 * withDefaultCountries(initialCheckoutState()).paymentDetails.country; // "PL"
 * ```
 */
export function withDefaultCountries<
  TState extends Pick<CheckoutState, "shippingDetails" | "paymentDetails">,
>(state: TState, defaultCountry: string = defaultCheckoutConfig.defaultCountry): TState {
  return {
    ...state,
    shippingDetails: shippingDetailsWithCountry(state.shippingDetails, defaultCountry),
    paymentDetails: shippingDetailsWithCountry(state.paymentDetails, defaultCountry),
  };
}

/**
 * An address as the totals call takes it.
 *
 * @example
 * ```ts
 * const address: TotalsAddress = orderDataForTotals(state).shippingAddress;
 * ```
 */
// a type, not an interface: it is assignable to the loose address record of @outlet/cart-merge
export type TotalsAddress = {
  readonly firstname: string;
  readonly lastname: string;
  readonly city: string;
  readonly postcode: string;
  readonly street: readonly string[];
  readonly countryId?: string;
};

/**
 * The data for server totals (behaviour.md §10.2 `orderDataForTotals`).
 *
 * @example
 * ```ts
 * const data: OrderDataForTotals = orderDataForTotals(state);
 * data.method_code; // null before online methods are known
 * ```
 */
export interface OrderDataForTotals {
  readonly country: string;
  readonly shippingAddress: TotalsAddress;
  readonly billingAddress: TotalsAddress;
  readonly method_code: string | null;
  readonly carrier_code: string | null;
  readonly payment_method: string | null;
}

/**
 * The data for server totals: the country (falling back to the tax country), both addresses, the
 * default non-offline shipping method and the default payment method, `null` when absent (behaviour.md
 * §10.2); a postcode only when it is valid ({@link requestPostcode}, issue 32). Pure.
 *
 * @example
 * ```ts
 * orderDataForTotals(initialCheckoutState()).country; // "PL"
 * ```
 */
export function orderDataForTotals(
  state: Pick<CheckoutState, "shippingDetails" | "paymentDetails" | "shippingMethods" | "paymentMethods">,
  defaultCountry: string = defaultCheckoutConfig.defaultCountry,
): OrderDataForTotals {
  const { shippingDetails: s, paymentDetails: p } = state;
  const shipping = defaultShippingMethod(state.shippingMethods);
  const payment = defaultPaymentMethod(state.paymentMethods);
  return {
    country: s.country || defaultCountry,
    shippingAddress: {
      firstname: s.firstName,
      lastname: s.lastName,
      city: s.city,
      postcode: requestPostcode(s.zipCode, s.country || defaultCountry),
      street: [s.streetAddress],
    },
    billingAddress: {
      firstname: p.firstName,
      lastname: p.lastName,
      city: p.city,
      postcode: requestPostcode(p.zipCode, p.country || s.country || defaultCountry),
      street: [p.streetAddress],
      countryId: p.country,
    },
    method_code: shipping?.method_code ?? null,
    carrier_code: shipping?.carrier_code ?? null,
    payment_method: payment?.code ?? null,
  };
}

/**
 * True while the last checkout modification is at most 30 minutes old (`now − modifiedAt ≤ 1 800 000`,
 * behaviour.md §10.4). A `modifiedAt` of 0 means the checkout was left. Pure: `now` is passed in.
 *
 * @example
 * ```ts
 * isUserInCheckout(1_000_000, 1_000_000 + 1_800_000); // true
 * ```
 */
export function isUserInCheckout(
  modifiedAt: number,
  now: number,
  windowMs: number = defaultCheckoutConfig.checkoutWindowMs,
): boolean {
  return modifiedAt > 0 && now - modifiedAt <= windowMs;
}

/**
 * The personal details after login: `{firstName, lastName, emailAddress}` from the profile, the rest
 * reset (behaviour.md §10.1). Pure.
 *
 * @example
 * ```ts
 * personalDetailsFromProfile({ firstname: "Anna", lastname: "Nowak", email: "anna@example.pl" }).emailAddress; // "anna@example.pl"
 * ```
 */
export function personalDetailsFromProfile(profile: {
  readonly firstname?: string | null;
  readonly lastname?: string | null;
  readonly email?: string | null;
}): PersonalDetails {
  return {
    firstName: profile.firstname ?? "",
    lastName: profile.lastname ?? "",
    emailAddress: profile.email ?? "",
    password: "",
    createAccount: false,
  };
}
