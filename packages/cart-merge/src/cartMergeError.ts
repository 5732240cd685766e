/**
 * Why a cart-merge function refused its input. Expected outcomes (out of stock, a failed server update) are
 * data, never errors; these are programmer errors or broken input.
 *
 * @example
 * const reason: CartMergeErrorReason = "invalid-line";
 */
export type CartMergeErrorReason =
  | "invalid-line"
  | "invalid-server-line"
  | "invalid-amount"
  | "effect-mismatch"
  | "invalid-quantity-limit";

/**
 * The structured details of a {@link CartMergeError}, one shape per `reason`.
 *
 * @example
 * const details: CartMergeErrorDetails = { reason: "invalid-amount", value: Number.POSITIVE_INFINITY };
 */
export type CartMergeErrorDetails =
  | { readonly reason: "invalid-line"; readonly index: number; readonly value: unknown }
  | { readonly reason: "invalid-server-line"; readonly index: number; readonly value: unknown }
  | { readonly reason: "invalid-amount"; readonly value: unknown }
  | { readonly reason: "effect-mismatch"; readonly expected: string; readonly received: string }
  | { readonly reason: "invalid-quantity-limit"; readonly value: unknown };

function describe(details: CartMergeErrorDetails): string {
  switch (details.reason) {
    case "invalid-line":
      return `Cart line ${details.index} is not an object`;
    case "invalid-server-line":
      return `Server cart line ${details.index} is not an object`;
    case "invalid-amount":
      return `Amount ${String(details.value)} is not a finite money value`;
    case "effect-mismatch":
      return `Expected a '${details.expected}' effect, received '${details.received}'`;
    case "invalid-quantity-limit":
      return `Quantity limit ${String(details.value)} is not a non-negative integer`;
  }
}

/**
 * The one error class of `@outlet/cart-merge`, with a discriminated `reason` and the structured fields of
 * {@link CartMergeErrorDetails}. Thrown only on programmer error or broken input.
 *
 * @example
 * try {
 *   planCartMerge([42 as never], [], {});
 * } catch (error) {
 *   if (isCartMergeError(error) && error.reason === "invalid-line") console.error(error.details);
 * }
 */
export class CartMergeError extends Error {
  override readonly name = "CartMergeError" as const;
  readonly reason: CartMergeErrorReason;
  readonly details: CartMergeErrorDetails;

  constructor(details: CartMergeErrorDetails, options?: { cause?: unknown }) {
    super(describe(details), options);
    this.reason = details.reason;
    this.details = details;
  }
}

/**
 * Whether `error` is a {@link CartMergeError}, also across bundles (it checks `name` when `instanceof`
 * fails).
 *
 * @example
 * isCartMergeError(new CartMergeError({ reason: "invalid-amount", value: "x" })); // true
 */
export function isCartMergeError(error: unknown): error is CartMergeError {
  return (
    error instanceof CartMergeError ||
    (typeof error === "object" &&
      error !== null &&
      (error as { name?: unknown }).name === "CartMergeError" &&
      typeof (error as { reason?: unknown }).reason === "string")
  );
}
