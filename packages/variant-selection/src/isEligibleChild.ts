import { isEnabled } from "./isEnabled.js";
import type { VariantChild } from "./types.js";

/**
 * Options of {@link isEligibleChild}.
 *
 * @example
 * const options: EligibilityOptions = { availabilityCheck: true, listOutOfStockProducts: false };
 */
export interface EligibilityOptions {
  /**
   * Whether stock counts at all.
   * @default true
   */
  readonly availabilityCheck?: boolean | undefined;
  /**
   * `products.listOutOfStockProducts`; out-of-stock children are excluded only when this is `false`.
   * @default true
   */
  readonly listOutOfStockProducts?: boolean | undefined;
}

/**
 * Whether a child may be chosen (behaviour.md §5.2). Pure. A child is not eligible when it is not
 * {@link isEnabled} (status 2 or higher; a missing status counts as enabled), or when the availability check is on, out-of-stock
 * products are not listed, the child has a `stock` object and `stock.is_in_stock` is falsy.
 *
 * @example
 * isEligibleChild({ sku: "A", status: 2 }); // false
 * isEligibleChild({ sku: "B", stock: { is_in_stock: false } }); // true (out-of-stock products are listed)
 * isEligibleChild({ sku: "B", stock: { is_in_stock: false } }, { listOutOfStockProducts: false }); // false
 */
export function isEligibleChild(child: VariantChild, options: EligibilityOptions = {}): boolean {
  const { availabilityCheck = true, listOutOfStockProducts = true } = options;
  if (!isEnabled(child)) return false;
  // Children without a stock object are never excluded by stock (behaviour.md §5.2).
  if (availabilityCheck && !listOutOfStockProducts && child.stock && !child.stock.is_in_stock) return false;
  return true;
}
