/**
 * Why an offline-storage operation failed. Timeouts are not errors (they resolve `null`, §14.2).
 *
 * @example
 * const reason: OfflineStorageErrorReason = "quota-exceeded";
 */
export type OfflineStorageErrorReason =
  | "write-failed"
  | "quota-exceeded"
  | "remove-failed"
  | "read-failed"
  | "iterate-failed"
  | "clear-failed";

/**
 * The structured fields of an {@link OfflineStorageError}.
 *
 * @example
 * const details: OfflineStorageErrorDetails = { reason: "write-failed", collection: "cart", key: "current-cart" };
 */
export interface OfflineStorageErrorDetails {
  readonly reason: OfflineStorageErrorReason;
  readonly collection: string;
  /** The entry's key, when the failure concerns one entry. */
  readonly key?: string | undefined;
}

function messageFor(details: OfflineStorageErrorDetails): string {
  const where = details.key === undefined ? details.collection : `${details.collection}/${details.key}`;
  switch (details.reason) {
    case "write-failed":
      return `Offline storage write failed: ${where}`;
    case "quota-exceeded":
      return `Offline storage quota exceeded after clearing: ${where}`;
    case "remove-failed":
      return `Offline storage remove failed: ${where}`;
    case "read-failed":
      return `Offline storage read failed: ${where}`;
    case "iterate-failed":
      return `Offline storage iterate failed: ${where}`;
    case "clear-failed":
      return `Offline storage clear failed: ${where}`;
  }
}

/**
 * The one error class of `@outlet/offline-storage`; the driver's own error is the `cause`.
 *
 * @example
 * const error = new OfflineStorageError({ reason: "write-failed", collection: "cart", key: "current-cart" });
 * error.message; // "Offline storage write failed: cart/current-cart"
 */
export class OfflineStorageError extends Error {
  override readonly name = "OfflineStorageError" as const;
  /** The discriminant. */
  readonly reason: OfflineStorageErrorReason;
  readonly collection: string;
  readonly key: string | undefined;

  constructor(details: OfflineStorageErrorDetails, options?: { cause?: unknown }) {
    super(messageFor(details), options);
    this.reason = details.reason;
    this.collection = details.collection;
    this.key = details.key;
  }
}

/**
 * True for an {@link OfflineStorageError}, also across bundle copies (checks `name`).
 *
 * @example
 * isOfflineStorageError(new OfflineStorageError({ reason: "read-failed", collection: "products" })); // true
 * isOfflineStorageError(new Error("x")); // false
 */
export function isOfflineStorageError(value: unknown): value is OfflineStorageError {
  return (
    value instanceof OfflineStorageError ||
    (value instanceof Error && value.name === "OfflineStorageError" && "reason" in value)
  );
}
