/**
 * The configuration keys this package reads (behaviour.md §1). Every key may be overridden.
 *
 * @example
 * const config: VariantSelectionConfig = { ...defaultVariantSelectionConfig, listOutOfStockProducts: false };
 */
export interface VariantSelectionConfig {
  /**
   * `products.listOutOfStockProducts`: when `false`, children whose `stock.is_in_stock` is falsy are not eligible.
   * @default true
   */
  readonly listOutOfStockProducts: boolean;
  /**
   * `products.filterUnavailableVariants`: `configureProduct` first removes children by stock items (§6.3).
   * @default false
   */
  readonly filterUnavailableVariants: boolean;
  /**
   * `products.omitVariantFields`: fields of the chosen child that never overwrite the parent's.
   * @default ["name", "visibility"]
   */
  readonly omitVariantFields: readonly string[];
  /**
   * `cart.setConfigurableProductOptions`: set `options` and `product_option` on a configured product.
   * @default true
   */
  readonly setConfigurableProductOptions: boolean;
}

/**
 * The shop's defaults (behaviour.md §1).
 *
 * @example
 * defaultVariantSelectionConfig.listOutOfStockProducts; // true
 */
export const defaultVariantSelectionConfig: VariantSelectionConfig = Object.freeze({
  listOutOfStockProducts: true,
  filterUnavailableVariants: false,
  omitVariantFields: Object.freeze(["name", "visibility"]),
  setConfigurableProductOptions: true,
});
