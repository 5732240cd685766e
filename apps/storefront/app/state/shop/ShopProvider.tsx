import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { browserRuntime } from "../../lib/browserRuntime";
import type { PublicConfig } from "../../lib/publicConfig";
import { useNotifier } from "../notifications/useNotifications";
import { createShopServices, type ShopServices } from "./createShopServices";

/**
 * The shopper services of this render root (created per request on the server, per tab in the browser).
 *
 * @example
 * <ShopContext.Provider value={services}>{children}</ShopContext.Provider>
 */
export const ShopContext = createContext<ShopServices | null>(null);

/**
 * Creates the shopper stores for this render root and starts them after hydration: the server renders
 * their empty state and the first browser render matches it, so shopper-specific parts never cause a
 * hydration mismatch (they fill in once `start()` has loaded the session and the cart).
 *
 * @example
 * <ShopProvider config={publicConfig}><Outlet /></ShopProvider>
 */
export function ShopProvider(props: { readonly config: PublicConfig; readonly children: ReactNode }) {
  const notifier = useNotifier();
  const [services] = useState(() =>
    createShopServices({
      config: props.config,
      spawn: (notification) => notifier.spawn(notification),
      runtime: typeof window === "undefined" ? null : browserRuntime(),
    }),
  );
  useEffect(() => {
    // Browser journeys wait for this marker: the session, cart and lists are loaded.
    void services.start().then(() => {
      document.documentElement.dataset.shopReady = "true";
    });
    const goOnline = () => services.setOnline(true);
    const goOffline = () => services.setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
    };
  }, [services]);
  return <ShopContext.Provider value={services}>{props.children}</ShopContext.Provider>;
}

/**
 * The shopper services; throws outside the provider (a programming error).
 *
 * @example
 * const shop = useShop(); void shop.cart.addProduct(line);
 */
export function useShop(): ShopServices {
  const services = useContext(ShopContext);
  if (!services) throw new Error("useShop must be used inside ShopProvider");
  return services;
}

/**
 * The services when mounted inside the provider, else null (components shared with other trees).
 *
 * @example
 * const shop = useOptionalShop(); if (!shop) return <AddToCart sku={sku} canAdd={false} />;
 */
export function useOptionalShop(): ShopServices | null {
  return useContext(ShopContext);
}
