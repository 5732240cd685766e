/**
 * Why a variant-selection rule failed. `no-available-variants` and `no-such-configuration` are
 * expected outcomes returned as data; `missing-parent-sku` is thrown (broken input).
 *
 * @example
 * const reason: VariantSelectionErrorReason = "no-available-variants";
 */
export type VariantSelectionErrorReason =
  | "no-available-variants"
  | "no-such-configuration"
  | "missing-parent-sku"
  | "wrong-attribute";

/**
 * The structured fields of a {@link VariantSelectionError}, discriminated by `reason`.
 *
 * @example
 * const details: VariantSelectionErrorDetails = { reason: "wrong-attribute", attributeId: "93" };
 */
export type VariantSelectionErrorDetails =
  | { readonly reason: "no-available-variants"; readonly sku?: string | undefined }
  | { readonly reason: "no-such-configuration"; readonly sku?: string | undefined }
  | { readonly reason: "missing-parent-sku"; readonly sku?: string | undefined }
  | { readonly reason: "wrong-attribute"; readonly attributeId?: string | undefined };

/** The spec's exact messages (catalogue.md §8, behaviour.md §5.7–§5.8), built in one place. */
function messageFor(details: VariantSelectionErrorDetails): string {
  switch (details.reason) {
    case "no-available-variants":
      return "No available product variants";
    case "no-such-configuration":
      return "No such configuration for the product. Please do choose another combination of attributes.";
    case "missing-parent-sku":
      return "Product doesn't have parentSku, please check if this is configurable product";
    case "wrong-attribute":
      return "Wrong attribute given in configurable_options";
  }
}

/**
 * The one error class of `@outlet/variant-selection`. Its `message` is the spec's exact text for the
 * `reason`; the other fields are structured.
 *
 * @example
 * const error = new VariantSelectionError({ reason: "no-available-variants", sku: "SUK-1" });
 * error.message; // "No available product variants"
 */
export class VariantSelectionError extends Error {
  override readonly name = "VariantSelectionError" as const;
  /** The discriminant: which rule failed. */
  readonly reason: VariantSelectionErrorReason;
  /** All structured fields, including `reason`. */
  readonly details: VariantSelectionErrorDetails;

  constructor(details: VariantSelectionErrorDetails, options?: { cause?: unknown }) {
    super(messageFor(details), options);
    this.reason = details.reason;
    this.details = details;
  }
}

/**
 * True for a {@link VariantSelectionError}, also when it comes from another bundle copy (checks `name`).
 *
 * @example
 * isVariantSelectionError(new VariantSelectionError({ reason: "missing-parent-sku" })); // true
 * isVariantSelectionError(new Error("x")); // false
 */
export function isVariantSelectionError(value: unknown): value is VariantSelectionError {
  return (
    value instanceof VariantSelectionError ||
    (value instanceof Error && value.name === "VariantSelectionError" && "reason" in value)
  );
}
