import { proxy } from "valtio";
import type { PublicConfig } from "../../lib/publicConfig";
import { createCartStore } from "../cart/cartStore";
import { claimNoScriptCart } from "../cart/claimNoScriptCart";
import type { createCheckoutStore } from "../checkout/checkoutStore";
import { createCompareStore } from "../compare/compareStore";
import { createConversionEvents } from "../conversions/conversionEvents";
import { createNewsletterStore } from "../newsletter/newsletterStore";
import { createWishlistStore } from "../wishlist/wishlistStore";
import { queueStockCheck } from "./queueStockCheck";
import { createCatalogLookups } from "./shopCatalogLookups";
import { createShopCheckout } from "./shopCheckout";
import { createShopClaims } from "./shopClaims";
import { createShopClients } from "./shopClients";
import { createShopLifecycle } from "./shopLifecycle";
import { createShopNotify } from "./shopNotify";
import { createShopQueue } from "./shopQueue";
import { createQueueEffects } from "./shopQueueEffects";
import { createShopQuickAdd } from "./shopQuickAdd";
import type { BrowserRuntime, Spawn } from "./shopRuntime";
import { createShopUser } from "./shopUser";

export type { BrowserRuntime, Spawn } from "./shopRuntime";

/**
 * Every shopper store of one browser session (cart, session, checkout, wishlist, compare, newsletter) and
 * the services they share (transport client, request queue, offline storage and tab sync). Created per
 * render root: on the server it only holds empty state (nothing is loaded or sent), so a render never sees
 * another shopper's cart; in the browser `start()` loads and connects everything after hydration.
 *
 * @example
 * const services = createShopServices({ config, spawn: notifications.spawn, runtime: null }); // server
 * const browser = createShopServices({ config, spawn, runtime: browserRuntime() }); await browser.start();
 */
export function createShopServices(input: {
  readonly config: PublicConfig;
  readonly spawn: Spawn;
  readonly runtime: BrowserRuntime | null;
}) {
  const { config, runtime } = input;
  const isClient = runtime !== null;
  const now = () => Date.now();
  const online = () => runtime?.online() ?? false;
  const log = (message: string, detail?: unknown) => {
    if (isClient) console.info(`[shop] ${message}`, detail ?? "");
  };
  const ui = proxy<{ started: boolean; stockTasks: number }>({ started: false, stockTasks: 0 });

  const notify = createShopNotify(input.spawn, config.contactEmail);

  const collection = (name: string) => runtime?.storage.collection(name) ?? null;

  const clients = createShopClients({
    config,
    runtime,
    log,
    getToken: () => user.state.token || undefined,
    getCartId: () => {
      const token = cart.getState().cartServerToken;
      return token === null || token === "" ? undefined : token;
    },
    refresh: () => user.refresh(),
  });
  const getClient = clients.client;
  const getSessionClient = clients.session;

  const shopQueue = createShopQueue({
    enabled: runtime !== null,
    client: getClient,
    syncTasks: () => collection("syncTasks"),
    now,
    online,
    refresh: () => user.refresh(),
    token: () => user.state.token,
    onEffect: (effect) => onQueueEffect(effect),
  });
  const getQueue = shopQueue.get;

  const onQueueEffect = createQueueEffects({ notify, user: () => user, cart: () => cart, ui });

  const { resolveProduct, productsById, findProduct } = createCatalogLookups(getClient);

  const checkoutRef: { current: ReturnType<typeof createCheckoutStore> | null } = { current: null };

  const cart = createCartStore({
    client: getClient,
    collection: () => collection("cart"),
    now,
    online,
    isClient,
    notify,
    inCheckout: () => checkoutRef.current?.inCheckout() ?? false,
    externalCheckout: config.externalCheckout,
    methodsData: () => checkout.methodsData(),
    pullMethods: () => checkout.pullMethods(),
    mergePaymentMethods: (methods) => checkout.mergePaymentMethods(methods),
    resolveProduct,
    queueStockCheck: (sku) => queueStockCheck(getQueue, sku),
    onAdded: (lines) => void conversions.addToCart(lines),
    ...(runtime?.afterPaint ? { afterPaint: runtime.afterPaint } : {}),
    yieldToMain: runtime?.yieldToMain,
    onLeave: runtime?.onLeave,
    leaving: runtime?.leaving,
    holdLeaving: runtime?.holdLeaving,
    log,
  });

  const wishlist = createWishlistStore({
    client: getClient,
    collection: () => collection("wishlist"),
    loggedIn: () => Boolean(user.state.token),
    productsById,
    log,
  });
  const shopClaims = createShopClaims({ runtime, client: getClient, now, log });
  const compare = createCompareStore(() => collection("compare"));
  const newsletter = createNewsletterStore({ client: getClient, collection: () => collection("newsletter") });

  const user = createShopUser({
    base: { client: getClient, online, notify: (n) => notify({ ...n }), log },
    runtime,
    sessionClient: getSessionClient,
    collection: () => collection("user"),
    cart,
    wishlist,
    compare,
    checkout: () => checkout,
    shopQueue,
  });

  const checkout = createShopCheckout({
    base: { client: getClient, now, online, notify, contactEmail: config.contactEmail, log },
    runtime,
    cart,
    user,
    getQueue,
    conversions: () => conversions,
  });

  checkoutRef.current = checkout;

  const conversions = createConversionEvents({
    enabled: config.conversions && runtime !== null,
    // Conversion events read the ad platform's cookies: only with marketing consent.
    allowed: () => shopClaims.consent.allows("marketing"),
    send: async (event) => (await getClient()).conversionEvent(event),
    randomUUID: () => runtime?.randomUUID() ?? "",
    url: () => window.location.href,
    referrer: () => document.referrer,
    cookies: () => document.cookie,
    log,
  });

  const { addFound, addBySku } = createShopQuickAdd({ cart, findProduct, notify });

  const lifecycle = createShopLifecycle({
    runtime,
    stores: { cart, user, checkout, wishlist, compare, shopClaims },
    getQueue,
    ui,
    online,
    log,
  });
  return {
    config,
    ui,
    cart,
    user,
    checkout,
    wishlist,
    compare,
    newsletter,
    claims: shopClaims.claims,
    consent: shopClaims.consent,
    client: getClient,
    queue: getQueue,
    notify,

    start: lifecycle.start,

    addBySku,
    findProduct,
    addFound,
    /** The lines of the cart filled without JavaScript, taken out of it (`claimNoScriptCart`); none on the server. */
    claimNoScriptCart: () => (runtime ? claimNoScriptCart(runtime.fetch) : Promise.resolve([])),

    setOnline: lifecycle.setOnline,
    confirmOfflineOrders: lifecycle.confirmOfflineOrders,
  };
}

/**
 * The services of one browser session.
 *
 * @example
 * const services: ShopServices = createShopServices({ config, spawn, runtime: null });
 */
export type ShopServices = ReturnType<typeof createShopServices>;
