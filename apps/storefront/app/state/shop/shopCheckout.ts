import { canonicalJson } from "@outlet/cart-merge";
import { saveInvoiceDetails } from "@outlet/checkout";
import { findTask, type QueueTask } from "@outlet/queue";
import type { CartStore } from "../cart/cartStore";
import { type CheckoutStoreDeps, createCheckoutStore } from "../checkout/checkoutStore";
import type { ConversionEvents, ConversionLine } from "../conversions/conversionEvents";
import type { UserStore } from "../user/userStore";
import type { createShopQueue } from "./shopQueue";
import type { BrowserRuntime } from "./shopRuntime";

/**
 * The checkout store of one browser session, wired to the cart (its lines, totals and clearing), the user
 * (customer id, registration, order history, invoice details saved with an order), the queue's stock checks
 * and the conversion events of a placed order.
 *
 * @example
 * const checkout = createShopCheckout({ base, runtime, cart, user, getQueue, conversions: () => conversions });
 */
export function createShopCheckout(parts: {
  /** What every store of the session shares: client, clock, network state, notifications, contact, log. */
  readonly base: Pick<CheckoutStoreDeps, "client" | "now" | "online" | "notify" | "contactEmail" | "log">;
  readonly runtime: BrowserRuntime | null;
  readonly cart: CartStore;
  readonly user: UserStore;
  readonly getQueue: ReturnType<typeof createShopQueue>["get"];
  /** Created after the checkout (it reads the consent): asked for when an order is placed. */
  readonly conversions: () => ConversionEvents;
}) {
  const { base, runtime, cart, user, getQueue } = parts;
  const now = base.now;
  return createCheckoutStore({
    ...base,
    collections: () =>
      runtime
        ? { checkout: runtime.storage.collection("checkout"), orders: runtime.storage.collection("orders") }
        : null,
    createOrderId: () => `${now()}-${runtime?.randomUUID() ?? "00000000-0000-4000-8000-000000000000"}`,
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
      void parts.conversions().purchase({
        products: order.products as readonly ConversionLine[],
        grandTotal: placed.grand_total,
        orderNumber: placed.orderNumber,
      });
    },
    ...(runtime?.withLock ? { withLock: runtime.withLock } : {}),
  });
}
