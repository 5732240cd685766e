/**
 * Why a listing rule failed.
 *
 * @example
 * const reason: ListingErrorReason = "category-not-found";
 */
export type ListingErrorReason =
  | "search-term-too-short"
  | "search-term-too-long"
  | "category-not-found"
  | "unknown-entity-type"
  | "missing-search-key"
  | "empty-listing"
  | "backend-error";

/**
 * The structured fields of a {@link ListingError}, discriminated by `reason`.
 *
 * @example
 * const details: ListingErrorDetails = { reason: "category-not-found", key: "id", value: "1" };
 */
export type ListingErrorDetails =
  | { readonly reason: "search-term-too-short"; readonly minLength: number }
  | { readonly reason: "search-term-too-long"; readonly maxLength: number }
  | { readonly reason: "category-not-found"; readonly key: string; readonly value: string }
  | { readonly reason: "unknown-entity-type"; readonly entityType: string }
  | { readonly reason: "missing-search-key"; readonly key: string }
  | { readonly reason: "empty-listing" }
  | { readonly reason: "backend-error"; readonly code: number | undefined };

// The spec's exact messages (catalogue.md §5, §8; behaviour.md §7.6, §7.10–§7.12).
function messageFor(details: ListingErrorDetails): string {
  switch (details.reason) {
    case "search-term-too-short":
      return details.minLength === 3
        ? "Searched term should consist of at least 3 characters."
        : `Searched term should consist of at least ${details.minLength} characters.`;
    case "search-term-too-long":
      return `Searched term should consist of at most ${details.maxLength} characters.`;
    case "category-not-found":
      return `Category query returned empty result ${details.key} = ${details.value}`;
    case "unknown-entity-type":
      return `No entity type registered for ${details.entityType}`;
    case "missing-search-key":
      return `Please provide the search key ${details.key} for product/single action!`;
    case "empty-listing":
      return "No products synchronized for this category. Please come back while online!";
    case "backend-error":
      return `Search request failed with code ${details.code ?? "unknown"}`;
  }
}

/**
 * The one error class of `@outlet/listing`, with the spec's message for each `reason`.
 *
 * @example
 * new ListingError({ reason: "category-not-found", key: "id", value: "1" }).message; // "Category query returned empty result id = 1"
 */
export class ListingError extends Error {
  override readonly name = "ListingError" as const;
  /** The discriminant: which rule failed. */
  readonly reason: ListingErrorReason;
  /** All structured fields, including `reason`. */
  readonly details: ListingErrorDetails;

  constructor(details: ListingErrorDetails, options?: { cause?: unknown }) {
    super(messageFor(details), options);
    this.reason = details.reason;
    this.details = details;
  }
}

/**
 * True for a {@link ListingError}, also across bundle copies (checks `name`).
 *
 * @example
 * isListingError(new ListingError({ reason: "empty-listing" })); // true
 */
export function isListingError(value: unknown): value is ListingError {
  return (
    value instanceof ListingError ||
    (value instanceof Error && value.name === "ListingError" && "reason" in value)
  );
}
