import type { CartLine } from "@outlet/cart-merge";
import {
  type ConfigurableProduct,
  type Configuration,
  matchLevel,
  optionAvailability,
  prepareProduct,
  type VariantChild,
} from "@outlet/variant-selection";

/**
 * The product a cart line was configured from: the line's own product fields (children, options) under
 * its parent's sku. Pure.
 *
 * @example
 * lineParent({ sku: "KOS-0047-BRA-M", parentSku: "KOS-0047", qty: 1 }).sku; // "KOS-0047"
 */
export function lineParent(line: CartLine): ConfigurableProduct {
  const sku = line.parentSku ?? line.sku;
  return {
    ...line,
    sku: sku === null || sku === undefined ? undefined : String(sku),
    parentSku: line.parentSku ?? undefined,
    type_id: line.type_id ?? undefined,
    // a line's messages are its own; the product starts without any (prepareProduct sets `{}`)
    errors: undefined,
  };
}

/**
 * Which values of a cart line's options can be chosen together with the other current choices (issue 12:
 * the cart editor offered every size, so "M" in a colour that has no M silently kept the old size):
 * option code → the value ids that make a buyable variant (out-of-stock and disabled children excluded, as
 * on the product page). Pure.
 *
 * @example
 * lineOptionAvailability(line, { color: "59", size: "167" }).size; // Set { "167", "168" }
 */
export function lineOptionAvailability(
  line: CartLine,
  choice: Readonly<Record<string, string>>,
): Record<string, ReadonlySet<string>> {
  // A line that does not carry its variants (an older stored line) restricts nothing; the API decides.
  const children = (line as { configurable_children?: unknown }).configurable_children;
  if (!Array.isArray(children) || children.length === 0) return {};
  const parent = prepareProduct(lineParent(line));
  const availability = optionAvailability(parent, choice, { listOutOfStockProducts: false });
  return Object.fromEntries(
    Object.entries(availability).map(([code, values]) => [
      code,
      new Set(values.filter((value) => value.available).map((value) => String(value.id))),
    ]),
  );
}

/**
 * Whether a variant has every chosen option value (the variant selection falls back to the closest match,
 * which must not replace the line with a size the shopper did not choose). Pure.
 *
 * @example
 * matchesEveryChoice({ color: 59, size: 167 }, { color: { id: "59" }, size: { id: "169" } }); // false
 */
export function matchesEveryChoice(variant: VariantChild, configuration: Configuration): boolean {
  const chosen = Object.keys(configuration).filter((key) => key !== "sku" && key !== "price");
  return matchLevel(variant, configuration) >= chosen.length;
}
