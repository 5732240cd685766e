/** The units an order takes of one sku, and the first line that asked for it (for the issue path). */
export interface StockTake {
  readonly sku: string;
  readonly qty: number;
  readonly index: number;
}

/**
 * Sums an order's lines per sku in the order the skus first appear: two lines of the same size take their
 * units from one stock row together.
 *
 * @example
 * orderStockTakes([{ sku: "A", qty: 1 }, { sku: "B", qty: 2 }, { sku: "A", qty: 3 }]);
 * // [{ sku: "A", qty: 4, index: 0 }, { sku: "B", qty: 2, index: 1 }]
 */
export function orderStockTakes(lines: readonly { sku: string; qty: number }[]): StockTake[] {
  const perSku = new Map<string, { sku: string; qty: number; index: number }>();
  for (const [index, line] of lines.entries()) {
    const entry = perSku.get(line.sku) ?? { sku: line.sku, qty: 0, index };
    entry.qty += line.qty;
    perSku.set(line.sku, entry);
  }
  return [...perSku.values()];
}
