import type { StorageChange } from "@outlet/offline-storage";
import type { CartStore } from "../cart/cartStore";
import type { CheckoutStore } from "../checkout/checkoutStore";
import type { CompareStore } from "../compare/compareStore";
import type { UserStore } from "../user/userStore";
import type { WishlistStore } from "../wishlist/wishlistStore";
import { receiveStorageChange } from "./receiveStorageChange";
import type { createShopClaims } from "./shopClaims";
import type { createShopQueue } from "./shopQueue";
import type { BrowserRuntime } from "./shopRuntime";

/**
 * The session's life in the browser: the start after hydration (tab sync, claims, stored details and
 * lists, the session, the cart and its re-authorisation, stored offline orders), going back online, and the
 * shopper's "Confirm" on the offline-order question.
 *
 * @example
 * const lifecycle = createShopLifecycle({ runtime, stores, getQueue, ui, online, log });
 * await lifecycle.start();
 */
export function createShopLifecycle(parts: {
  readonly runtime: BrowserRuntime | null;
  readonly stores: {
    readonly cart: CartStore;
    readonly user: UserStore;
    readonly checkout: CheckoutStore;
    readonly wishlist: WishlistStore;
    readonly compare: CompareStore;
    readonly shopClaims: ReturnType<typeof createShopClaims>;
  };
  readonly getQueue: ReturnType<typeof createShopQueue>["get"];
  readonly ui: { started: boolean };
  readonly online: () => boolean;
  readonly log: (message: string, detail?: unknown) => void;
}) {
  const { runtime, stores, getQueue, ui, online, log } = parts;
  const { cart, user, checkout, wishlist, compare, shopClaims } = stores;
  let started = false;
  return {
    /** Client only, once: session, cart, details and lists, then tab sync and online/offline handling. */
    async start(): Promise<void> {
      if (!runtime || started) return;
      started = true;
      runtime.storage.subscribe((change) => runtime.channel?.postMessage(change));
      if (runtime.channel)
        runtime.channel.onmessage = (event) =>
          receiveStorageChange(event.data as StorageChange, { runtime, cart, wishlist, shopClaims, user });
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
