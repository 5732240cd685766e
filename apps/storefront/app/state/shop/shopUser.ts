import { loadInvoiceDetails } from "@outlet/checkout";
import type { CartStore } from "../cart/cartStore";
import type { CheckoutStore } from "../checkout/checkoutStore";
import type { CompareStore } from "../compare/compareStore";
import { profileUpdateAction } from "../user/profileNotices";
import { createUserStore } from "../user/userStore";
import type { UserStoreDeps } from "../user/userStoreDeps";
import type { WishlistStore } from "../wishlist/wishlistStore";
import type { createShopQueue } from "./shopQueue";
import type { BrowserRuntime } from "./shopRuntime";

/**
 * The user store of one browser session, wired to what a login and a logout change: the checkout's
 * personal and invoice details, the cart's authorisation, the wishlist, the compare list and the shopper
 * cache; profile updates go through the request queue.
 *
 * @example
 * const user = createShopUser({ base, runtime, sessionClient, cart, wishlist, compare, checkout: () => checkout, shopQueue });
 */
export function createShopUser(parts: {
  readonly base: Pick<UserStoreDeps, "client" | "online" | "notify" | "log">;
  readonly runtime: BrowserRuntime | null;
  readonly sessionClient: NonNullable<UserStoreDeps["session"]>;
  readonly collection: UserStoreDeps["collection"];
  readonly cart: CartStore;
  readonly wishlist: WishlistStore;
  readonly compare: CompareStore;
  /** Created after the user store (it reads the user): asked for on login and logout. */
  readonly checkout: () => CheckoutStore;
  readonly shopQueue: ReturnType<typeof createShopQueue>;
}) {
  const { base, runtime, cart, wishlist, compare, shopQueue } = parts;
  const log = base.log ?? (() => {});
  return createUserStore({
    ...base,
    ...(runtime && typeof globalThis.location !== "undefined" ? { session: parts.sessionClient } : {}),
    collection: parts.collection,
    afterLogin: async (profile, { fresh }) => {
      const checkout = parts.checkout();
      checkout.fromProfile(profile);
      // A company invoice being filled in (account created in checkout) is kept; otherwise the profile's.
      const invoice = loadInvoiceDetails(profile);
      if (invoice.enabled || !checkout.state.invoice.enabled) checkout.state.invoice = invoice;
      // An explicit login re-authorises here (behaviour.md §9.16); a restored session does so in start(),
      // once the stored cart is loaded (§12.1: once per session start).
      // the wishlist does not wait for the cart (issue 32: a log-in's requests ran one after another)
      await Promise.all([fresh ? cart.authorize() : undefined, wishlist.syncWithServer()]);
    },
    afterLogout: async () => {
      cart.disconnect();
      wishlist.clear();
      compare.clear();
      parts.checkout().clear();
      await cart.clear({ sync: false });
      await runtime?.clearShopperCache?.().catch((error: unknown) => log("shopper cache", error));
    },
    onToken: (token) => {
      shopQueue.current()?.resetTokenLock();
      shopQueue.current()?.setToken(token);
    },
    ...(runtime?.withLock ? { withLock: runtime.withLock } : {}),
    queueProfileUpdate: async (customer, notice) => {
      const q = shopQueue.get();
      if (!q) return;
      await q.queue({
        endpoint: "userMe",
        payload: { method: "POST", body: { customer } },
        callback_event: `store:${profileUpdateAction(notice)}`,
      });
    },
  });
}
