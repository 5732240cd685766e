import type { CartLine } from "./types.js";

/**
 * A product's stock status (behaviour §6.1).
 *
 * @example
 * const status: StockStatus = "volatile";
 */
export type StockStatus = "ok" | "volatile" | "out_of_stock";

/**
 * The status `stock.queueCheck` reports without waiting for the network (behaviour §6.2): with a
 * `product.stock`, `ok` when `stock.is_in_stock` is truthy, else `out_of_stock`; without one, `ok` when
 * stock sync is on, `volatile` when it is off. Pure.
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
  const stock = product.stock;
  if (stock !== null && typeof stock === "object") {
    return (stock as { is_in_stock?: unknown }).is_in_stock ? "ok" : "out_of_stock";
  }
  return (options.synchronize ?? true) ? "ok" : "volatile";
}
