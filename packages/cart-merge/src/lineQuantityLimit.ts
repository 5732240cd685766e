/**
 * A stock record as {@link lineQuantityLimit} reads it: a catalogue document's `stock`, a stock check's
 * StockItem or the API's stock row (api-contract.md §12.10).
 *
 * @example
 * const stock: LineStock = { qty: 12, manage_stock: true, is_in_stock: true, max_sale_qty: 999 };
 */
export interface LineStock {
  readonly qty?: unknown;
  readonly manage_stock?: unknown;
  readonly is_in_stock?: unknown;
  readonly max_sale_qty?: unknown;
}

/**
 * The most one cart line may hold by its stock record (issue 30, rule 4): the whole units in stock, capped
 * by `max_sale_qty` when that is a positive number; `null` when the stock is unknown or not managed (no
 * limit). A `max_sale_qty` of 0 or below (or missing) sets no per-sale cap: it never makes an in-stock
 * product unbuyable (the API used to answer "only 0" there while the storefront let it through; the
 * storefront's reading decided, since the stock answer itself says the product is in stock). Never below 0.
 * The API refuses a line above it and the storefront clamps to it, both through this function. Pure.
 *
 * @example
 * lineQuantityLimit({ qty: 12.5, manage_stock: true, max_sale_qty: 5 }); // 5
 * lineQuantityLimit({ qty: 3, manage_stock: true, max_sale_qty: 0 }); // 3
 * lineQuantityLimit({ qty: 3, manage_stock: false }); // null
 * lineQuantityLimit(undefined); // null
 */
export function lineQuantityLimit(stock: LineStock | null | undefined): number | null {
  if (!stock || typeof stock !== "object") return null;
  const { qty, manage_stock, max_sale_qty } = stock;
  if (manage_stock === false || manage_stock === 0) return null;
  if (typeof qty !== "number" || !Number.isFinite(qty)) return null;
  const saleMax =
    typeof max_sale_qty === "number" && max_sale_qty > 0
      ? Math.floor(max_sale_qty)
      : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(Math.floor(qty), saleMax));
}
