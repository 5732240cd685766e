import { canonicalJson } from "./canonicalJson.js";
import { sha3_224 } from "./sha3.js";
import type { CartLine, ProductOption, ServerCartLine } from "./types.js";

/** The option lists in the order §9.1 reads them. */
const OPTION_LISTS = ["bundle_options", "custom_options", "configurable_item_options"] as const;

/**
 * The name of one of the three option lists that give a line its identity (behaviour §9.1).
 *
 * @example
 * const kind: OptionListName = "custom_options";
 */
export type OptionListName = (typeof OPTION_LISTS)[number];

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === "";

/**
 * One option list of `product_option.extension_attributes` as a plain array: missing means `[]`, a
 * non-array becomes the list of its values (behaviour §9.1). Pure.
 *
 * @example
 * optionList({ extension_attributes: { custom_options: { a: { option_id: 1 } } } }, "custom_options"); // [{ option_id: 1 }]
 */
export function optionList(
  productOption: ProductOption | null | undefined,
  name: OptionListName,
): readonly unknown[] {
  if (productOption === null || typeof productOption !== "object") return [];
  const ext = productOption.extension_attributes;
  if (ext === null || typeof ext !== "object") return [];
  const list = ext[name];
  if (list === undefined || list === null) return [];
  if (Array.isArray(list)) return list;
  return typeof list === "object" ? Object.values(list as object) : [];
}

function numbersToStrings(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(numbersToStrings);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = numbersToStrings(item);
    return out;
  }
  return value;
}

/**
 * The data a line's checksum is taken over (behaviour §9.1): `null` for a blank `product_option`; else the
 * first non-empty list of bundle, custom, configurable options, deep-cloned with every number turned into
 * its decimal string; else `product_option` unchanged. Pure.
 *
 * @example
 * checksumData({ extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 56 }] } });
 * // [{ option_id: "93", option_value: "56" }]
 */
export function checksumData(productOption: ProductOption | null | undefined): unknown {
  if (isBlank(productOption)) return null;
  for (const name of OPTION_LISTS) {
    const list = optionList(productOption, name);
    if (list.length > 0) return numbersToStrings(list);
  }
  return productOption;
}

/**
 * The line identity checksum: SHA3-224 (56 hex characters) of the canonical JSON of {@link checksumData}.
 * Stable across key order and across `56` / `"56"` in the option lists. Pure.
 *
 * @example
 * const a = checksum({ product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: "M" }] } } });
 * const b = checksum({ product_option: { extension_attributes: { custom_options: [{ option_value: "M", option_id: "1" }] } } });
 * a === b; // true
 */
export function checksum(line: Pick<CartLine | ServerCartLine, "product_option">): string {
  return sha3_224(canonicalJson(checksumData(line.product_option)));
}
