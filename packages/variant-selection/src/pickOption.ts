import { applyVariant } from "./applyVariant.js";
import { configureProduct } from "./configureProduct.js";
import { childrenWithValue } from "./isOptionAvailable.js";
import { selectVariant } from "./selectVariant.js";
import type { ConfigurableProduct, Configuration, Notification, VariantChild } from "./types.js";
import type { VariantSelectionConfig } from "./variantSelectionConfig.js";
import { defaultVariantSelectionConfig } from "./variantSelectionConfig.js";
import { VariantSelectionError } from "./variantSelectionError.js";

/**
 * The option value the shopper picked on the product page.
 *
 * @example
 * const picked: PickedOption = { attribute_code: "size", id: "167", label: "M" };
 */
export interface PickedOption {
  readonly attribute_code: string;
  readonly id: string | number;
  readonly label?: string | undefined;
}

/**
 * The outcome of {@link pickOption}: the matched variant applied to the product, or the warning to show.
 *
 * @example
 * const r: PickOptionResult<{ sku: string }> = { status: "no-match", configuration: {}, notification: { type: "warning", message: "…", action1: { label: "OK" } } };
 */
export type PickOptionResult<TProduct> =
  | {
      readonly status: "matched";
      readonly configuration: Configuration;
      readonly variant: VariantChild;
      readonly product: TProduct;
      /** The chosen child's sku, to write to the route (see `@outlet/url-resolution` `childSkuLocation`). */
      readonly childSku: string | undefined;
    }
  | {
      readonly status: "no-match";
      readonly configuration: Configuration;
      readonly notification: Notification;
    };

/**
 * Picks an option value on the product page (behaviour.md §5.8, catalogue.md §4). Pure.
 * `configuration := { ...current, [attr]: { id, label, attribute_code } }`; only the parent's children
 * that carry the picked value are searched (so the value just picked is never overridden), without the
 * fallback. A match applies the variant to `product` (§5.6); no match returns the warning
 * `'No such configuration for the product. Please do choose another combination of attributes.'`.
 *
 * @example
 * const parent = { sku: "P", configurable_children: [{ sku: "P-S", size: 1 }, { sku: "P-M", size: 2 }] };
 * const result = pickOption(parent, parent, {}, { attribute_code: "size", id: "2", label: "M" });
 * result.status === "matched" && result.childSku; // "P-M"
 */
export function pickOption<TProduct extends ConfigurableProduct>(
  product: TProduct,
  parent: ConfigurableProduct,
  current: Configuration,
  picked: PickedOption,
  options: { readonly config?: VariantSelectionConfig | undefined } = {},
): PickOptionResult<TProduct> {
  const config = options.config ?? defaultVariantSelectionConfig;
  const configuration: Configuration = {
    ...current,
    [picked.attribute_code]: {
      id: String(picked.id),
      label: picked.label,
      attribute_code: picked.attribute_code,
    },
  };
  const candidates = childrenWithValue(parent.configurable_children ?? [], picked.attribute_code, picked.id);
  const selection = selectVariant({ ...parent, configurable_children: candidates }, configuration, {
    fallbackToDefaultWhenNoAvailable: false,
    listOutOfStockProducts: config.listOutOfStockProducts,
  });
  // A configuration of one attribute would still need matchLevel > 0; the picked value always matches,
  // so a missing result means no eligible child carries it.
  if ("error" in selection) {
    return {
      status: "no-match",
      configuration,
      notification: {
        type: "warning",
        message: new VariantSelectionError({ reason: "no-such-configuration" }).message,
        action1: { label: "OK" },
      },
    };
  }
  const applied = applyVariant(product, selection.variant, { omitVariantFields: config.omitVariantFields });
  return {
    status: "matched",
    configuration,
    variant: selection.variant,
    product: applied,
    childSku: selection.variant.sku,
  };
}

/**
 * The sku to search a configurable parent by (behaviour.md §5.8 `getProductVariant`). Throws
 * {@link VariantSelectionError} `missing-parent-sku`
 * ("Product doesn't have parentSku, please check if this is configurable product") when it is blank.
 *
 * @example
 * variantSearchSku({ sku: "P-S", parentSku: "P" }); // "P"
 */
export function variantSearchSku(product: {
  readonly parentSku?: string | null | undefined;
  readonly sku?: string | undefined;
}): string {
  if (product.parentSku === null || product.parentSku === undefined || product.parentSku === "") {
    throw new VariantSelectionError({ reason: "missing-parent-sku", sku: product.sku });
  }
  return product.parentSku;
}

/**
 * The variant data `getProductVariant` returns once the parent was found by {@link variantSearchSku}
 * (behaviour.md §5.8): the parent configured without fallback, with errors, the variant kept separate;
 * the result is `{ ...(selectedVariant || {}), options, product_option }`. Pure.
 *
 * @example
 * const v = productVariantFrom(
 *   { sku: "P", configurable_options: [{ attribute_code: "size", attribute_id: 1, label: "Rozmiar", values: [{ value_index: 2, label: "M" }] }],
 *     configurable_children: [{ sku: "P-M", size: 2 }] },
 *   { size: "2" },
 * );
 * v.sku; // "P-M"
 */
export function productVariantFrom(
  parent: ConfigurableProduct,
  configuration: Configuration,
  options: { readonly config?: VariantSelectionConfig | undefined } = {},
): Record<string, unknown> {
  const { product } = configureProduct(parent, configuration, {
    fallbackToDefaultWhenNoAvailable: false,
    setProductErrors: true,
    separateSelectedVariant: true,
    config: options.config,
  });
  return {
    ...(product.selectedVariant ?? {}),
    options: product.options,
    product_option: product.product_option,
  };
}
