import { childOfColor } from "./childOfColor.js";
import { isEligibleChild } from "./isEligibleChild.js";
import type { ConfigurableProduct, VariantChild } from "./types.js";

/** What a text search matched on a hit (api-contract §8.4 `matched_color`, and `matched_size`). */
export interface SearchMatch {
  /** The colour label the text matched (`matched_color`). */
  readonly color?: string | undefined;
  /** The size label the text named (`matched_size`, issue 32: "sukienka czerwona M"). */
  readonly size?: string | undefined;
}

const price = (child: VariantChild): number =>
  typeof child.price_incl_tax === "number" ? child.price_incl_tax : Number.POSITIVE_INFINITY;

/**
 * The child a listing links a search hit to (issue 32): with a matched size, the cheapest enabled child
 * in stock of that size — and of the matched colour, when one matched — (the first of equal prices);
 * without one in stock, the colour's child as {@link childOfColor} picks it (so a sold-out M never
 * opens); `null` when nothing matched that a child carries. Pure.
 *
 * @example
 * childOfMatch(kopertowa, { color: "Czerwony", size: "M" })?.sku; // "SUK-0155-CZE-M"
 * childOfMatch(kopertowa, { color: "Czerwony" })?.sku; // the cheapest red child in stock
 */
export function childOfMatch(product: ConfigurableProduct, match: SearchMatch): VariantChild | null {
  const { color, size } = match;
  if (size !== undefined) {
    let best: VariantChild | null = null;
    for (const child of product.configurable_children ?? []) {
      if (child.size_label !== size || (color !== undefined && child.color_label !== color)) continue;
      if (!isEligibleChild(child, { listOutOfStockProducts: false })) continue;
      if (best === null || price(child) < price(best)) best = child;
    }
    if (best !== null) return best;
  }
  return color === undefined ? null : childOfColor(product, color);
}
