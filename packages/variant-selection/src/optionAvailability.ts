import type { EligibilityOptions } from "./isEligibleChild.js";
import { isOptionAvailable } from "./isOptionAvailable.js";
import { configurationValueIds } from "./matchLevel.js";
import { resolveAttributeCode } from "./resolveAttributeCode.js";
import type { AttributeMetadata, ConfigurableProduct, Configuration } from "./types.js";

/**
 * One pickable value on the product page (behaviour.md §5.8 option lists).
 *
 * @example
 * const value: OptionListValue = { label: "M", id: "167", attribute_code: "size" };
 */
export interface OptionListValue {
  readonly label: string;
  readonly id: string;
  readonly attribute_code: string;
}

/**
 * The option lists of a product page: for each configurable option (code resolved as in §5.7),
 * `[{ label, id: String(value_index), attribute_code }]` with blank labels dropped (behaviour.md §5.8).
 * Pure; options whose code cannot be resolved are skipped.
 *
 * @example
 * productOptionLists({ configurable_options: [{ attribute_code: "size", values: [{ value_index: 167, label: "M" }, { value_index: 168, label: "" }] }] });
 * // { size: [{ label: "M", id: "167", attribute_code: "size" }] }
 */
export function productOptionLists(
  product: ConfigurableProduct,
  attributeMetadata: readonly AttributeMetadata[] = product.attributes_metadata ?? [],
): Record<string, OptionListValue[]> {
  const lists: Record<string, OptionListValue[]> = {};
  for (const option of product.configurable_options ?? []) {
    const code = resolveAttributeCode(option, attributeMetadata);
    if (!code) continue;
    lists[code] = (option.values ?? [])
      .map((value) => ({
        label: value.label || value.default_label || "",
        id: String(value.value_index),
        attribute_code: code,
      }))
      .filter((value) => value.label.trim() !== "");
  }
  return lists;
}

/**
 * A value of {@link optionAvailability}: the option list entry plus whether it can be picked and whether
 * it is the current choice.
 *
 * @example
 * const value: AvailableOptionValue = { label: "M", id: "167", attribute_code: "size", available: true, selected: false };
 */
export interface AvailableOptionValue extends OptionListValue {
  readonly available: boolean;
  readonly selected: boolean;
}

/**
 * Every option value of the product page with `available` (behaviour.md §5.5: unavailable values are
 * shown disabled) and `selected` for the current configuration. Pure.
 *
 * @example
 * const product = {
 *   configurable_options: [{ attribute_code: "size", values: [{ value_index: 7, label: "S" }, { value_index: 8, label: "M" }] }],
 *   configurable_children: [{ sku: "A", color: 1, size: 7 }, { sku: "B", color: 2, size: 8 }],
 * };
 * optionAvailability(product, { color: "1" }).size?.map((v) => v.available); // [true, false]
 */
export function optionAvailability(
  product: ConfigurableProduct,
  configuration: Configuration | null | undefined,
  options: EligibilityOptions & {
    readonly attributeMetadata?: readonly AttributeMetadata[] | undefined;
  } = {},
): Record<string, AvailableOptionValue[]> {
  const lists = productOptionLists(product, options.attributeMetadata);
  const result: Record<string, AvailableOptionValue[]> = {};
  for (const [code, values] of Object.entries(lists)) {
    const chosen = configurationValueIds(configuration?.[code]);
    result[code] = values.map((value) => ({
      ...value,
      available: isOptionAvailable(product, configuration, code, value.id, options),
      selected: chosen.includes(value.id),
    }));
  }
  return result;
}
