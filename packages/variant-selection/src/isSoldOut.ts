import { isEligibleChild } from "./isEligibleChild.js";
import type { ConfigurableProduct } from "./types.js";

/**
 * Whether nothing of a product can be bought now (issue 32: a listing tile shows such a product as
 * "Wyprzedane", without its add button). Pure. A product with variants is sold out when none of its
 * enabled children is in stock (a child without a `stock` object counts as buyable, behaviour.md §5.2);
 * a product without variants when its own `stock.is_in_stock` is false. Without stock data nothing is
 * sold out.
 *
 * @example
 * isSoldOut({ configurable_children: [{ sku: "A-S", stock: { is_in_stock: false } }] }); // true
 * isSoldOut({ stock: { is_in_stock: true } }); // false
 */
export function isSoldOut(product: ConfigurableProduct): boolean {
  const children = (product.configurable_children ?? []).filter((child) => isEligibleChild(child));
  if (children.length > 0)
    return !children.some((child) => isEligibleChild(child, { listOutOfStockProducts: false }));
  return product.stock ? !product.stock.is_in_stock : false;
}
