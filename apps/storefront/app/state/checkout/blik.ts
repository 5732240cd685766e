/**
 * The payment method that needs a code from the shopper's bank app (api-contract.md §6.1: its
 * `payment_method_additional` is `{ blik_code }`, six digits, checked by `@outlet/checkout`
 * `validateOrderRequest` in the store and in the API).
 *
 * @example
 * chosenPayment?.code === BLIK; // show the BLIK code field
 */
export const BLIK = "blik";
