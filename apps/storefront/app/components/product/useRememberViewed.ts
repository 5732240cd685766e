import { useEffect } from "react";
import { useRecentlyViewed } from "../../state/recentlyViewed/useRecentlyViewed";

/**
 * Puts the product shown at the top of the shopper's recently viewed list (catalogue.md), again whenever
 * its price or picture changes.
 *
 * @example
 * useRememberViewed({ sku: "SUK-0193", name: "Sukienka", href: "/p/sukienka", image: "/img/…", price: 199.99 });
 */
export function useRememberViewed(entry: {
  readonly sku: string;
  readonly name: string;
  readonly href: string;
  readonly image: string;
  readonly price: number;
}): void {
  const { store } = useRecentlyViewed();
  const { sku, name, href, image, price } = entry;
  useEffect(() => {
    store?.add({ sku, name, href, image, price });
  }, [store, sku, name, href, image, price]);
}
