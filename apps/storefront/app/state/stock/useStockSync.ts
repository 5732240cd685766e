import { productStockSkus, type SyncedStockItem, withCurrentStock } from "@outlet/variant-selection";
import { useEffect, useMemo, useState } from "react";
import type { ProductDoc } from "../../lib/productView";
import { useOptionalShop } from "../shop/shopContext";

/**
 * The stock sync of a product page (catalogue.md §7 "Stock list"): the rendered page (possibly from the
 * output cache) carries the stock of its render; once the shopper code has started, the stock of the
 * product and of all its configurable children is asked of `GET /api/stock/list` (batches of 15, through
 * `@outlet/transport`) and applied with `@outlet/variant-selection` `withCurrentStock`, so a size sold out
 * since the render shows unavailable and cannot be added. Returns the given product until then (the
 * first render matches the server HTML); a failed list keeps it (catalogue.md §8).
 *
 * @example
 * const product = useStockSync(usePriceRefresh([data.product])[0]);
 */
export function useStockSync<TProduct extends ProductDoc>(product: TProduct): TProduct {
  const shop = useOptionalShop();
  const [synced, setSynced] = useState<{
    readonly items: readonly SyncedStockItem[];
    readonly sku: string;
  } | null>(null);
  const sku = product.sku;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per product page, not per price refresh
  useEffect(() => {
    if (!shop) return;
    let cancelled = false;
    void shop
      .client()
      .then((client) => client.stock.list(productStockSkus(product)))
      .then((items) => {
        if (!cancelled) setSynced({ items: items as readonly SyncedStockItem[], sku });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [shop, sku]);
  return useMemo(
    () => (synced && synced.sku === product.sku ? withCurrentStock(product, synced.items) : product),
    [product, synced],
  );
}
