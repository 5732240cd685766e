import type { EligibilityOptions } from "./isEligibleChild.js";
import { isEligibleChild } from "./isEligibleChild.js";
import { childMatches } from "./matchLevel.js";
import type { ConfigurableProduct, Configuration, VariantChild } from "./types.js";

/**
 * Whether an option value can still be picked given the current choice (behaviour.md §5.5). Pure.
 * True iff some eligible child has `String(child[attributeCode]) === String(valueId)` and matches every
 * other chosen attribute (all keys but `price`, `sku` and `attributeCode`; `null`/`undefined` values count
 * as not chosen).
 *
 * @example
 * const product = { configurable_children: [{ sku: "A", color: 1, size: 7 }, { sku: "B", color: 2, size: 8 }] };
 * isOptionAvailable(product, { color: "1" }, "size", 7); // true
 * isOptionAvailable(product, { color: "1" }, "size", 8); // false
 */
export function isOptionAvailable(
  product: ConfigurableProduct,
  configuration: Configuration | null | undefined,
  attributeCode: string,
  valueId: string | number,
  options: EligibilityOptions = {},
): boolean {
  const others = otherChosenKeys(configuration, attributeCode);
  const wanted = String(valueId);
  return (product.configurable_children ?? []).some(
    (child) =>
      isEligibleChild(child, options) &&
      String(child[attributeCode]) === wanted &&
      others.every((key) => childMatches(child, key, configuration?.[key])),
  );
}

function otherChosenKeys(configuration: Configuration | null | undefined, attributeCode: string): string[] {
  if (!configuration) return [];
  return Object.keys(configuration).filter(
    (key) =>
      key !== "price" &&
      key !== "sku" &&
      key !== attributeCode &&
      configuration[key] !== null &&
      configuration[key] !== undefined,
  );
}

/**
 * The children that carry a value, for narrowing a search after a pick (behaviour.md §5.8). Pure.
 *
 * @example
 * childrenWithValue([{ sku: "A", color: 1 }, { sku: "B", color: 2 }], "color", "2"); // [{ sku: "B", color: 2 }]
 */
export function childrenWithValue<TChild extends VariantChild>(
  children: readonly TChild[],
  attributeCode: string,
  valueId: string | number,
): TChild[] {
  const wanted = String(valueId);
  return children.filter((child) => String(child[attributeCode]) === wanted);
}
