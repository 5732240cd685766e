/**
 * Why a checkout function refused its input. These are programmer errors or broken input; expected
 * outcomes (an invalid form, a rejected order) are returned as data instead.
 *
 * - `invalid-idempotency-key`: the generated key does not match `^[A-Za-z0-9._:-]{16,128}$` (api-contract.md §6.1).
 * - `unknown-order-attempt`: an answer was reported for an order attempt that is not pending.
 * - `invalid-saved-details`: a stored checkout section is not an object.
 *
 * @example
 * ```ts
 * const details: CheckoutErrorReason = { reason: "unknown-order-attempt", orderId: "1700000000000-x" };
 * ```
 */
export type CheckoutErrorReason =
  | { readonly reason: "invalid-idempotency-key"; readonly key: string }
  | { readonly reason: "unknown-order-attempt"; readonly orderId: string }
  | { readonly reason: "invalid-saved-details"; readonly key: string };

function messageOf(details: CheckoutErrorReason): string {
  switch (details.reason) {
    case "invalid-idempotency-key":
      return `The order idempotency key "${details.key}" must match ^[A-Za-z0-9._:-]{16,128}$`;
    case "unknown-order-attempt":
      return `No pending order attempt has the order_id "${details.orderId}"`;
    case "invalid-saved-details":
      return `The saved checkout section "${details.key}" is not an object`;
  }
}

/**
 * The one error class of `@outlet/checkout`, discriminated by `reason`.
 *
 * @example
 * ```ts
 * const error = new CheckoutError({ reason: "unknown-order-attempt", orderId: "1700000000000-x" });
 * error.reason; // "unknown-order-attempt"
 * ```
 */
export class CheckoutError extends Error {
  override readonly name = "CheckoutError" as const;
  /** The discriminated details. */
  readonly details: CheckoutErrorReason;

  constructor(details: CheckoutErrorReason, options?: { cause?: unknown }) {
    super(messageOf(details), options);
    this.details = details;
  }

  /** Shorthand for `details.reason`. */
  get reason(): CheckoutErrorReason["reason"] {
    return this.details.reason;
  }
}

/**
 * True for a {@link CheckoutError}, also from another copy of the package (checked by `name`).
 *
 * @example
 * ```ts
 * if (isCheckoutError(error) && error.reason === "invalid-idempotency-key") report(error);
 * ```
 */
export function isCheckoutError(value: unknown): value is CheckoutError {
  return (
    value instanceof CheckoutError ||
    (value instanceof Error &&
      value.name === "CheckoutError" &&
      "details" in value &&
      typeof value.details === "object")
  );
}
