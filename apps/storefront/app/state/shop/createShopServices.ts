import { canonicalJson, crossTabAction } from "@outlet/cart-merge";
import { loadInvoiceDetails, saveInvoiceDetails } from "@outlet/checkout";
import type { StorageChange } from "@outlet/offline-storage";
import { findTask, type QueueAppEffect, type QueueTask } from "@outlet/queue";
import { proxy } from "valtio";
import { tx } from "../../i18n/pl.transactions";
import { variantHref } from "../../lib/links";
import type { ProductDoc } from "../../lib/productView";
import type { PublicConfig } from "../../lib/publicConfig";
import { shopperConfig } from "../../lib/shopperConfig";
import { createCartStore } from "../cart/cartStore";
import { createCheckoutStore } from "../checkout/checkoutStore";
import { createCompareStore } from "../compare/compareStore";
import { type ConversionLine, createConversionEvents } from "../conversions/conversionEvents";
import { createNewsletterStore } from "../newsletter/newsletterStore";
import { noticeOfProfileAction, profileUpdateAction } from "../user/profileNotices";
import { createUserStore } from "../user/userStore";
import { createWishlistStore } from "../wishlist/wishlistStore";
import { cartLineFromProduct, createCatalogLookups } from "./shopCatalogLookups";
import { createShopClaims } from "./shopClaims";
import { createShopClients } from "./shopClients";
import { createShopQueue } from "./shopQueue";
import type { BrowserRuntime, Spawn } from "./shopRuntime";

export type { BrowserRuntime, Spawn } from "./shopRuntime";

