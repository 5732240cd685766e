import { checkoutMessages } from "./checkoutMessages.js";
import type { CheckoutNotification } from "./placeOrder.js";

/**
 * A cart line with the id of its queued stock check.
 *
 * @example
 * ```ts
 * const line: StockCheckedLine = { sku: "SUK-0193-M", onlineStockCheckid: "1700000000000-1" };
 * ```
 */
export interface StockCheckedLine {
  readonly sku: string;
  readonly onlineStockCheckid?: string;
}

/**
 * A stored stock-check task as the queue keeps it (cacheable result, behaviour.md §11.2).
 *
 * @example
 * ```ts
 * const task: StockCheckTask = { result: { is_in_stock: false } };
 * ```
 */
export interface StockCheckTask {
  readonly result?: unknown;
}

/**
 * The outcome of {@link checkStockBeforeSubmit}.
 *
 * @example
 * ```ts
 * const result: StockCheckResult = checkStockBeforeSubmit(lines, findTask, online);
 * if (!result.ok) notify(result.notification);
 * ```
 */
export type StockCheckResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly notification: CheckoutNotification;
      /** Lines to mark with `errors.stock = 'Out of stock!'`. */
      readonly outOfStock: readonly StockCheckedLine[];
    };

/**
 * The online stock check before submitting (behaviour.md §10.5 step 3). Every line with an
 * `onlineStockCheckid` needs its stored task result: a result with `is_in_stock === false` blocks with
 * `'Some of the ordered products are not available!'` (error) and marks the line; a missing result
 * blocks with the stock-check-in-progress warning. Lines without an id, and checks while offline, are
 * skipped. Pure: the task lookup is passed in.
 *
 * @example
 * ```ts
 * checkStockBeforeSubmit(cart.lines, (id) => findTask(queue.getSnapshot(), id), online);
 * ```
 */
export function checkStockBeforeSubmit(
  lines: readonly StockCheckedLine[],
  findTask: (taskId: string) => StockCheckTask | undefined,
  online: boolean,
): StockCheckResult {
  if (!online) return { ok: true };
  const outOfStock: StockCheckedLine[] = [];
  let pending = false;
  for (const line of lines) {
    if (!line.onlineStockCheckid) continue;
    const task = findTask(line.onlineStockCheckid);
    if (!task || task.result === undefined) {
      pending = true;
      continue;
    }
    const result = task.result as { is_in_stock?: unknown } | null;
    if (result && typeof result === "object" && result.is_in_stock === false) outOfStock.push(line);
  }
  if (outOfStock.length > 0) {
    return {
      ok: false,
      outOfStock,
      notification: {
        type: "error",
        message: checkoutMessages.productsUnavailable,
        action1: { label: "OK" },
      },
    };
  }
  if (pending) {
    return {
      ok: false,
      outOfStock,
      notification: {
        type: "warning",
        message: checkoutMessages.stockCheckPending,
        action1: { label: "OK" },
      },
    };
  }
  return { ok: true };
}
