/** Why a tax function refused its input. */
export type TaxErrorReason = "invalid-rate" | "invalid-rules" | "invalid-now" | "invalid-product";

/** Structured details carried by a {@link TaxError}. */
export interface TaxErrorDetails {
  /** What went wrong. */
  readonly reason: TaxErrorReason;
  /** The offending value. */
  readonly value?: unknown;
}

function messageFor(details: TaxErrorDetails): string {
  switch (details.reason) {
    case "invalid-rate":
      return `Tax rate must be a finite percentage of 0 or more, got ${String(details.value)}`;
    case "invalid-rules":
      return `Tax rules must be an array, got ${typeof details.value}`;
    case "invalid-now":
      return `now must be epoch milliseconds or a valid Date, got ${String(details.value)}`;
    case "invalid-product":
      return `Product must be an object, got ${details.value === null ? "null" : typeof details.value}`;
  }
}

/**
 * The one error class of `@outlet/tax`, thrown only for programmer errors or broken input: a rate that is
 * not a number ≥ 0, rules that are not an array, a broken `now`, a product that is not an object. A
 * product without a matching rule is not an error: it gets zero tax (behaviour §3.4).
 *
 * @example
 * try { taxFromGross(100, -5); } catch (e) { if (isTaxError(e)) e.reason; } // "invalid-rate"
 */
export class TaxError extends Error {
  override readonly name = "TaxError" as const;
  /** What went wrong; see the README's reason table. */
  readonly reason: TaxErrorReason;
  /** The offending value. */
  readonly value: unknown;

  constructor(details: TaxErrorDetails) {
    super(messageFor(details));
    this.reason = details.reason;
    this.value = details.value;
  }
}

/**
 * Whether `error` is a {@link TaxError}, also across bundles (`instanceof` or the `name`).
 *
 * @example
 * isTaxError(new TaxError({ reason: "invalid-rules", value: null })); // true
 */
export function isTaxError(error: unknown): error is TaxError {
  return (
    error instanceof TaxError ||
    (typeof error === "object" &&
      error !== null &&
      (error as { name?: unknown }).name === "TaxError" &&
      typeof (error as { reason?: unknown }).reason === "string")
  );
}
