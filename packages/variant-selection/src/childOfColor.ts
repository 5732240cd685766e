import { isEligibleChild } from "./isEligibleChild.js";
import type { ConfigurableProduct, VariantChild } from "./types.js";

const price = (child: VariantChild): number =>
  typeof child.price_incl_tax === "number" ? child.price_incl_tax : Number.POSITIVE_INFINITY;

/**
 * The child a listing links a search hit to when its colour matched the text (api-contract §8.4,
 * `matched_color`; issue 32): among the enabled children whose `color_label` is that label, the cheapest
 * in stock (the first of equal prices, in `configurable_children` order); when every one of them is sold
 * out, the cheapest of them; `null` when none carries the label. Pure.
 *
 * @example
 * childOfColor(alicja, "Żółty")?.sku; // "SUK-0933-ZOL-S"
 */
export function childOfColor(product: ConfigurableProduct, label: string): VariantChild | null {
  const ofColor = (product.configurable_children ?? []).filter(
    (child) => child.color_label === label && isEligibleChild(child),
  );
  const inStock = ofColor.filter((child) => isEligibleChild(child, { listOutOfStockProducts: false }));
  const pool = inStock.length > 0 ? inStock : ofColor;
  let best: VariantChild | null = null;
  for (const child of pool) if (best === null || price(child) < price(best)) best = child;
  return best;
}
