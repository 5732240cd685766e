/**
 * The payment method that needs a code from the shopper's bank app (api-contract.md §6.1: its
 * `payment_method_additional` is `{ blik_code }`, six digits).
 *
 * @example
 * chosenPayment?.code === BLIK; // show the BLIK code field
 */
export const BLIK = "blik";

/**
 * The message key of a missing or malformed BLIK code (Polish: the API's own "Podaj 6-cyfrowy kod BLIK.").
 *
 * @example
 * tx(BLIK_CODE_MESSAGE); // "Podaj 6-cyfrowy kod BLIK."
 */
export const BLIK_CODE_MESSAGE = "Enter the 6-digit BLIK code.";

/**
 * Whether a BLIK code has the six digits the API accepts (spaces around it are ignored). Pure.
 *
 * @example
 * isBlikCode("123456"); // true
 * isBlikCode("12345"); // false
 */
export function isBlikCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}
