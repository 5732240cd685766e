/**
 * Why a queue operation failed. Each reason carries the fields its message needs.
 *
 * - `request-failed`: the executor rejected: no usable answer (a network failure, a timeout, a non-JSON
 *   or falsy answer, a `{{cartId}}` without a cart id, behaviour.md §11.3–§11.4); `cause` holds what it
 *   threw and the message is its message.
 * - `storage`: writing a queued task failed, so `queue()` rejects (behaviour.md §11.2).
 *
 * @example
 * ```ts
 * const details: QueueErrorReason = { reason: "request-failed", detail: "Error with response - bad content-type!" };
 * ```
 */
export type QueueErrorReason =
  | { readonly reason: "request-failed"; readonly detail: string }
  | { readonly reason: "storage"; readonly detail: string };

function messageOf(details: QueueErrorReason): string {
  switch (details.reason) {
    case "request-failed":
      return details.detail;
    case "storage":
      return `Error while storing the sync task: ${details.detail}`;
  }
}

/**
 * The one error class of `@outlet/queue`. `reason` discriminates; the message is built from it and
 * quotes the spec's text where the spec gives one.
 *
 * @example
 * ```ts
 * const error = new QueueError({ reason: "storage", detail: "QuotaExceededError" });
 * error.message; // "Error while storing the sync task: QuotaExceededError"
 * ```
 */
export class QueueError extends Error {
  override readonly name = "QueueError" as const;
  /** The discriminated details: `reason` plus its structured fields. */
  readonly details: QueueErrorReason;

  constructor(details: QueueErrorReason, options?: { cause?: unknown }) {
    super(messageOf(details), options);
    this.details = details;
  }

  /** Shorthand for `details.reason`. */
  get reason(): QueueErrorReason["reason"] {
    return this.details.reason;
  }
}

/**
 * True for a {@link QueueError}, also one created by another copy of this package (checked by `name`).
 *
 * @example
 * ```ts
 * try { await queue.execute(task); } catch (e) { if (isQueueError(e) && e.reason === "request-failed") console.info(e.cause); }
 * ```
 */
export function isQueueError(value: unknown): value is QueueError {
  return (
    value instanceof QueueError ||
    (value instanceof Error &&
      value.name === "QueueError" &&
      "details" in value &&
      typeof value.details === "object")
  );
}
