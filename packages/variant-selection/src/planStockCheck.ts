import type { StockStatus } from "./getStockStatus.js";
import { getStockStatus } from "./getStockStatus.js";
import type { StockInfo } from "./types.js";

/**
 * Stock settings (behaviour.md §1).
 *
 * @example
 * const config: StockConfig = { synchronize: true, endpoint: "/api/stock" };
 */
export interface StockConfig {
  /**
   * `stock.synchronize`.
   * @default true
   */
  readonly synchronize: boolean;
  /**
   * `stock.endpoint`.
   * @default "/api/stock"
   */
  readonly endpoint: string;
}

/**
 * The shop's stock defaults.
 *
 * @example
 * defaultStockConfig.endpoint; // "/api/stock"
 */
export const defaultStockConfig: StockConfig = Object.freeze({ synchronize: true, endpoint: "/api/stock" });

/**
 * A stock-check task to queue (behaviour.md §6.2).
 *
 * @example
 * const task: StockCheckTask = { url: "/api/stock/check?sku=A", is_result_cacheable: true, product_sku: "A", callback_event: "store:cart/stockSync" };
 */
export interface StockCheckTask {
  readonly url: string;
  readonly is_result_cacheable: true;
  readonly product_sku: string;
  readonly callback_event: "store:cart/stockSync";
}

/**
 * The immediate answer of a stock check: quantity and status.
 *
 * @example
 * const answer: StockCheckAnswer = { qty: 0, status: "volatile" };
 */
export interface StockCheckAnswer {
  readonly qty: number;
  readonly status: StockStatus;
  readonly isManageStock?: boolean | undefined;
}

/**
 * Plans `queueCheck(product)` (behaviour.md §6.2) as data. Pure. Synchronizing: the task to queue and the
 * answer `{ qty: stock.qty || 0, status: getStockStatus(product, 'ok') }`; the caller adds the task id
 * as `onlineCheckTaskId`. Not synchronizing: no task and the status falls back to `'volatile'`.
 *
 * @example
 * const plan = planStockCheck({ sku: "SUK 1", stock: { is_in_stock: true, qty: 3 } });
 * plan.task?.url; // "/api/stock/check?sku=SUK%201"
 * plan.answer; // { qty: 3, status: "ok" }
 */
export function planStockCheck(
  product: { readonly sku: string; readonly stock?: StockInfo | null | undefined },
  config: StockConfig = defaultStockConfig,
): { task: StockCheckTask | null; answer: StockCheckAnswer } {
  const qty = product.stock?.qty || 0;
  if (!config.synchronize)
    return { task: null, answer: { qty, status: getStockStatus(product, "volatile") } };
  return {
    task: {
      url: `${config.endpoint}/check?sku=${encodeURIComponent(product.sku)}`,
      is_result_cacheable: true,
      product_sku: product.sku,
      callback_event: "store:cart/stockSync",
    },
    answer: { qty, status: getStockStatus(product, "ok") },
  };
}

/**
 * The answer of a direct `check(product)` from the returned stock item (behaviour.md §6.2): `'ok'` when
 * `is_in_stock` is true, `'out_of_stock'` when false, `'volatile'` when there is no result. Pure.
 *
 * @example
 * stockCheckAnswer({ is_in_stock: false, qty: 0, manage_stock: true }); // { qty: 0, status: "out_of_stock", isManageStock: true }
 * stockCheckAnswer(null); // { qty: 0, status: "volatile", isManageStock: undefined }
 */
export function stockCheckAnswer(result: StockInfo | null | undefined): StockCheckAnswer {
  const status: StockStatus = getStockStatus({ stock: result }, "volatile");
  return { qty: result?.qty || 0, status, isManageStock: result?.manage_stock };
}

/**
 * The `GET <endpoint>/list?skus=…` URLs for a sku list, in batches (behaviour.md §6.2: 15 per call).
 * Each sku is encoded; the commas between them are not. Pure; an empty list gives no URL.
 *
 * @example
 * stockListUrls(["A", "B", "C"], { batchSize: 2 }); // ["/api/stock/list?skus=A,B", "/api/stock/list?skus=C"]
 */
export function stockListUrls(
  skus: readonly string[],
  options: { readonly endpoint?: string | undefined; readonly batchSize?: number | undefined } = {},
): string[] {
  const { endpoint = defaultStockConfig.endpoint, batchSize = 15 } = options;
  const urls: string[] = [];
  for (let start = 0; start < skus.length; start += batchSize) {
    urls.push(
      `${endpoint}/list?skus=${skus
        .slice(start, start + batchSize)
        .map(encodeURIComponent)
        .join(",")}`,
    );
  }
  return urls;
}
