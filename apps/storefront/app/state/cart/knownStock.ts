/**
 * The most a cart line may hold by a stock record (a catalogue document's `stock` or a stock check's
 * StockItem: `qty`, `manage_stock`, `max_sale_qty`, api-contract.md §12), or null when the stock is not
 * known or not managed; the server keeps the last word either way. Pure.
 *
 * @example
 * knownMaxQuantity({ qty: 12, manage_stock: true, is_in_stock: true }); // 12
 * knownMaxQuantity(undefined); // null
 */
export function knownMaxQuantity(stock: unknown): number | null {
  if (!stock || typeof stock !== "object") return null;
  const { qty, manage_stock, max_sale_qty } = stock as Record<string, unknown>;
  if (manage_stock === false || typeof qty !== "number" || !Number.isFinite(qty)) return null;
  const saleMax =
    typeof max_sale_qty === "number" && max_sale_qty > 0 ? max_sale_qty : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(Math.floor(qty), saleMax));
}
