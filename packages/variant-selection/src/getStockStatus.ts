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
 * `'ok'` when `is_in_stock` is truthy, else `'out_of_stock'`; without one (or with a `stock` that is not an
 * object): `fallback`. The one stock-status rule: cart-merge's `stockStatus` and the stock check's answer
 * ask it.
 *
 * @example
 * getStockStatus({ stock: { is_in_stock: true } }, "volatile"); // "ok"
 * getStockStatus({}, "volatile"); // "volatile"
 */
export function getStockStatus(
  product: { readonly stock?: StockInfo | null | undefined },
  fallback: StockStatus,
): StockStatus {
  const stock: unknown = product.stock;
  if (stock === null || typeof stock !== "object") return fallback;
  return (stock as StockInfo).is_in_stock ? "ok" : "out_of_stock";
}
