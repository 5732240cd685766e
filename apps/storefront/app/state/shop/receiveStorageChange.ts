import { crossTabAction } from "@outlet/cart-merge";
import type { StorageChange } from "@outlet/offline-storage";
import type { CartStore } from "../cart/cartStore";
import type { UserStore } from "../user/userStore";
import type { WishlistStore } from "../wishlist/wishlistStore";
import type { createShopClaims } from "./shopClaims";
import type { BrowserRuntime } from "./shopRuntime";

/**
 * Another tab's storage change (behaviour.md §9.4): the memory cache refreshed, then the store that keeps
 * that collection (cart, wishlist, claims, user) told.
 *
 * @example
 * runtime.channel.onmessage = (event) => receiveStorageChange(event.data, stores);
 */
export function receiveStorageChange(
  change: StorageChange,
  stores: {
    readonly runtime: BrowserRuntime | null;
    readonly cart: CartStore;
    readonly wishlist: WishlistStore;
    readonly shopClaims: ReturnType<typeof createShopClaims>;
    readonly user: UserStore;
  },
): void {
  stores.runtime?.storage.receive(change);
  if (change.type !== "set") return;
  if (change.collection === "cart") {
    const action = crossTabAction(change.key, change.value);
    if (action) stores.cart.applyRemote(action);
  } else if (change.collection === "wishlist" && change.key === "current-wishlist") {
    stores.wishlist.applyRemote(change.value);
  } else if (change.collection === "claims") {
    stores.shopClaims.receive(change.key, change.value);
  } else if (change.collection === "user") {
    stores.user.applyRemote(change.key, change.value);
  }
}
