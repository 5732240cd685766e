import { isEligibleChild } from "./isEligibleChild.js";
import { configurationValueIds, matchLevel } from "./matchLevel.js";
import type { ConfigurableProduct, Configuration, VariantChild } from "./types.js";
import { VariantSelectionError } from "./variantSelectionError.js";

/**
 * Options of {@link selectVariant} (behaviour.md §5.4).
 *
 * @example
 * const options: SelectVariantOptions = { fallbackToDefaultWhenNoAvailable: false };
 */
export interface SelectVariantOptions {
  /**
   * When no child matches any chosen attribute, use the first eligible child. Off unless given, as in
   * behaviour.md §5.4 (`configureProduct` turns it on by default).
   * @default false
   */
  readonly fallbackToDefaultWhenNoAvailable?: boolean | undefined;
  /**
   * Whether stock is considered when deciding eligibility (§5.2).
   * @default true
   */
  readonly availabilityCheck?: boolean | undefined;
  /**
   * `products.listOutOfStockProducts`.
   * @default true
   */
  readonly listOutOfStockProducts?: boolean | undefined;
}

/**
 * How the variant was found: an exact `sku`, the best attribute match, or the fallback child.
 *
 * @example
 * const how: VariantMatch = "attributes";
 */
export type VariantMatch = "sku" | "attributes" | "fallback";

/**
 * The result of {@link selectVariant}: the chosen child (with its index in `configurable_children`
 * and how it was found), or the `no-available-variants` error as data.
 *
 * @example
 * const result: SelectVariantResult<VariantChild> = { variant: { sku: "A" }, index: 0, matchedBy: "fallback" };
 */
export type SelectVariantResult<TChild extends VariantChild> =
  | { readonly variant: TChild; readonly index: number; readonly matchedBy: VariantMatch }
  | { readonly error: VariantSelectionError };

/**
 * The price that breaks ties: `price_incl_tax`, else `original_price_incl_tax`, else +Infinity
 * (behaviour.md §5.4). Pure.
 *
 * @example
 * variantPrice({ price_incl_tax: 70 }); // 70
 * variantPrice({}); // Infinity
 */
export function variantPrice(child: VariantChild): number {
  const price = child.price_incl_tax ?? child.original_price_incl_tax;
  return typeof price === "number" && !Number.isNaN(price) ? price : Number.POSITIVE_INFINITY;
}

/**
 * Chooses the child a configuration stands for (behaviour.md §5.4, catalogue.md §4). Pure.
 *
 * Only eligible children count (§5.2). An exact `configuration.sku` wins; otherwise the child that matches
 * the most chosen attributes, a tie going to the lower price including tax and then to the earlier child.
 * When no child matches any attribute, the first eligible child is used if the fallback is on (off by default). Otherwise
 * the result is `{ error }` with the reason `no-available-variants` ("No available product variants").
 *
 * @example
 * const product = {
 *   configurable_children: [
 *     { sku: "X", color: 1, size: 7, price_incl_tax: 90 },
 *     { sku: "Y", color: 1, size: 8, price_incl_tax: 70 },
 *     { sku: "Z", color: 2, size: 7, price_incl_tax: 60 },
 *   ],
 * };
 * const result = selectVariant(product, { color: "1" });
 * if ("variant" in result) result.variant.sku; // "Y"
 */
export function selectVariant<TChild extends VariantChild>(
  product: ConfigurableProduct<TChild>,
  configuration: Configuration | null | undefined,
  options: SelectVariantOptions = {},
): SelectVariantResult<TChild> {
  const { fallbackToDefaultWhenNoAvailable = false } = options;
  const children = product.configurable_children ?? [];
  let firstIndex = -1;
  let bestIndex = -1;
  let bestLevel = -1;
  let bestPrice = Number.POSITIVE_INFINITY;
  const wantedSku = skuOf(configuration);

  for (let index = 0; index < children.length; index += 1) {
    const child = children[index] as TChild;
    if (!isEligibleChild(child, options)) continue;
    if (firstIndex < 0) firstIndex = index;
    if (wantedSku !== undefined && child.sku === wantedSku) {
      return { variant: child, index, matchedBy: "sku" };
    }
    const level = matchLevel(child, configuration);
    const price = variantPrice(child);
    // Strictly better only: an equal candidate never displaces an earlier one (stable tie-break).
    if (level > bestLevel || (level === bestLevel && price < bestPrice)) {
      bestIndex = index;
      bestLevel = level;
      bestPrice = price;
    }
  }

  if (bestIndex >= 0 && bestLevel > 0) {
    return { variant: children[bestIndex] as TChild, index: bestIndex, matchedBy: "attributes" };
  }
  if (fallbackToDefaultWhenNoAvailable && firstIndex >= 0) {
    return { variant: children[firstIndex] as TChild, index: firstIndex, matchedBy: "fallback" };
  }
  return { error: new VariantSelectionError({ reason: "no-available-variants", sku: product.sku }) };
}

function skuOf(configuration: Configuration | null | undefined): string | undefined {
  if (!configuration) return undefined;
  const sku = configuration.sku;
  if (sku === null || sku === undefined || sku === "") return undefined;
  return configurationValueIds(sku)[0];
}
