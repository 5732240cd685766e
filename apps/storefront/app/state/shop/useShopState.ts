import {
  type CartLine,
  couponOf,
  displayedTotals,
  isVirtualCart,
  itemsTotalQuantity,
  type TotalSegment,
  totalsLayout,
  totalsOutdated,
} from "@outlet/cart-merge";
import { useSnapshot } from "valtio";
import { shopperConfig } from "../../lib/shopperConfig";
import { useShop } from "./ShopProvider";

/**
 * The cart as components read it: lines, count, totals and coupon (rules from `@outlet/cart-merge`).
 *
 * @example
 * const { count, segments } = useCart();
 */
export function useCart() {
  const shop = useShop();
  const snap = useSnapshot(shop.cart.state);
  const cart = snap.cart;
  const items = cart.cartItems as readonly CartLine[];
  const online = shop.ui.started ? typeof navigator === "undefined" || navigator.onLine : true;
  const segments: readonly TotalSegment[] = displayedTotals({
    items,
    shipping: cart.shipping,
    payment: cart.payment,
    platformTotalSegments: cart.platformTotalSegments,
    online,
  });
  return {
    store: shop.cart,
    items,
    count: itemsTotalQuantity(items, shopperConfig.cart.minicartCountType),
    segments,
    /** The segments as shown: the VAT the total contains apart, read under the total. */
    totals: totalsLayout(segments),
    coupon: couponOf(cart.platformTotals),
    isVirtual: isVirtualCart(items),
    isAdding: cart.isAddingToCart,
    isOpen: cart.isMicrocartOpen,
    connected: Boolean(cart.cartServerToken),
    confirmRemoval: snap.confirmRemoval as CartLine | null,
    couponBusy: snap.couponBusy,
    deliveryPending: snap.deliveryPending,
    /** The server's totals are shown but no longer count the lines (a removal, a quantity): new ones are coming. */
    recounting: online && totalsOutdated({ items, platformTotalSegments: cart.platformTotalSegments }),
  };
}

/**
 * The session as components read it.
 *
 * @example
 * const { isLoggedIn, current } = useUser();
 */
export function useUser() {
  const shop = useShop();
  const snap = useSnapshot(shop.user.state);
  return { store: shop.user, ...snap, isLoggedIn: snap.current !== null };
}

/**
 * Whether the services have loaded the browser state (the first client render shows the server state).
 *
 * @example
 * if (!useStarted()) return <p>Ładowanie…</p>;
 */
export function useStarted(): boolean {
  return useSnapshot(useShop().ui).started;
}
