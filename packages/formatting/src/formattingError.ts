/** Why a formatting helper refused its input. Each reason is a programmer error, never bad shopper data. */
export type FormattingErrorReason = "slugify-non-string" | "invalid-locale" | "invalid-time-zone";

/** Structured details carried by a {@link FormattingError}. */
export interface FormattingErrorDetails {
  /** What went wrong. */
  readonly reason: FormattingErrorReason;
  /** The offending value (the argument, locale tag or time-zone name). */
  readonly value?: unknown;
  /** The underlying failure, for example the `RangeError` thrown by `Intl`. */
  readonly cause?: unknown;
}

function messageFor(details: FormattingErrorDetails): string {
  switch (details.reason) {
    case "slugify-non-string":
      return `slugify expects a string, got ${typeof details.value}`;
    case "invalid-locale":
      return `Invalid locale: ${String(details.value)}`;
    case "invalid-time-zone":
      return `Invalid time zone: ${String(details.value)}`;
  }
}

/**
 * The one error class of `@outlet/formatting`. It extends `TypeError` because behaviour.md §2.3 requires
 * `slugify` to throw a `TypeError` for a non-string argument; the other reasons are configuration mistakes
 * (a locale or time zone `Intl` does not know).
 *
 * @example
 * try { slugify(42 as unknown as string); } catch (e) { if (isFormattingError(e)) e.reason; } // "slugify-non-string"
 */
export class FormattingError extends TypeError {
  override readonly name = "FormattingError" as const;
  /** What went wrong; see the README's reason table. */
  readonly reason: FormattingErrorReason;
  /** The offending value. */
  readonly value: unknown;

  constructor(details: FormattingErrorDetails) {
    super(messageFor(details), details.cause === undefined ? undefined : { cause: details.cause });
    this.reason = details.reason;
    this.value = details.value;
  }
}

/**
 * Whether `error` is a {@link FormattingError}, also across bundles (checks the `name` as well as `instanceof`).
 *
 * @example
 * isFormattingError(new FormattingError({ reason: "invalid-locale", value: "xx-!!" })); // true
 */
export function isFormattingError(error: unknown): error is FormattingError {
  return (
    error instanceof FormattingError ||
    (typeof error === "object" &&
      error !== null &&
      (error as { name?: unknown }).name === "FormattingError" &&
      typeof (error as { reason?: unknown }).reason === "string")
  );
}
