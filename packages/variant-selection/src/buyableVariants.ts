import { configurationFromVariant, type ResolvedConfigurationEntry } from "./configurationFromVariant.js";
import { isEligibleChild } from "./isEligibleChild.js";
import { childMatches } from "./matchLevel.js";
import type { ConfigurableProduct, Configuration } from "./types.js";

/**
 * A variant a shopper can buy now, with its option values in `configurable_options` order.
 *
 * @example
 * const v: BuyableVariant = { sku: "SUK-0933-BIA-S", options: [{ attribute_code: "color", id: "50", label: "Biały" }, { attribute_code: "size", id: "168", label: "S" }] };
 */
export interface BuyableVariant {
  readonly sku: string;
  readonly options: readonly ResolvedConfigurationEntry[];
}

/**
 * The variants of a configurable product that can be bought now: enabled and in stock (behaviour.md §5.2
 * with out-of-stock children excluded), matching every value `fixed` names (a listing's colour filter,
 * for example; `price` and `sku` are ignored), in `configurable_children` order. What a quick add from
 * a listing tile offers. Pure.
 *
 * @example
 * buyableVariants(alicja).map((v) => v.sku); // ["SUK-0933-ZOL-S", "SUK-0933-BIA-XS", …] (6 of 9)
 * buyableVariants(alicja, { color: ["50"] }).length; // 2
 */
export function buyableVariants(
  product: ConfigurableProduct,
  fixed: Configuration | null | undefined = {},
): BuyableVariant[] {
  const keys = Object.keys(fixed ?? {}).filter((key) => key !== "price" && key !== "sku");
  const result: BuyableVariant[] = [];
  for (const child of product.configurable_children ?? []) {
    if (!child.sku || !isEligibleChild(child, { listOutOfStockProducts: false })) continue;
    if (!keys.every((key) => childMatches(child, key, fixed?.[key]))) continue;
    const { configuration } = configurationFromVariant(product, child);
    result.push({ sku: child.sku, options: Object.values(configuration) });
  }
  return result;
}
