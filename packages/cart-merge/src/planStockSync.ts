import { CART_MESSAGES } from "./cartMessages.js";
import type { CartAction } from "./cartReducer.js";
import type { CartLine } from "./types.js";

/**
 * The queued stock-check task as it comes back to `stockSync` (behaviour §9.9, §6.2).
 *
 * @example
 * const task: StockCheckTask = { product_sku: "A", result: { is_in_stock: false, qty: 0 } };
 */
export interface StockCheckTask {
  /** The sku the check was queued for, kept on the queue task (`@outlet/queue` extra data). */
  readonly product_sku?: unknown;
  /** The stock answer (`{ is_in_stock, qty, … }`, or `{ code: "ENOTFOUND" }`); anything else is not in stock. */
  readonly result?: unknown;
}

/** The answer's fields when it is an object, else null. */
const stockAnswer = (result: unknown): Readonly<Record<string, unknown>> | null =>
  typeof result === "object" && result !== null ? (result as Readonly<Record<string, unknown>>) : null;

/**
 * The stock-sync plan: the actions, and whether to save the current hash afterwards (so an in-stock flag
 * does not trigger a sync).
 *
 * @example
 * const plan: StockSyncPlan = { actions: [], saveHash: false };
 */
export interface StockSyncPlan {
  readonly actions: readonly CartAction[];
  readonly saveHash: boolean;
}

/**
 * Plans `stockSync(task)` (behaviour §9.9). Pure. Every line with the task's sku is affected (bundle and
 * custom-option lines too). Nothing happens without such lines or on `ENOTFOUND`.
 * - Not in stock: lines are removed when out-of-stock items are not allowed and cart sync is off;
 *   otherwise they are marked `{errors: {stock: 'Out of the stock!'}, is_in_stock: false}`.
 * - In stock: `{info: {stock: 'In stock!'}, is_in_stock: true}`, then save the current hash.
 *
 * @default context { allowOutOfStockInCart: true, cartSynchronize: true }
 * @example
 * planStockSync([{ sku: "A" }], { product_sku: "A", result: { is_in_stock: true } });
 * // { actions: [{ type: "updateProps", product: { sku: "A" }, props: { info: { stock: "In stock!" }, is_in_stock: true } }], saveHash: true }
 */
export function planStockSync(
  items: readonly CartLine[],
  task: StockCheckTask,
  context: { readonly allowOutOfStockInCart?: boolean; readonly cartSynchronize?: boolean } = {},
): StockSyncPlan {
  const { allowOutOfStockInCart = true, cartSynchronize = true } = context;
  const lines = items.filter((line) => line.sku === task.product_sku);
  const answer = stockAnswer(task.result);
  if (lines.length === 0 || answer?.code === "ENOTFOUND") return { actions: [], saveHash: false };
  if (!answer?.is_in_stock) {
    if (!allowOutOfStockInCart && !cartSynchronize) {
      return {
        actions: lines.map((line) => ({ type: "delete", product: line, removeByParentSku: false })),
        saveHash: false,
      };
    }
    return {
      actions: lines.map((line) => ({
        type: "updateProps",
        product: line,
        props: { errors: { stock: CART_MESSAGES.outOfTheStock }, is_in_stock: false },
      })),
      saveHash: false,
    };
  }
  return {
    actions: lines.map((line) => ({
      type: "updateProps",
      product: line,
      props: { info: { stock: CART_MESSAGES.inStock }, is_in_stock: true },
    })),
    saveHash: true,
  };
}
