import { applyVariant, variantFields } from "./applyVariant.js";
import { configurableItemOptions } from "./configurableItemOptions.js";
import type { ResolvedConfiguration } from "./configurationFromVariant.js";
import { configurationFromVariant } from "./configurationFromVariant.js";
import { filterOutUnavailableVariants } from "./filterOutUnavailableVariants.js";
import { selectVariant } from "./selectVariant.js";
import type { ConfigurableProduct, Configuration, LogEntry, StockInfo, VariantChild } from "./types.js";
import type { VariantSelectionConfig } from "./variantSelectionConfig.js";
import { defaultVariantSelectionConfig } from "./variantSelectionConfig.js";

/**
 * Options of {@link configureProduct} (behaviour.md §5.6).
 *
 * @example
 * const listing: ConfigureProductOptions = { fallbackToDefaultWhenNoAvailable: true, setProductErrors: false };
 */
export interface ConfigureProductOptions {
  /**
   * Use the first eligible child when nothing matches.
   * @default true
   */
  readonly fallbackToDefaultWhenNoAvailable?: boolean | undefined;
  /**
   * Set `errors.variants` when no child is found.
   * @default true
   */
  readonly setProductErrors?: boolean | undefined;
  /**
   * Set `options` and `product_option` from the configuration.
   * @default config.setConfigurableProductOptions (true)
   */
  readonly setConfigurableProductOptions?: boolean | undefined;
  /**
   * First apply `stockItems` with {@link filterOutUnavailableVariants}.
   * @default config.filterUnavailableVariants (false)
   */
  readonly filterUnavailableVariants?: boolean | undefined;
  /**
   * Put the resolved `configuration` on the product.
   * @default false
   */
  readonly assignProductConfiguration?: boolean | undefined;
  /**
   * Put the chosen child under `selectedVariant` instead of spreading it over the product.
   * @default false
   */
  readonly separateSelectedVariant?: boolean | undefined;
  /**
   * Stock items for `filterUnavailableVariants` (from the stock list call).
   * @default []
   */
  readonly stockItems?: readonly StockInfo[] | undefined;
  /**
   * Whether stock counts for eligibility (§5.2).
   * @default true
   */
  readonly availabilityCheck?: boolean | undefined;
  /**
   * The shop configuration this call reads.
   * @default defaultVariantSelectionConfig
   */
  readonly config?: VariantSelectionConfig | undefined;
}

/**
 * A configured product: the input's fields plus what configuring adds.
 *
 * @example
 * const p: ConfiguredProduct<{ sku: string }> = { sku: "A", is_configured: true };
 */
export type ConfiguredProduct<TProduct> = TProduct & {
  readonly is_configured?: boolean | undefined;
  readonly parentSku?: string | undefined;
  readonly parentId?: number | string | undefined;
  readonly configuration?: ResolvedConfiguration | undefined;
  readonly selectedVariant?: Record<string, unknown> | undefined;
  readonly errors?: Readonly<Record<string, string>> | undefined;
};

/**
 * Configures a product for a choice (behaviour.md §5.6, catalogue.md §4). Pure: returns a new product
 * and the log lines as data.
 *
 * The children are first filtered by stock when asked (§6.3). A product without children is returned
 * unchanged. Otherwise {@link selectVariant} picks a child: when found, the product becomes
 * `is_configured`, gets `options`/`product_option` (when enabled) and the child's fields (or
 * `selectedVariant`); when not found and errors are on, `errors.variants = 'No available product variants'`.
 * Loading grouped and bundle children (`prefetchGroupProducts`) is I/O and stays with the caller.
 *
 * @example
 * const { product } = configureProduct(
 *   { sku: "P", configurable_options: [{ attribute_code: "color", attribute_id: 93, label: "Kolor", values: [{ value_index: 1, label: "Czarny" }] }],
 *     configurable_children: [{ sku: "P-1", color: 1, price_incl_tax: 90 }] },
 *   { color: "1" },
 * );
 * [product.sku, product.is_configured, product.parentSku]; // ["P-1", true, "P"]
 */
export function configureProduct<TProduct extends ConfigurableProduct>(
  product: TProduct,
  configuration: Configuration | null | undefined,
  options: ConfigureProductOptions = {},
): { product: ConfiguredProduct<TProduct>; variant: VariantChild | null; log: LogEntry[] } {
  const config = options.config ?? defaultVariantSelectionConfig;
  const {
    fallbackToDefaultWhenNoAvailable = true,
    setProductErrors = true,
    setConfigurableProductOptions = config.setConfigurableProductOptions,
    filterUnavailableVariants = config.filterUnavailableVariants,
    assignProductConfiguration = false,
    separateSelectedVariant = false,
    stockItems = [],
    availabilityCheck = true,
  } = options;

  const source = filterUnavailableVariants ? filterOutUnavailableVariants(product, stockItems) : product;
  if (!source.configurable_children || source.configurable_children.length === 0) {
    return { product: source, variant: null, log: [] };
  }

  const selection = selectVariant(source, configuration, {
    fallbackToDefaultWhenNoAvailable,
    availabilityCheck,
    listOutOfStockProducts: config.listOutOfStockProducts,
  });

  if ("error" in selection) {
    const configured = setProductErrors
      ? { ...source, errors: { ...(source.errors ?? {}), variants: selection.error.message } }
      : source;
    return { product: configured, variant: null, log: [] };
  }

  const variant = selection.variant;
  const resolved = configurationFromVariant(source, variant);
  let configured: Record<string, unknown> = { ...source };
  if (setConfigurableProductOptions && source.configurable_options) {
    const { options: optionLabels, product_option } = configurableItemOptions(source, resolved.configuration);
    configured.options = optionLabels;
    configured.product_option = product_option;
  }
  configured.is_configured = true;
  if (assignProductConfiguration) configured.configuration = resolved.configuration;
  const omit = { omitVariantFields: config.omitVariantFields };
  if (separateSelectedVariant) configured.selectedVariant = variantFields(variant, omit);
  else configured = applyVariant(configured as TProduct, variant, omit);
  return { product: configured as ConfiguredProduct<TProduct>, variant, log: resolved.log };
}
