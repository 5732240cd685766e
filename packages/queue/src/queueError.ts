/**
 * Why a queue operation failed. Each reason carries the fields its message needs.
 *
 * - `missing-cart-id`: the URL needs `{{cartId}}` and no cart id is known (behaviour.md §11.3 step 1).
 * - `missing-url-parameter`: the URL has another `{{placeholder}}` and no value was given for it.
 * - `bad-content-type`: the answer is not `application/json` (behaviour.md §11.4).
 * - `wrong-response-format`: the JSON body is falsy or not an object (behaviour.md §11.4).
 * - `network`: the executor rejected (no answer at all); `cause` holds what it threw.
 * - `storage`: writing a queued task failed, so `queue()` rejects (behaviour.md §11.2).
 *
 * @example
 * ```ts
 * const details: QueueErrorReason = { reason: "missing-cart-id", url: "/api/cart/pull?cartId={{cartId}}" };
 * ```
 */
export type QueueErrorReason =
  | { readonly reason: "missing-cart-id"; readonly url: string }
  | { readonly reason: "missing-url-parameter"; readonly url: string; readonly parameter: string }
  | { readonly reason: "bad-content-type"; readonly contentType: string | null }
  | { readonly reason: "wrong-response-format" }
  | { readonly reason: "network"; readonly detail: string }
  | { readonly reason: "storage"; readonly detail: string };

function messageOf(details: QueueErrorReason): string {
  switch (details.reason) {
    case "missing-cart-id":
      // The exact text of transactions.md §4 / behaviour.md §11.3.
      return `Error executing sync task ${details.url} the required cartId argument is null. Re-creating shopping cart synchro.`;
    case "missing-url-parameter":
      return `Error executing sync task ${details.url} the required ${details.parameter} argument is missing.`;
    case "bad-content-type":
      return "Error with response - bad content-type!";
    case "wrong-response-format":
      return "Unhandled error, wrong response format!";
    case "network":
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
 * const error = new QueueError({ reason: "bad-content-type", contentType: "text/html" });
 * error.message; // "Error with response - bad content-type!"
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
 * try { await queue.execute(task); } catch (e) { if (isQueueError(e) && e.reason === "missing-cart-id") recreateCart(); }
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
