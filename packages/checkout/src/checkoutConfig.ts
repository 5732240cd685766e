import type { ShippingMethod } from "./shippingMethods.js";

/**
 * Settings checkout reads (behaviour.md §1). Every field has a default in {@link defaultCheckoutConfig}.
 *
 * @example
 * ```ts
 * const config: CheckoutConfig = { ...defaultCheckoutConfig, paymentMethodsMapping: { przelewy24: "p24" } };
 * ```
 */
export interface CheckoutConfig {
  /** `tax.defaultCountry`: the shipping country when none is chosen. @default "PL" */
  readonly defaultCountry: string;
  /** `shipping.methods`: the local shipping methods. @default the courier flat rate, 4 net / 5 gross */
  readonly shippingMethods: readonly ShippingMethod[];
  /** `orders.payment_methods_mapping`: payment code → code sent with the order. @default {} */
  readonly paymentMethodsMapping: Readonly<Record<string, string>>;
  /** `entities.optimize ∧ optimizeShoppingCart`: order lines lose configurable options/children. @default true */
  readonly optimizeOrderLines: boolean;
  /** `mailer.contactAddress`, quoted in the invalid-order message. @default "" */
  readonly contactEmail: string;
  /** The in-checkout window (behaviour.md §10.4). @default 1800000 */
  readonly checkoutWindowMs: number;
  /** The current store code, sent as `store_code`. @default "pl" */
  readonly storeCode: string;
}

/**
 * The shop's checkout defaults.
 *
 * @example
 * ```ts
 * const config: CheckoutConfig = { ...defaultCheckoutConfig, contactEmail: "sklep@example.pl" };
 * ```
 */
export const defaultCheckoutConfig: CheckoutConfig = {
  defaultCountry: "PL",
  shippingMethods: [
    {
      method_title: "Kurier",
      method_code: "flatrate",
      carrier_code: "flatrate",
      amount: 4,
      price_incl_tax: 5,
      default: true,
      offline: true,
    },
  ],
  paymentMethodsMapping: {},
  optimizeOrderLines: true,
  contactEmail: "",
  checkoutWindowMs: 1_800_000,
  storeCode: "pl",
};
