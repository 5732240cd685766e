import type { CartLine, ServerCartLine } from "./types.js";

/**
 * The product to add for a server-only line (behaviour §9.11 "Resolving a server-only line"):
 * `{...product, server_item_id, qty, server_cart_id, product_option: s.product_option || product.product_option}`.
 * `null` when the product could not be loaded, so the runner skips the line. Pure.
 *
 * @example
 * serverLineToProduct({ sku: "B", price_incl_tax: 10 }, { sku: "B", item_id: 7, qty: 2, quote_id: "q" });
 * // { sku: "B", price_incl_tax: 10, server_item_id: 7, qty: 2, server_cart_id: "q", product_option: undefined }
 */
export function serverLineToProduct(
  product: CartLine | null | undefined,
  serverLine: ServerCartLine,
): CartLine | null {
  if (product === null || product === undefined) return null;
  return {
    ...product,
    server_item_id: serverLine.item_id,
    qty: serverLine.qty,
    server_cart_id: serverLine.quote_id,
    product_option: serverLine.product_option || product.product_option,
  };
}
