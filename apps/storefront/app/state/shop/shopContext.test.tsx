import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { testServices } from "../../../test/renderWithShop";
import { BackInStock } from "../../components/cart/BackInStock";
import { ProductCartActions } from "../../components/cart/ProductCartActions";
import { TileAddToCart } from "../../components/cart/TileAddToCart";
import type { ProductDoc } from "../../lib/productView";
import { defaultPublicConfig } from "../../lib/publicConfig";
import { createNotificationsStore } from "../notifications/notificationsStore";
import { NotificationsContext } from "../notifications/useNotifications";
import type { ShopServices } from "./createShopServices";
import { useShop } from "./ShopProvider";
import {
  ShopContext,
  type ShopHandle,
  ShopHandleContext,
  ShopProvider,
  useOptionalShop,
} from "./shopContext";
import { registerShopServicesFactory } from "./shopRegistry";

const scarf = {
  id: 2892,
  sku: "SZA-2892",
  name: "Żółta chusta",
  type_id: "simple",
  price_incl_tax: 59.99,
} as ProductDoc & Record<string, unknown>;

/** A handle whose `load()` resolves to `services` (what the lazy import does in the browser). */
function handleFor(services: ShopServices): ShopHandle & { loads: number } {
  const handle = {
    loads: 0,
    current: () => null,
    ensure: () => null,
    load: () => {
      handle.loads++;
      return Promise.resolve(services);
    },
  };
  return handle;
}

/** Markup of `ui` with the services already created (as the server renders) or still loading (null). */
function markup(ui: ReactNode, services: ShopServices | null) {
  return renderToString(
    <MemoryRouter>
      <ShopHandleContext.Provider value={handleFor(testServices().services)}>
        <ShopContext.Provider value={services}>{ui}</ShopContext.Provider>
      </ShopHandleContext.Provider>
    </MemoryRouter>,
  );
}

function notStarted(): ShopServices {
  const { services } = testServices();
  services.ui.started = false;
  return services;
}

describe("catalogue pieces before the shopper code has loaded", () => {
  // Hydration safety: the server renders with (empty) services, the browser's first render without.
  it("the product actions render the same markup with and without the services", () => {
    const actions = (outOfStock: boolean) => (
      <ProductCartActions
        product={scarf}
        parent={scarf}
        sku="SZA-2892"
        canAdd
        href="/p/SZA-2892/x"
        outOfStock={outOfStock}
      />
    );
    const inStock = markup(actions(false), null);
    expect(inStock).toBe(markup(actions(false), notStarted()));
    expect(inStock).toContain('data-testid="add-to-cart"');
    expect(inStock).toContain('data-testid="wishlist-toggle"');
    // a sold-out variant: the back-in-stock request in place of "Dodaj do koszyka"
    const soldOut = markup(actions(true), null);
    expect(soldOut).toBe(markup(actions(true), notStarted()));
    expect(soldOut).not.toContain('data-testid="add-to-cart"');
    expect(soldOut).toContain('data-testid="wishlist-toggle"');
    expect(soldOut).toContain('aria-labelledby="stock-alert-title"');
  });

  it("the tile button and the back-in-stock form render the same markup with and without the services", () => {
    const tile = <TileAddToCart sku="SZA-2892" name="Żółta chusta" />;
    expect(markup(tile, null)).toBe(markup(tile, notStarted()));
    expect(markup(tile, null)).toContain("<button");
    const alert = <BackInStock sku="SUK-0933-ZOL-XS" />;
    expect(markup(alert, null)).toBe(markup(alert, notStarted()));
  });

  it("a click before the services exist loads them and then adds to the cart", async () => {
    const { services } = testServices();
    const addProduct = vi.spyOn(services.cart, "addProduct").mockResolvedValue(1);
    const handle = handleFor(services);
    render(
      <MemoryRouter>
        <ShopHandleContext.Provider value={handle}>
          <ShopContext.Provider value={null}>
            <ProductCartActions
              product={scarf}
              parent={scarf}
              sku="SZA-2892"
              canAdd
              href="/p/SZA-2892/x"
              outOfStock={false}
            />
          </ShopContext.Provider>
        </ShopHandleContext.Provider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByTestId("add-to-cart"));
    await waitFor(() => expect(addProduct).toHaveBeenCalledTimes(1));
    expect(handle.loads).toBe(1);
    expect(addProduct.mock.calls[0]?.[0]).toMatchObject({ sku: "SZA-2892", qty: 1, href: "/p/SZA-2892/x" });
  });
});

let seen: ShopServices | null = null;
function Reader() {
  seen = useShop();
  return null;
}

function Probe() {
  const shop = useOptionalShop();
  return <p data-testid="probe">{shop ? "services" : "none"}</p>;
}

describe("useShop", () => {
  it("creates the services through the handle when the provider has not set them yet", () => {
    const { services } = testServices();
    const handle: ShopHandle = {
      current: () => services,
      ensure: () => services,
      load: async () => services,
    };
    seen = null;
    render(
      <ShopHandleContext.Provider value={handle}>
        <ShopContext.Provider value={null}>
          <Reader />
        </ShopContext.Provider>
      </ShopHandleContext.Provider>,
    );
    expect(seen).toBe(services);
  });
});

describe("ShopProvider", () => {
  const notifications = () => createNotificationsStore({ setTimeout: () => undefined, newId: () => "n1" });

  it("creates the services on the first render once the factory is registered, and starts them", async () => {
    const { services } = testServices();
    const start = vi.spyOn(services, "start").mockResolvedValue(undefined);
    const factory = vi.fn((_input: unknown) => services);
    registerShopServicesFactory(factory);
    const html = renderToString(
      <NotificationsContext.Provider value={notifications()}>
        <ShopProvider config={defaultPublicConfig}>
          <Probe />
        </ShopProvider>
      </NotificationsContext.Provider>,
    );
    expect(html).toContain(">services<");
    await act(async () => {
      render(
        <NotificationsContext.Provider value={notifications()}>
          <ShopProvider config={defaultPublicConfig}>
            <Probe />
          </ShopProvider>
        </NotificationsContext.Provider>,
      );
    });
    expect(screen.getByTestId("probe")).toHaveTextContent("services");
    await waitFor(() => expect(start).toHaveBeenCalled());
    await waitFor(() => expect(document.documentElement.dataset.shopReady).toBe("true"));
    expect(factory.mock.calls[0]?.[0]).toMatchObject({ config: defaultPublicConfig });
  });
});
