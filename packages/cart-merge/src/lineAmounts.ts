import { amountGrosze } from "./money.js";
import type { CartLine } from "./types.js";

const wholeQty = (qty: unknown): number => {
  const n = typeof qty === "number" ? qty : Number.parseInt(String(qty), 10);
  return Number.isFinite(n) ? n : 0;
};

/**
 * A cart line's gross unit price in grosze: the server's unit price from its totals when the line has them
 * (it carries the custom options' fees, an engraving's +18,45 zł included), else the line's own
 * `price_incl_tax`. Pure. Throws `CartMergeError` `invalid-amount` for a non-numeric price.
 *
 * @example
 * lineUnitGrosze({ sku: "TOR-1", qty: 1, price_incl_tax: 269.99, totals: { price_incl_tax: 288.44 } }); // 28844
 * lineUnitGrosze({ sku: "TOR-1", qty: 1, price_incl_tax: 269.99 }); // 26999
 */
export function lineUnitGrosze(line: CartLine): number {
  const server = (line.totals as { price_incl_tax?: unknown } | null | undefined)?.price_incl_tax;
  if (typeof server === "number" || (typeof server === "string" && server.trim() !== ""))
    return amountGrosze(server);
  return amountGrosze(line.price_incl_tax);
}

/**
 * A cart line's gross row in grosze: its unit price ({@link lineUnitGrosze}) times the quantity the line
 * holds now (a quantity changed offline counts at once; in step with the server it is the server's row
 * total, which is the unit times the quantity as well). Pure.
 *
 * @example
 * lineRowGrosze({ sku: "TOR-1", qty: 2, price_incl_tax: 269.99, totals: { price_incl_tax: 288.44 } }); // 57688
 */
export function lineRowGrosze(line: CartLine): number {
  return lineUnitGrosze(line) * wholeQty(line.qty);
}
