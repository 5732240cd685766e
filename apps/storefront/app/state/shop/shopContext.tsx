import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";
import { earlyConsent } from "../../components/consent/earlyConsent";
import type { PublicConfig } from "../../lib/publicConfig";
import { useNotifier } from "../notifications/useNotifications";
import type { ShopServices } from "./createShopServices";
import { registeredShopServicesFactory, type ShopServicesInput } from "./shopRegistry";

/**
 * The shopper services of this render root once they exist, else `null`.
 *
 * How shopper code reaches them (the catalogue pages load the shopper code after hydration):
 * - `useShop()` from `./ShopProvider` always returns the services. Importing that module loads the shopper
 *   code with the page, so the services exist on the first render, on the server and in the browser alike
 *   (shopper pages: account, checkout, cart, login…).
 * - `useOptionalShop()` from this module returns the services or `null` while they load; a component that
 *   uses it renders the same markup either way (its state is empty before `start()` anyway) and reaches the
 *   services in a handler with `useShopLoader()` (catalogue pieces: product actions, tile buttons).
 *
 * @example
 * <ShopContext.Provider value={services}>{children}</ShopContext.Provider>
 */
export const ShopContext = createContext<ShopServices | null>(null);

/**
 * The services of this render root: `current()` when created, `ensure()` creates them synchronously when the
 * shopper code is already evaluated, `load()` imports it first.
 *
 * @example
 * const services = handle.ensure() ?? (await handle.load());
 */
export interface ShopHandle {
  current(): ShopServices | null;
  ensure(): ShopServices | null;
  load(): Promise<ShopServices>;
}

/**
 * The handle of the nearest `ShopProvider` (null outside one).
 *
 * @example
 * const handle = useContext(ShopHandleContext);
 */
export const ShopHandleContext = createContext<ShopHandle | null>(null);

function createShopHandle(input: ShopServicesInput): ShopHandle {
  let services: ShopServices | null = null;
  let loading: Promise<ShopServices> | null = null;
  const handle: ShopHandle = {
    current: () => services,
    ensure() {
      if (services) return services;
      const factory = registeredShopServicesFactory();
      if (factory) services = factory(input);
      return services;
    },
    load() {
      loading ??= import("./shopServicesEntry").then(({ shopServicesFactory }) => {
        services ??= shopServicesFactory(input);
        return services;
      });
      return loading;
    },
  };
  return handle;
}

/** Waits for the browser to be idle (the page's own work first), at most `timeout` ms. */
function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

/**
 * Provides the shopper services and starts them after hydration. The shopper code (stores, transport,
 * queue, offline storage, domain planners) is not part of the catalogue pages' first load: when no page
 * module has imported it, it is loaded with a dynamic `import()` once the page has hydrated and the browser
 * is idle, and the header links, microcart and newsletter popup fill in after (their space is reserved).
 * The server and the first browser render never show started state, so nothing mismatches on hydration;
 * the server creates the services only when a shopper page asks for them (`useShop()`).
 *
 * @example
 * <ShopProvider config={publicConfig}><Outlet /></ShopProvider>
 */
export function ShopProvider(props: { readonly config: PublicConfig; readonly children: ReactNode }) {
  const notifier = useNotifier();
  const [handle] = useState(() =>
    createShopHandle({ config: props.config, spawn: (notification) => notifier.spawn(notification) }),
  );
  // In the browser: created at once when the page imports the shopper code, else after the lazy load
  // below. On the server: never up front — a catalogue page renders as the browser's first render does
  // (no services), without building the stores for every render (about half a millisecond of a product
  // page's CPU); a shopper page's `useShop()` (`./ShopProvider`) creates them through the handle.
  const [services, setServices] = useState<ShopServices | null>(() =>
    typeof window === "undefined" ? null : handle.ensure(),
  );

  useEffect(() => {
    if (services) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void handle.load().then((loaded) => {
        // A transition: a page part still waiting for its chunk (the checkout's form, the cart's lines) keeps
        // the server's HTML until it hydrates. An urgent update would reach that dehydrated part first and make
        // React draw it anew on the client, from its fallback — what the shopper typed there lost.
        if (!cancelled) startTransition(() => setServices(loaded));
      });
    }, 2000);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [handle, services]);

  // An answer tapped on the cookie notice the server drew, before the live notice took over, is carried out
  // as soon as the services exist: an "Akceptuję wszystkie" followed at once by an add to cart counts.
  useEffect(() => {
    if (!services || !earlyConsent) return;
    const early = earlyConsent;
    const carryOut = () => {
      const tapped = early.handOver();
      if (tapped === "settings") services.consent.openSettings();
      else if (tapped === "accept" || tapped === "reject") {
        void services.consent.answer(tapped === "accept").then(() => {
          // the button pressed is gone with the notice: the focus goes to the page's content, not to <body>
          if (document.activeElement === document.body)
            document.getElementById("main")?.focus({ preventScroll: true });
        });
      }
    };
    if (early.pending()) carryOut();
    return early.onTap(carryOut);
  }, [services]);

  useEffect(() => {
    if (!services) return;
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

  return (
    <ShopHandleContext.Provider value={handle}>
      <ShopContext.Provider value={services}>{props.children}</ShopContext.Provider>
    </ShopHandleContext.Provider>
  );
}

/**
 * The services when they exist, else `null` (still loading, or outside the provider). Does not load the
 * shopper code: a component using it must render the same markup with and without the services.
 *
 * @example
 * const shop = useOptionalShop(); const wishlistCount = shop ? shop.wishlist.state.items.length : 0;
 */
export function useOptionalShop(): ShopServices | null {
  return useContext(ShopContext);
}

/**
 * A function that resolves to the services, loading the shopper code first when needed (for handlers of
 * components that render before the services exist). It reads the provider's handle only, not the services'
 * context: the 50 tiles' "Do koszyka" buttons of a listing use it, and the services' arrival re-rendered
 * every one of them in the commit that mounts the shopper overlays (issue 29).
 *
 * @example
 * const load = useShopLoader(); const onClick = async () => (await load()).cart.addProduct(line);
 */
export function useShopLoader(): () => Promise<ShopServices> {
  const handle = useContext(ShopHandleContext);
  return () => {
    if (!handle) return Promise.reject(new Error("useShopLoader must be used inside ShopProvider"));
    const services = handle.current();
    return services ? Promise.resolve(services) : handle.load();
  };
}
