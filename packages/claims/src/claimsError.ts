/** Why a claims helper refused its input; each reason is a programmer error. */
export type ClaimsErrorReason = "invalid-code" | "invalid-time";

/** Structured details carried by a {@link ClaimsError}. */
export interface ClaimsErrorDetails {
  readonly reason: ClaimsErrorReason;
  /** The offending value. */
  readonly value?: unknown;
}

function messageFor(details: ClaimsErrorDetails): string {
  switch (details.reason) {
    case "invalid-code":
      return `A claim code is a lowercase word of at most 64 characters, got ${JSON.stringify(details.value)}`;
    case "invalid-time":
      return `A claim needs a finite time, got ${String(details.value)}`;
  }
}

/**
 * The one error class of `@outlet/claims`.
 *
 * @example
 * try { createClaim({ code: "", value: 1, description: "", now: 0 }); } catch (e) { if (isClaimsError(e)) e.reason; } // "invalid-code"
 */
export class ClaimsError extends Error {
  override readonly name = "ClaimsError" as const;
  /** What went wrong. */
  readonly reason: ClaimsErrorReason;
  /** The offending value. */
  readonly value: unknown;

  constructor(details: ClaimsErrorDetails) {
    super(messageFor(details));
    this.reason = details.reason;
    this.value = details.value;
  }
}

/**
 * Whether `error` is a {@link ClaimsError}, also across bundles (checked by name).
 *
 * @example
 * isClaimsError(new ClaimsError({ reason: "invalid-code" })); // true
 */
export function isClaimsError(error: unknown): error is ClaimsError {
  return error instanceof ClaimsError || (error instanceof Error && error.name === "ClaimsError");
}
