import type { AttributeMetadata, ConfigurableOption } from "./types.js";

/**
 * The attribute code of a configurable option (behaviour.md §5.7): `attribute_code`, else the metadata
 * entry for `attribute_id`, else `label.toLowerCase()`; `undefined` when none resolves. Pure.
 *
 * @example
 * resolveAttributeCode({ attribute_id: "93" }, [{ attribute_code: "color", attribute_id: 93 }]); // "color"
 * resolveAttributeCode({ label: "Rozmiar" }); // "rozmiar"
 */
export function resolveAttributeCode(
  option: ConfigurableOption,
  attributeMetadata: readonly AttributeMetadata[] = [],
): string | undefined {
  if (option.attribute_code) return option.attribute_code;
  if (option.attribute_id !== null && option.attribute_id !== undefined) {
    const id = String(option.attribute_id);
    const meta = attributeMetadata.find((entry) => String(entry.attribute_id) === id);
    if (meta?.attribute_code) return meta.attribute_code;
  }
  if (option.label) return option.label.toLowerCase();
  return undefined;
}
