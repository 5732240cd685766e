/** Why an `@outlet/after-sales` function refused its input; each reason is a programmer error. */
export type AfterSalesErrorReason = "invalid-date" | "invalid-time" | "invalid-days" | "invalid-order";

/** Structured details carried by an {@link AfterSalesError}. */
export interface AfterSalesErrorDetails {
  readonly reason: AfterSalesErrorReason;
  /** Which argument or field was wrong (`date`, `days`, `lines[0].paidGrosze`, …). */
  readonly field: string;
  /** The offending value. */
  readonly value?: unknown;
}

function messageFor(details: AfterSalesErrorDetails): string {
  const value = JSON.stringify(details.value) ?? String(details.value);
  switch (details.reason) {
    case "invalid-date":
      return `${details.field} must be a calendar date written YYYY-MM-DD, got ${value}`;
    case "invalid-time":
      return `${details.field} must be a finite epoch time in ms, got ${value}`;
    case "invalid-days":
      return `${details.field} must be a whole number of days, got ${value}`;
    case "invalid-order":
      return `An order's ${details.field} is not valid: ${value}`;
  }
}

/**
 * The one error class of `@outlet/after-sales`: broken input (a date that is not a calendar date, a day count
 * that is not whole, an order whose money does not add up). A closed window or a refused transition is not an
 * error: it is data (`{ open: false, reason }`, `{ ok: false, reason }`).
 *
 * @example
 * try { addCalendarDays("2026-02-30", 1); } catch (e) { if (isAfterSalesError(e)) e.reason; } // "invalid-date"
 */
export class AfterSalesError extends Error {
  override readonly name = "AfterSalesError" as const;
  /** What went wrong. */
  readonly reason: AfterSalesErrorReason;
  /** Which argument or field was wrong. */
  readonly field: string;
  /** The offending value. */
  readonly value: unknown;

  constructor(details: AfterSalesErrorDetails) {
    super(messageFor(details));
    this.reason = details.reason;
    this.field = details.field;
    this.value = details.value;
  }
}

/**
 * Whether `error` is an {@link AfterSalesError}, also across bundles (checked by name).
 *
 * @example
 * isAfterSalesError(new AfterSalesError({ reason: "invalid-days", field: "days", value: 1.5 })); // true
 */
export function isAfterSalesError(error: unknown): error is AfterSalesError {
  return error instanceof AfterSalesError || (error instanceof Error && error.name === "AfterSalesError");
}
