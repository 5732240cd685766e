import { type LineStock, lineQuantityLimit } from "@outlet/cart-merge";

/**
 * The most a cart line may hold by a stock record (a catalogue document's `stock` or a stock check's
 * StockItem: `qty`, `manage_stock`, `max_sale_qty`, api-contract.md §12), or null when the stock is not
 * known or not managed; the server keeps the last word either way, by the same rule: `@outlet/cart-merge`'s
 * `lineQuantityLimit` (issue 30, rule 4). Pure.
 *
 * @example
 * knownMaxQuantity({ qty: 12, manage_stock: true, is_in_stock: true }); // 12
 * knownMaxQuantity(undefined); // null
 */
export function knownMaxQuantity(stock: unknown): number | null {
  if (!stock || typeof stock !== "object") return null;
  return lineQuantityLimit(stock as LineStock);
}
