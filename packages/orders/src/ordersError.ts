/** Why an `@outlet/orders` function refused its input; each reason is a programmer error. */
export type OrdersErrorReason = "invalid-order" | "invalid-time";

/** Structured details carried by an {@link OrdersError}. */
export interface OrdersErrorDetails {
  readonly reason: OrdersErrorReason;
  /** Which field was wrong (`paidGrosze`, `now`, …). */
  readonly field: string;
  /** The offending value. */
  readonly value?: unknown;
}

function messageFor(details: OrdersErrorDetails): string {
  switch (details.reason) {
    case "invalid-order":
      return `An order's ${details.field} is not valid: ${JSON.stringify(details.value)}`;
    case "invalid-time":
      return `${details.field} must be a finite epoch time in ms, got ${String(details.value)}`;
  }
}

/**
 * The one error class of `@outlet/orders`: broken input (an order whose money does not add up, a time that
 * is not a number). A transition the lifecycle does not allow is not an error: it is `{ ok: false }`.
 *
 * @example
 * try { transitionOrder(order, { type: "pack" }, actor, Number.NaN); } catch (e) { if (isOrdersError(e)) e.reason; } // "invalid-time"
 */
export class OrdersError extends Error {
  override readonly name = "OrdersError" as const;
  /** What went wrong. */
  readonly reason: OrdersErrorReason;
  /** Which field was wrong. */
  readonly field: string;
  /** The offending value. */
  readonly value: unknown;

  constructor(details: OrdersErrorDetails) {
    super(messageFor(details));
    this.reason = details.reason;
    this.field = details.field;
    this.value = details.value;
  }
}

/**
 * Whether `error` is an {@link OrdersError}, also across bundles (checked by name).
 *
 * @example
 * isOrdersError(new OrdersError({ reason: "invalid-time", field: "now" })); // true
 */
export function isOrdersError(error: unknown): error is OrdersError {
  return error instanceof OrdersError || (error instanceof Error && error.name === "OrdersError");
}
