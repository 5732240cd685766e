import type { EligibilityOptions } from "./isEligibleChild.js";
import { isEligibleChild } from "./isEligibleChild.js";
import type { ConfigurableProduct, VariantChild } from "./types.js";

/**
 * Returns a copy of the product without the children that may not be chosen (catalogue.md §4:
 * status 2 or higher always; out of stock only when `listOutOfStockProducts` is `false`). Pure: the
 * input is not changed, and a product without `configurable_children` is returned as is.
 *
 * @example
 * const p = removeUnavailableChildren(
 *   { sku: "P", configurable_children: [{ sku: "A", status: 2 }, { sku: "B", stock: { is_in_stock: false } }] },
 *   { listOutOfStockProducts: false },
 * );
 * p.configurable_children; // []
 */
export function removeUnavailableChildren<
  TChild extends VariantChild,
  TProduct extends ConfigurableProduct<TChild>,
>(product: TProduct, options: EligibilityOptions = {}): TProduct {
  const children = product.configurable_children;
  if (!children) return product;
  return { ...product, configurable_children: children.filter((child) => isEligibleChild(child, options)) };
}
