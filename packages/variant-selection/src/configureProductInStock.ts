import type { ConfiguredProduct, ConfigureProductOptions } from "./configureProduct.js";
import { configureProduct } from "./configureProduct.js";
import { isEligibleChild } from "./isEligibleChild.js";
import type { ConfigurableProduct, Configuration, LogEntry, VariantChild } from "./types.js";
import { defaultVariantSelectionConfig } from "./variantSelectionConfig.js";

/**
 * Configures a product as {@link configureProduct} does, but a variant nobody named is chosen among the
 * children **in stock** first (decision: a tile, or a product page opened without a variant, never shows
 * a sold-out variant while another can be bought). Pure.
 *
 * - A configuration whose `sku` names an eligible child keeps that child, sold out or not: the shopper
 *   chose it (a link to a sold-out size offers the back-in-stock form).
 * - Otherwise the best match (§5.4) is looked for among the in-stock children, with the default fallback
 *   to the first of them; only when no child is in stock does the plain configuration apply.
 *
 * @example
 * // children: black M (sold out), black S, white M
 * configureProductInStock(dress, { color: "49" }).variant?.sku; // the black S
 * configureProductInStock(dress, { sku: "DRESS-BLACK-M" }).variant?.sku; // "DRESS-BLACK-M" (named)
 */
export function configureProductInStock<TProduct extends ConfigurableProduct>(
  product: TProduct,
  configuration: Configuration | null | undefined,
  options: ConfigureProductOptions = {},
): { product: ConfiguredProduct<TProduct>; variant: VariantChild | null; log: LogEntry[] } {
  const config = options.config ?? defaultVariantSelectionConfig;
  const named = configuration?.sku;
  const eligibility = { listOutOfStockProducts: config.listOutOfStockProducts };
  const namesChild =
    typeof named === "string" &&
    (product.configurable_children ?? []).some(
      (child) => child.sku === named && isEligibleChild(child, eligibility),
    );
  if (!namesChild) {
    const inStock = configureProduct(product, configuration, {
      ...options,
      setProductErrors: false,
      config: { ...config, listOutOfStockProducts: false },
    });
    if (inStock.variant) return inStock;
  }
  return configureProduct(product, configuration, options);
}
