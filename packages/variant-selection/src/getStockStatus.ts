import type { StockInfo } from "./types.js";

/**
 * Stock statuses (behaviour.md §6.1): in stock, out of stock, or uncertain.
 *
 * @example
 * const status: StockStatus = "volatile";
 */
export type StockStatus = "ok" | "out_of_stock" | "volatile";

/**
 * The stock status of a product (behaviour.md §6.1, catalogue.md §4). Pure. With a `stock` object:
 * `'ok'` when `is_in_stock` is truthy, else `'out_of_stock'`; without one: `fallback`.
 *
 * @example
 * getStockStatus({ stock: { is_in_stock: true } }, "volatile"); // "ok"
 * getStockStatus({}, "volatile"); // "volatile"
 */
export function getStockStatus(
  product: { readonly stock?: StockInfo | null | undefined },
  fallback: StockStatus,
): StockStatus {
  if (!product.stock) return fallback;
  return product.stock.is_in_stock ? "ok" : "out_of_stock";
}
