import { useContext } from "react";
import type { ShopServices } from "./createShopServices";
import { ShopContext, ShopHandleContext } from "./shopContext";
// Importing this module loads the shopper code with the importing page: `useShop()` below needs the
// services on the first render. Catalogue code imports `./shopContext` instead (see its comment).
import "./shopServicesEntry";

export { ShopContext, ShopProvider } from "./shopContext";

/**
 * The shopper services; throws outside the provider (a programming error). The services exist on the first
 * render of every page whose modules import this one (the import registers the factory, so the provider
 * creates them at once), also when that page is reached by a client-side navigation.
 *
 * @example
 * const shop = useShop(); void shop.cart.addProduct(line);
 */
export function useShop(): ShopServices {
  const services = useOptionalShop();
  if (!services) throw new Error("useShop must be used inside ShopProvider");
  return services;
}

/**
 * The services when mounted inside the provider, else null (components shared with other trees). Unlike
 * `useOptionalShop` of `./shopContext`, it never returns null inside the provider.
 *
 * @example
 * const shop = useOptionalShop(); if (!shop) return <AddToCart sku={sku} canAdd={false} />;
 */
export function useOptionalShop(): ShopServices | null {
  const services = useContext(ShopContext);
  const handle = useContext(ShopHandleContext);
  return services ?? handle?.ensure() ?? null;
}
