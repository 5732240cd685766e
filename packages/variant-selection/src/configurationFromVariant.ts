import { resolveAttributeCode } from "./resolveAttributeCode.js";
import type { AttributeMetadata, ConfigurableProduct, LogEntry, VariantChild } from "./types.js";
import { VariantSelectionError } from "./variantSelectionError.js";

/**
 * One entry of a product's resolved configuration (behaviour.md §5.7).
 *
 * @example
 * const entry: ResolvedConfigurationEntry = { attribute_code: "color", id: "49", label: "Czarny" };
 */
export interface ResolvedConfigurationEntry {
  readonly attribute_code: string;
  readonly id: string;
  readonly label: string;
}

/**
 * A configuration resolved from a chosen child: attribute code → entry.
 *
 * @example
 * const configuration: ResolvedConfiguration = { color: { attribute_code: "color", id: "49", label: "Czarny" } };
 */
export type ResolvedConfiguration = Readonly<Record<string, ResolvedConfigurationEntry>>;

/**
 * The configuration a child stands for, one entry per configurable option in order (behaviour.md §5.7).
 * Pure: nothing is mutated; an option whose code cannot be resolved is skipped and
 * `'Wrong attribute given in configurable_options'` is returned in `log`. A child without a value for an
 * option gets no entry for it **(decision: an id of `"undefined"` would match nothing)**.
 *
 * @example
 * const { configuration } = configurationFromVariant(
 *   { configurable_options: [{ attribute_code: "color", values: [{ value_index: 49, label: "Czarny" }] }] },
 *   { sku: "A", color: 49 },
 * );
 * configuration.color; // { attribute_code: "color", id: "49", label: "Czarny" }
 */
export function configurationFromVariant(
  product: ConfigurableProduct,
  variant: VariantChild,
  attributeMetadata: readonly AttributeMetadata[] = product.attributes_metadata ?? [],
): { configuration: ResolvedConfiguration; log: LogEntry[] } {
  const configuration: Record<string, ResolvedConfigurationEntry> = {};
  const log: LogEntry[] = [];
  for (const option of product.configurable_options ?? []) {
    const code = resolveAttributeCode(option, attributeMetadata);
    if (!code) {
      const attributeId =
        option.attribute_id === null || option.attribute_id === undefined
          ? undefined
          : String(option.attribute_id);
      log.push({
        level: "error",
        message: new VariantSelectionError({ reason: "wrong-attribute", attributeId }).message,
        context: { attribute_id: attributeId },
      });
      continue;
    }
    const value = variantValue(variant, code);
    if (value === null || value === undefined) continue;
    const id = String(value);
    const optionValue = (option.values ?? []).find((candidate) => String(candidate.value_index) === id);
    const metaLabel = attributeMetadata
      .find((entry) => entry.attribute_code === code)
      ?.options?.find((candidate) => String(candidate.value) === id)?.label;
    const label =
      (optionValue ? optionValue.label || optionValue.default_label : undefined) || metaLabel || id;
    configuration[code] = { attribute_code: code, id, label };
  }
  return { configuration, log };
}

function variantValue(variant: VariantChild, code: string): unknown {
  const custom = variant.custom_attributes?.find((attribute) => attribute.attribute_code === code);
  if (custom) return custom.value;
  return variant[code];
}