/** A notification as the domain packages return it: a message key, params, and an optional link action. */
interface DomainNotification {
  readonly type: "success" | "warning" | "error" | "info";
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
  readonly action2?: { readonly label: string | undefined; readonly action: string } | undefined;
  readonly hasNoTimeout?: boolean | undefined;
  /** A newer notification on the same topic replaces the older ones (`@outlet/checkout` notifications). */
  readonly topic?: string | undefined;
}

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

  const notify = (notification: DomainNotification): void => {
    const message = tx(notification.message, { ...(notification.params ?? {}), email: config.contactEmail });
    input.spawn({
      type: notification.type,
      message,
      action1: { label: "OK" },
      ...(notification.action2?.label
        ? { action2: { label: tx(notification.action2.label), href: notification.action2.action } }
        : {}),
      ...(notification.hasNoTimeout ? { hasNoTimeout: true } : {}),
      ...(notification.topic ? { topic: notification.topic } : {}),
    });
  };

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

  function onQueueEffect(effect: QueueAppEffect): void {
    switch (effect.type) {
      case "notify":
        notify(effect.notification);
        return;
      case "logout":
        void user.logout({ silent: true });
        return;
      case "emit":
        if (effect.event === "modal-show") user.state.signupModal = true;
        return;
      case "dispatch":
        if (effect.action === "cart/stockSync") {
          cart.stockSync(effect.task);
          ui.stockTasks++;
        }
        {
          // a profile update's answer, with the notice it was queued with (profileNotices.ts)
          const notice = noticeOfProfileAction(effect.action);
          if (notice) user.handleUpdateProfile(effect.task, notice);
        }
        return;
      default:
        return;
    }
  }

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
    queueStockCheck: async (sku) => {
      const q = getQueue();
      if (!q || !shopperConfig.stock.synchronize) return undefined;
      const task = await q.queue({
        endpoint: "stockCheck",
        query: { sku },
        silent: true,
        is_result_cacheable: true,
        callback_event: "store:cart/stockSync",
        product_sku: sku,
      });
      return task.task_id;
    },
    onAdded: (lines) => void conversions.addToCart(lines),
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

  const user = createUserStore({
    client: getClient,
    ...(runtime && typeof globalThis.location !== "undefined" ? { session: getSessionClient } : {}),
    collection: () => collection("user"),
    online,
    notify: (n) => notify({ ...n }),
    afterLogin: async (profile, { fresh }) => {
      checkout.fromProfile(profile);
      // A company invoice being filled in (account created in checkout) is kept; otherwise the profile's.
      const invoice = loadInvoiceDetails(profile);
      if (invoice.enabled || !checkout.state.invoice.enabled) checkout.state.invoice = invoice;
      // An explicit login re-authorises here (behaviour.md §9.16); a restored session does so in start(),
      // once the stored cart is loaded (§12.1: once per session start).
      if (fresh) await cart.authorize();
      await wishlist.syncWithServer();
    },
    afterLogout: async () => {
      cart.disconnect();
      wishlist.clear();
      compare.clear();
      checkout.clear();
      await cart.clear({ sync: false });
      await runtime?.clearShopperCache?.().catch((error: unknown) => log("shopper cache", error));
    },
    onToken: (token) => {
      shopQueue.current()?.resetTokenLock();
      shopQueue.current()?.setToken(token);
    },
    ...(runtime?.withLock ? { withLock: runtime.withLock } : {}),
    queueProfileUpdate: async (customer, notice) => {
      const q = getQueue();
      if (!q) return;
      await q.queue({
        endpoint: "userMe",
        payload: { method: "POST", body: { customer } },
        callback_event: `store:${profileUpdateAction(notice)}`,
      });
    },
    log,
  });

  const checkout = createCheckoutStore({
    client: getClient,
    collections: () =>
      runtime
        ? { checkout: runtime.storage.collection("checkout"), orders: runtime.storage.collection("orders") }
        : null,
    now,
    online,
    createOrderId: () => `${now()}-${runtime?.randomUUID() ?? "00000000-0000-4000-8000-000000000000"}`,
    notify,
    contactEmail: config.contactEmail,
    cart: () => {
      const state = cart.getState();
      return {
        items: state.cartItems,
        token: state.cartServerToken,
        grandTotal:
          typeof state.platformTotals?.grand_total === "number" ? state.platformTotals.grand_total : null,
      };
    },
    syncTotals: (methodsData) =>
      methodsData
        ? cart.syncTotals({ forceServerSync: true, methodsData })
        : cart.syncTotals({ forceServerSync: true }),
    applyTotals: (answer) => cart.applyTotalsAnswer(answer),
    clearCart: () => cart.clear({ sync: false }),
    userId: () => (user.state.current ? user.state.current.id : null),
    register: (details) => user.register(details),
    refreshOrderHistory: () => user.orderHistory(),
    findStockTask: (taskId) => {
      const q = getQueue();
      return q ? (findTask(q.getSnapshot(), taskId) as QueueTask | undefined) : undefined;
    },
    saveInvoice: (details) => {
      const current = user.state.current;
      if (!current) return;
      const addresses = saveInvoiceDetails(current, details);
      // Saved with the order, not by the shopper on the account page: nothing is sent when nothing changed,
      // and a change is saved without the "Dane konta zostały zaktualizowane" toast (issue 12).
      if (canonicalJson(addresses) === canonicalJson(current.addresses ?? [])) return;
      void user.updateProfile({ ...current, addresses }, { quiet: true }).catch(() => undefined);
    },
    onPlaced: (order, result) => {
      // The order's own products: the cart is already cleared when the order is confirmed.
      const placed = result as { grand_total?: number; orderNumber?: string };
      void conversions.purchase({
        products: order.products as readonly ConversionLine[],
        grandTotal: placed.grand_total,
        orderNumber: placed.orderNumber,
      });
    },
    ...(runtime?.withLock ? { withLock: runtime.withLock } : {}),
    log,
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

  /** Another tab's storage change (behaviour.md §9.4): refresh the memory cache and the stores. */
  function receive(change: StorageChange): void {
    runtime?.storage.receive(change);
    if (change.type !== "set") return;
    if (change.collection === "cart") {
      const action = crossTabAction(change.key, change.value);
      if (action) cart.applyRemote(action);
    } else if (change.collection === "wishlist" && change.key === "current-wishlist") {
      wishlist.applyRemote(change.value);
    } else if (change.collection === "claims") {
      shopClaims.receive(change.key, change.value);
    } else if (change.collection === "user") {
      user.applyRemote(change.key, change.value);
    }
  }

  /** Adds a product already loaded by `findProduct`, configured with `childSku` (or its default). */
  const addFound = async (product: ProductDoc, childSku: string | null = null): Promise<number> => {
    const { selectionFor } = await import("../../lib/productView");
    return cart.addProduct(
      // the line links to the variant added, at the address its product page uses (not the parent's sku)
      cartLineFromProduct(selectionFor(product, childSku).product, variantHref(product, childSku)),
    );
  };

  let started = false;
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

    /** Client only, once: session, cart, details and lists, then tab sync and online/offline handling. */
    async start(): Promise<void> {
      if (!runtime || started) return;
      started = true;
      runtime.storage.subscribe((change) => runtime.channel?.postMessage(change));
      if (runtime.channel) runtime.channel.onmessage = (event) => receive(event.data as StorageChange);
      await shopClaims.start();
      await Promise.all([checkout.load(), wishlist.load(), compare.load()]).catch((error: unknown) =>
        log("restore failed", error),
      );
      await user.start();
      await cart.load().catch((error: unknown) => log("cart load failed", error));
      // §12.1: a restored session re-authorises the cart, not awaited. The cart keeps its own token, so the
      // API's answer is that same cart and no quantity is summed (cartStore `connect`).
      if (user.state.current)
        void cart.authorize().catch((error: unknown) => log("cart authorize failed", error));
      ui.started = true;
      // Orders stored while offline in an earlier page (a reload or a closed tab) go out now.
      if (online()) await checkout.onReconnect().catch((error: unknown) => log("offline orders", error));
    },

    /**
     * Adds a product from a listing: looked up by its own (parent) sku, which the catalogue search finds,
     * configured with the child the tile shows (or its preselected variant), then added through the cart
     * store (validation and stock outcomes included).
     */
    async addBySku(sku: string, childSku: string | null = null): Promise<number> {
      const product = await findProduct(sku);
      if (!product) {
        notify({ type: "error", message: "cart-sync-failed" });
        return 0;
      }
      return addFound(product, childSku);
    },

    findProduct,
    addFound,

    /**
     * Going back online (transactions.md §2, behaviour.md §10.8): the queue, the stored offline orders (sent
     * before the cart reload, so an order that emptied the cart is not pushed back to the server), then
     * the cart reload.
     */
    async setOnline(value: boolean): Promise<void> {
      getQueue()?.setOnline(value);
      if (!value) return;
      await checkout.onReconnect().catch((error: unknown) => log("offline orders", error));
      await cart.load({ forceClientState: true }).catch((error: unknown) => log("cart load failed", error));
    },

    /** "Confirm" on the offline-order question: both queues and the cart reload (behaviour.md §10.8). */
    async confirmOfflineOrders(): Promise<void> {
      getQueue()?.process();
      await checkout.processOfflineOrders();
      await cart.load({ forceClientState: true });
    },
  };
}

/**
 * The services of one browser session.
 *
 * @example
 * const services: ShopServices = createShopServices({ config, spawn, runtime: null });
 */
export type ShopServices = ReturnType<typeof createShopServices>;
