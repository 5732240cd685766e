/**
 * Why a URL rule failed.
 *
 * @example
 * const reason: UrlResolutionErrorReason = "product-disabled";
 */
export type UrlResolutionErrorReason =
  | "product-disabled"
  | "product-not-visible"
  | "cms-page-not-found"
  | "offline-unavailable"
  | "unknown-route"
  | "resolver-failed";

/**
 * The structured fields of a {@link UrlResolutionError}, discriminated by `reason`.
 *
 * @example
 * const details: UrlResolutionErrorDetails = { reason: "product-disabled", status: 2 };
 */
export type UrlResolutionErrorDetails =
  | { readonly reason: "product-disabled"; readonly status: number }
  | { readonly reason: "product-not-visible"; readonly visibility: number }
  | { readonly reason: "cms-page-not-found" }
  | { readonly reason: "offline-unavailable" }
  | { readonly reason: "unknown-route"; readonly name: string }
  | { readonly reason: "resolver-failed"; readonly step: string; readonly url: string };

// The spec's exact messages (catalogue.md §5, §8; behaviour.md §8.5, §8.6, §8.9, §8.12).
function messageFor(details: UrlResolutionErrorDetails): string {
  switch (details.reason) {
    case "product-disabled":
      return `Product query returned empty result product status = ${details.status}`;
    case "product-not-visible":
      return `Product query returned empty result product visibility = ${details.visibility}`;
    case "cms-page-not-found":
      return "CMS query returned empty result";
    case "offline-unavailable":
      return "The product, category or CMS page is not available in Offline mode. Redirecting to Home";
    case "unknown-route":
      return `No route named ${details.name} in the theme`;
    case "resolver-failed":
      return `URL resolution step ${details.step} failed for ${details.url}`;
  }
}

/**
 * The one error class of `@outlet/url-resolution`, with the spec's message for each `reason`.
 *
 * @example
 * new UrlResolutionError({ reason: "product-disabled", status: 2 }).message; // "Product query returned empty result product status = 2"
 */
export class UrlResolutionError extends Error {
  override readonly name = "UrlResolutionError" as const;
  /** The discriminant: which rule failed. */
  readonly reason: UrlResolutionErrorReason;
  /** All structured fields, including `reason`. */
  readonly details: UrlResolutionErrorDetails;

  constructor(details: UrlResolutionErrorDetails, options?: { cause?: unknown }) {
    super(messageFor(details), options);
    this.reason = details.reason;
    this.details = details;
  }
}

/**
 * True for a {@link UrlResolutionError}, also across bundle copies (checks `name`).
 *
 * @example
 * isUrlResolutionError(new UrlResolutionError({ reason: "cms-page-not-found" })); // true
 */
export function isUrlResolutionError(value: unknown): value is UrlResolutionError {
  return (
    value instanceof UrlResolutionError ||
    (value instanceof Error && value.name === "UrlResolutionError" && "reason" in value)
  );
}

/**
 * The HTTP status server rendering answers for an error (behaviour.md §8.9): 404 when the message contains
 * `'query returned empty result'`, else 500.
 *
 * @example
 * httpStatusForError(new Error("CMS query returned empty result")); // 404
 * httpStatusForError(new Error("boom")); // 500
 */
export function httpStatusForError(error: unknown): 404 | 500 {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes("query returned empty result") ? 404 : 500;
}
