/** Why a pricing function refused its input. */
export type PricingErrorReason = "invalid-amount" | "invalid-now" | "invalid-price-history";

/** Structured details carried by a {@link PricingError}. */
export interface PricingErrorDetails {
  /** What went wrong. */
  readonly reason: PricingErrorReason;
  /** The offending value. */
  readonly value?: unknown;
  /** For `invalid-price-history`: the index of the broken entry. */
  readonly index?: number;
  /** For `invalid-price-history`: which field is broken. */
  readonly field?: string;
}

function messageFor(details: PricingErrorDetails): string {
  switch (details.reason) {
    case "invalid-amount":
      return `Amount must be a finite number, got ${String(details.value)}`;
    case "invalid-now":
      return `now must be epoch milliseconds or a valid Date, got ${String(details.value)}`;
    case "invalid-price-history":
      return `Price history entry ${details.index ?? "?"} has an invalid ${details.field ?? "value"}: ${String(details.value)}`;
  }
}

/**
 * The one error class of `@outlet/pricing`, thrown only for programmer errors or broken input (a
 * non-finite amount, an invalid `now`, a price-history entry without a valid price or time). Expected
 * outcomes, such as "no reduction", are data.
 *
 * @example
 * try { toGrosze(Number.NaN); } catch (e) { if (isPricingError(e)) e.reason; } // "invalid-amount"
 */
export class PricingError extends Error {
  override readonly name = "PricingError" as const;
  /** What went wrong; see the README's reason table. */
  readonly reason: PricingErrorReason;
  /** The offending value. */
  readonly value: unknown;
  /** The index of a broken price-history entry. */
  readonly index: number | undefined;
  /** The broken field of a price-history entry. */
  readonly field: string | undefined;

  constructor(details: PricingErrorDetails) {
    super(messageFor(details));
    this.reason = details.reason;
    this.value = details.value;
    this.index = details.index;
    this.field = details.field;
  }
}

/**
 * Whether `error` is a {@link PricingError}, also across bundles (`instanceof` or the `name`).
 *
 * @example
 * isPricingError(new PricingError({ reason: "invalid-now", value: "soon" })); // true
 */
export function isPricingError(error: unknown): error is PricingError {
  return (
    error instanceof PricingError ||
    (typeof error === "object" &&
      error !== null &&
      (error as { name?: unknown }).name === "PricingError" &&
      typeof (error as { reason?: unknown }).reason === "string")
  );
}
