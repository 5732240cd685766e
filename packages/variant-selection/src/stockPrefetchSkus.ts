import type { ConfigurableProduct, VariantChild } from "./types.js";

/**
 * Options of {@link stockPrefetchSkus} (behaviour.md §1, §6.4).
 *
 * @example
 * const options: StockPrefetchOptions = { prefetchStatic: true, prefetchCount: 8, isCached: () => false };
 */
export interface StockPrefetchOptions {
  /**
   * `products.configurableChildrenStockPrefetchStatic`: limit child skus to the first `prefetchCount` configurables.
   * @default false
   */
  readonly prefetchStatic?: boolean | undefined;
  /**
   * `products.configurableChildrenStockPrefetchStaticPrefetchCount`.
   * @default 8
   */
  readonly prefetchCount?: number | undefined;
  /**
   * Whether a child's stock is already in the stock cache (keyed by `product_id`).
   * @default () => false
   */
  readonly isCached?: ((child: VariantChild) => boolean) | undefined;
}

/**
 * The skus whose stock a listing prefetches (behaviour.md §6.4). Pure. Every item's own sku; for
 * configurable items also the skus of children not yet cached. With the static prefetch on and a count
 * `n > 0`, child skus come from the first `n` configurables only.
 *
 * @example
 * stockPrefetchSkus([
 *   { sku: "P1", type_id: "configurable", configurable_children: [{ sku: "P1-S" }] },
 *   { sku: "S2", type_id: "simple" },
 * ]); // ["P1", "P1-S", "S2"]
 */
export function stockPrefetchSkus(
  items: readonly ConfigurableProduct[],
  options: StockPrefetchOptions = {},
): string[] {
  const { prefetchStatic = false, prefetchCount = 8, isCached = () => false } = options;
  const limit = prefetchStatic && prefetchCount > 0 ? prefetchCount : Number.POSITIVE_INFINITY;
  const skus: string[] = [];
  let configurablesSeen = 0;
  for (const item of items) {
    if (item.sku) skus.push(item.sku);
    if (item.type_id !== "configurable") continue;
    configurablesSeen += 1;
    if (configurablesSeen > limit) continue;
    for (const child of item.configurable_children ?? []) {
      if (child.sku && !isCached(child)) skus.push(child.sku);
    }
  }
  return skus;
}
