import { applyPlatformPrices, platformPriceSkus, shouldRefreshPricesAfterAuthChange } from "@outlet/pricing";
import { useEffect, useState } from "react";
import { subscribe } from "valtio";
import type { ProductDoc } from "../../lib/productView";
import { useOptionalShop } from "../shop/shopContext";

/** `tax.usePriceTiers` / group tax: both off in this shop (api-contract.md §7.5: tier prices are off). */
const PRICES_DEPEND_ON_SHOPPER = shouldRefreshPricesAfterAuthChange({
  usePriceTiers: false,
  groupTaxActive: false,
});

/**
 * The price refresh of catalogue.md §4 / §7 for a page's products: the server-rendered page (possibly
 * from the output cache) shows the prices of its render; once the shopper code has started, the current
 * gross and net prices are asked of `GET /api/product/render-list` (the product and, on a product page,
 * its children) and applied with `@outlet/pricing` `applyPlatformPrices` (`price_is_current`,
 * `price_refreshed_at`), so the shopper sees current prices without a reload. After a login or logout the
 * refresh runs again when prices depend on the shopper (`shouldRefreshPricesAfterAuthChange`). Returns the
 * server's products until then (the first render matches the server HTML); a failed refresh keeps them.
 *
 * @example
 * const [product] = usePriceRefresh([data.product]);
 */
export function usePriceRefresh<TProduct extends ProductDoc>(
  products: readonly TProduct[],
): readonly TProduct[] {
  const shop = useOptionalShop();
  const [refreshed, setRefreshed] = useState<{
    readonly from: readonly TProduct[];
    readonly to: readonly TProduct[];
  } | null>(null);
  const [authVersion, setAuthVersion] = useState(0);

  useEffect(() => {
    if (!shop || !PRICES_DEPEND_ON_SHOPPER) return;
    let loggedIn = shop.user.state.current !== null;
    return subscribe(shop.user.state, () => {
      const now = shop.user.state.current !== null;
      if (now !== loggedIn) {
        loggedIn = now;
        setAuthVersion((version) => version + 1);
      }
    });
  }, [shop]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a login or logout (authVersion) refreshes again
  useEffect(() => {
    if (!shop || products.length === 0) return;
    let cancelled = false;
    const skus = platformPriceSkus(products).slice(0, 50);
    void shop
      .client()
      .then((client) => client.stock.renderList({ skus }))
      .then(({ items }) => {
        if (cancelled || items.length === 0) return;
        const result = applyPlatformPrices(products, items, {
          now: Date.now(),
        });
        setRefreshed({ from: products, to: result.products as unknown as TProduct[] });
        // catalogue.md §7: the refresh's callback event.
        window.dispatchEvent(new CustomEvent("prices-after-sync", { detail: { skus } }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [shop, products, authVersion]);

  return refreshed && refreshed.from === products ? refreshed.to : products;
}
