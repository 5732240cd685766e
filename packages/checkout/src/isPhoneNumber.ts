import { isValidPhoneNumber } from "libphonenumber-js/min";

/**
 * Whether `value` is a number that exists in the numbering plan of Poland or, with its `+` country code, of
 * another country (`libphonenumber-js`'s lengths and prefixes per country, about 30 kB gzip of metadata).
 * The validator to inject into {@link phone} and `validateCheckoutForm`; it lives in the separate entry
 * `@outlet/checkout/phone` so the other checkout rules never bring that metadata along. Pure.
 *
 * @example
 * ```ts
 * import { isPhoneNumber } from "@outlet/checkout/phone";
 * isPhoneNumber("612 345 678"); // true (a Poznań landline)
 * isPhoneNumber("123 456"); // false
 * ```
 */
export function isPhoneNumber(value: string): boolean {
  return isValidPhoneNumber(value, "PL");
}
