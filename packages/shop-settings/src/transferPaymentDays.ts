/**
 * How many calendar days a shopper has to pay an order by bank transfer before the shop cancels it
 * (decision, s23: 7 days, as Polish shops write „Zapłać do …” on the thank-you page). The owner may change it.
 */
export const DEFAULT_TRANSFER_PAYMENT_DAYS = 7;

/** The shortest transfer payment period the settings accept (a day: a bank transfer can take one). */
export const MIN_TRANSFER_PAYMENT_DAYS = 1;

/** The longest transfer payment period the settings accept (longer holds units for nothing). */
export const MAX_TRANSFER_PAYMENT_DAYS = 30;

/**
 * Whether a transfer payment period (whole days) may be set: {@link MIN_TRANSFER_PAYMENT_DAYS} to
 * {@link MAX_TRANSFER_PAYMENT_DAYS}. Pure.
 *
 * @example
 * isAllowedTransferPaymentDays(7); // true
 * isAllowedTransferPaymentDays(31); // false
 */
export function isAllowedTransferPaymentDays(days: number): boolean {
  return Number.isInteger(days) && days >= MIN_TRANSFER_PAYMENT_DAYS && days <= MAX_TRANSFER_PAYMENT_DAYS;
}
