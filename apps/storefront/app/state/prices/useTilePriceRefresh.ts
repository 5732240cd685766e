import { applyPlatformPrices, displayedPrice } from "@outlet/pricing";
import { useEffect, useState } from "react";
import type { TileData } from "../../lib/productView";
import { useOptionalShop } from "../shop/shopContext";

/**
 * The price refresh for a listing's tiles (catalogue.md §4, §7): once the shopper code has started, the
 * tiles' skus (the variants they show, at most 50) are asked of render-list and each tile takes the current
 * price and crossed-out original price, computed by `@outlet/pricing` (`applyPlatformPrices`, then
 * `displayedPrice`). The server's tiles until then; a failed refresh keeps them.
 *
 * @example
 * const tiles = useTilePriceRefresh(listing.tiles);
 */
export function useTilePriceRefresh(tiles: readonly TileData[]): readonly TileData[] {
  const shop = useOptionalShop();
  const [refreshed, setRefreshed] = useState<{
    readonly from: readonly TileData[];
    readonly to: readonly TileData[];
  } | null>(null);
  useEffect(() => {
    if (!shop || tiles.length === 0) return;
    let cancelled = false;
    const skus = tiles.map((tile) => tile.sku).slice(0, 50);
    void shop
      .client()
      .then((client) => client.stock.renderList({ skus }))
      .then(({ items }) => {
        if (cancelled || items.length === 0) return;
        // Tiles are matched by the sku they show.
        const byTile = items.map((item) => ({ ...item, id: String(item.sku) }));
        const products = tiles.map((tile) => ({
          id: tile.sku,
          sku: tile.sku,
          price_incl_tax: tile.price,
          original_price_incl_tax: tile.originalPrice ?? tile.price,
        }));
        const current = applyPlatformPrices(products, byTile, {
          now: Date.now(),
        }).products;
        const to = tiles.map((tile, index) => {
          const product = current[index];
          if (!product?.price_is_current) return tile;
          const shown = displayedPrice(product);
          return shown.price === tile.price && shown.originalPrice === tile.originalPrice
            ? tile
            : { ...tile, price: shown.price, originalPrice: shown.originalPrice };
        });
        // Prices as drawn: nothing to draw again (the listing's filters and links included).
        if (to.every((tile, index) => tile === tiles[index])) return;
        setRefreshed({ from: tiles, to });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [shop, tiles]);
  return refreshed && refreshed.from === tiles ? refreshed.to : tiles;
}
