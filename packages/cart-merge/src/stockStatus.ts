import { getStockStatus, type StockStatus } from "@outlet/variant-selection";
import type { CartLine } from "./types.js";

export type { StockStatus };

/**
 * The status `stock.queueCheck` reports without waiting for the network (behaviour §6.2): variant-selection's
 * `getStockStatus` (with a `product.stock` object, `ok` when `stock.is_in_stock` is truthy, else
 * `out_of_stock`), whose fallback without one is `ok` when stock sync is on, `volatile` when it is off. Pure.
 *
 * @default options.synchronize true
 * @example
 * stockStatus({ sku: "A", stock: { is_in_stock: false } }); // "out_of_stock"
 * stockStatus({ sku: "A" }, { synchronize: false }); // "volatile"
 */
export function stockStatus(
  product: CartLine,
  options: { readonly synchronize?: boolean } = {},
): StockStatus {
  return getStockStatus(
    { stock: product.stock as Parameters<typeof getStockStatus>[0]["stock"] },
    (options.synchronize ?? true) ? "ok" : "volatile",
  );
}
