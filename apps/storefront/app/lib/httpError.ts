/**
 * A transport `HttpError` as the app reads it: the effective status and the normalised API error.
 * Recognised by its `name` (the transport's guards do the same across bundles), so client code that only
 * inspects failures does not import the transport itself, which is loaded lazily after hydration.
 *
 * @example
 * if (isHttpError(error)) console.warn(error.status, error.apiError.message);
 */
export interface HttpErrorLike {
  readonly name: "HttpError";
  readonly status: number;
  readonly apiError: {
    readonly message: string;
    /** The answer's issues (api-contract.md §1.3), e.g. `coupon_used` at `query.coupon`. */
    readonly issues?: readonly { readonly path?: string; readonly code?: string }[];
  };
}

/**
 * Whether a failure is a transport `HttpError` (an answer with a non-200 code).
 *
 * @example
 * try { await client.cart.applyCoupon(code); } catch (e) { if (isHttpError(e) && e.status === 400) … }
 */
export function isHttpError(error: unknown): error is HttpErrorLike {
  return (
    error instanceof Error &&
    error.name === "HttpError" &&
    typeof (error as { status?: unknown }).status === "number" &&
    typeof (error as { apiError?: { message?: unknown } }).apiError?.message === "string"
  );
}
