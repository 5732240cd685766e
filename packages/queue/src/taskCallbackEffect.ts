import type { QueueTask } from "./queueTask.js";

/**
 * A store action to dispatch with the finished task (`callback_event: "store:<action>"`).
 *
 * @example
 * ```ts
 * const effect: DispatchEffect = { type: "dispatch", action: "cart/stockSync", task };
 * ```
 */
export interface DispatchEffect {
  readonly type: "dispatch";
  readonly action: string;
  readonly task: QueueTask;
}

/**
 * An app event to emit with the finished task.
 *
 * @example
 * ```ts
 * const effect: EmitTaskEffect = { type: "emit", event: "prices-after-sync", payload: task };
 * ```
 */
export interface EmitTaskEffect {
  readonly type: "emit";
  readonly event: string;
  readonly payload: QueueTask;
}

/**
 * The callback of a finished task as an effect, or `null` without `callback_event` (behaviour.md
 * §11.6). A name starting with `store:` dispatches the action named by the rest. Pure.
 *
 * @example
 * ```ts
 * taskCallbackEffect({ ...task, callback_event: "store:cart/stockSync" });
 * // { type: "dispatch", action: "cart/stockSync", task }
 * ```
 */
export function taskCallbackEffect(task: QueueTask): DispatchEffect | EmitTaskEffect | null {
  const name = task.callback_event;
  if (typeof name !== "string" || name === "") return null;
  if (name.startsWith("store:")) return { type: "dispatch", action: name.slice("store:".length), task };
  return { type: "emit", event: name, payload: task };
}
