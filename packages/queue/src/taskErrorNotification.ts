/**
 * A notification as behaviour.md §0 describes it ("Notify X (type)").
 *
 * @example
 * ```ts
 * const notification: QueueNotification = { type: "error", message: "Cart not found", action1: { label: "OK" } };
 * ```
 */
export interface QueueNotification {
  readonly type: "success" | "warning" | "error" | "info";
  readonly message: string;
  readonly action1: { readonly label: string };
}

/**
 * The envelope fields the notification rule reads.
 *
 * @example
 * ```ts
 * const answer: TaskAnswer = { code: 500, result: { message: "Popraw zaznaczone pola." } };
 * ```
 */
export interface TaskAnswer {
  readonly code?: unknown;
  readonly result?: unknown;
}

/**
 * True when `parseInt(code) === 200` (behaviour.md §0 "Envelope").
 *
 * @example
 * ```ts
 * isSuccessCode("200"); // true
 * ```
 */
export function isSuccessCode(code: unknown): boolean {
  return Number.parseInt(String(code), 10) === 200;
}

/**
 * The error notification for a task's final answer, or `null` (behaviour.md §11.4). Pure.
 *
 * A notification is made only when the code is not 200, the task is not silent, and the result is a
 * string, or an object with a `result` or `message` whose `code` is not `ENOTFOUND`. The 401 path of
 * §11.5 passes `unauthorizedPath: true` and never notifies here.
 *
 * @example
 * ```ts
 * taskErrorNotification({ code: 500, result: "Cart is gone" }, { silent: false });
 * // { type: "error", message: "Cart is gone", action1: { label: "OK" } }
 * ```
 */
export function taskErrorNotification(
  answer: TaskAnswer,
  options: { readonly silent: boolean; readonly unauthorizedPath?: boolean },
): QueueNotification | null {
  if (isSuccessCode(answer.code) || options.silent || options.unauthorizedPath) return null;
  const { result } = answer;
  let message: unknown;
  if (typeof result === "string") {
    message = result;
  } else if (typeof result === "object" && result !== null) {
    const details = result as { result?: unknown; message?: unknown; code?: unknown };
    if (details.code === "ENOTFOUND") return null;
    if (!("result" in details) && !("message" in details)) return null;
    message = typeof details.result === "string" ? details.result : details.message;
  }
  if (typeof message !== "string" || message === "") return null;
  return { type: "error", message, action1: { label: "OK" } };
}
