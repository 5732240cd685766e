import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { defaultPublicConfig } from "../app/lib/publicConfig";
import type { NotificationInput } from "../app/state/notifications/notificationsStore";
import { createShopServices, type ShopServices } from "../app/state/shop/createShopServices";
import { ShopContext } from "../app/state/shop/ShopProvider";
import { type ShopHandle, ShopHandleContext } from "../app/state/shop/shopContext";

/**
 * Shopper services without a browser runtime (nothing is stored or sent), marked as started, and the
 * notifications they spawn.
 */
export function testServices(): { services: ShopServices; spawned: NotificationInput[] } {
  const spawned: NotificationInput[] = [];
  const services = createShopServices({
    config: defaultPublicConfig,
    spawn: (notification) => spawned.push(notification),
    runtime: null,
  });
  services.ui.started = true;
  return { services, spawned };
}

/** Renders a component inside a router and the shop context, with a provider's handle on the same services. */
export function renderWithShop(ui: ReactNode, services: ShopServices = testServices().services) {
  const handle: ShopHandle = {
    current: () => services,
    ensure: () => services,
    load: async () => services,
  };
  return render(
    <MemoryRouter>
      <ShopHandleContext.Provider value={handle}>
        <ShopContext.Provider value={services}>{ui}</ShopContext.Provider>
      </ShopHandleContext.Provider>
    </MemoryRouter>,
  );
}
