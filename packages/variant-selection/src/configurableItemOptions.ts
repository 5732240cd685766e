import type { ResolvedConfiguration } from "./configurationFromVariant.js";
import { resolveAttributeCode } from "./resolveAttributeCode.js";
import type { AttributeMetadata, ConfigurableProduct, ProductOption } from "./types.js";

/**
 * A displayed option of a configured product: `{ label, value }` (behaviour.md §5.7).
 *
 * @example
 * const line: ProductOptionLabel = { label: "Kolor", value: "Czarny" };
 */
export interface ProductOptionLabel {
  readonly label: string;
  readonly value: string;
}

/**
 * The `options` and `product_option` of a configured product (behaviour.md §5.7). Pure. For each
 * configurable option in order that has a configuration entry (other than `price`), `options` gets
 * `{ label: option.label || code, value: entry.label }` and `configurable_item_options` gets
 * `{ option_id: String(option.attribute_id), option_value: String(entry.id) }`; `custom_options` and
 * `bundle_options` are `[]`.
 *
 * @example
 * const { options, product_option } = configurableItemOptions(
 *   { configurable_options: [{ attribute_code: "color", attribute_id: 93, label: "Kolor" }] },
 *   { color: { attribute_code: "color", id: "49", label: "Czarny" } },
 * );
 * options; // [{ label: "Kolor", value: "Czarny" }]
 * product_option.extension_attributes.configurable_item_options; // [{ option_id: "93", option_value: "49" }]
 */
export function configurableItemOptions(
  product: ConfigurableProduct,
  configuration: ResolvedConfiguration,
  attributeMetadata: readonly AttributeMetadata[] = product.attributes_metadata ?? [],
): { options: ProductOptionLabel[]; product_option: ProductOption } {
  const options: ProductOptionLabel[] = [];
  const itemOptions: { option_id: string; option_value: string }[] = [];
  for (const option of product.configurable_options ?? []) {
    const code = resolveAttributeCode(option, attributeMetadata);
    if (!code || code === "price") continue;
    const entry = Object.values(configuration).find((candidate) => candidate.attribute_code === code);
    if (!entry) continue;
    options.push({ label: option.label || code, value: entry.label });
    itemOptions.push({ option_id: String(option.attribute_id), option_value: String(entry.id) });
  }
  return {
    options,
    product_option: {
      extension_attributes: {
        custom_options: [],
        configurable_item_options: itemOptions,
        bundle_options: [],
      },
    },
  };
}
