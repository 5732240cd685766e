import type { OrderEffect } from "@outlet/checkout";
import { type Order, ordersToTransmit, replayOfflineOrder } from "@outlet/checkout";
import { isHttpError } from "../../lib/httpError";
import {
  type CheckoutStoreDeps,
  type CheckoutStoreState,
  OFFLINE_ORDER_SENT,
  OFFLINE_ORDERS_LOCK,
  STORED_CONFIRMATION,
} from "./checkoutStoreState";
import { orderLinesOf } from "./orderLinesOf";

/** What the offline-order sending needs from the checkout store. */
export interface OfflineOrderSendingPorts {
  readonly deps: CheckoutStoreDeps;
  /** The store's state: the waiting order, the confirmation and the orders awaiting the shopper. */
  readonly state: CheckoutStoreState;
  /** Runs `@outlet/checkout` order effects (notifications, history refresh; the cart is cleared here, first). */
  readonly runEffects: (effects: readonly OrderEffect[], order: Order | null) => void;
  readonly log: (message: string, detail?: unknown) => void;
}

/**
 * The sending of orders placed offline (behaviour.md §10.8, issue 9 and 12): the stored orders, their
 * transmission under the tabs' shared lock with each order's own idempotency key, the replay of the answer
 * by `@outlet/checkout` (`ordersToTransmit`, `replayOfflineOrder`), and this tab's confirmation once its
 * waiting order was sent (by this tab or another).
 *
 * @example
 * const offline = createOfflineOrderSending({ deps, state, runEffects, log });
 * await offline.processOfflineOrders();
 */
export function createOfflineOrderSending({ deps, state, runEffects, log }: OfflineOrderSendingPorts) {
  const inFlight = new Set<string>();

  async function storedOrders(): Promise<Order[]> {
    const orders: Order[] = [];
    await deps
      .collections()
      ?.orders.iterate((value) => {
        if (value && typeof value === "object" && "order_id" in value) orders.push(value as Order);
        return undefined;
      })
      .catch(() => null);
    return orders;
  }

  /** `order/PROCESS_QUEUE` (behaviour.md §10.8): POST every untransmitted stored order with its own key. */
  async function transmitStoredOrders(): Promise<void> {
    // Read inside the lock: a tab that sent an order before us has marked it transmitted by now.
    const pending = ordersToTransmit(await storedOrders(), inFlight);
    for (const stored of pending) {
      inFlight.add(stored.order_id);
      try {
        let answer: { code: unknown; result: unknown } | null;
        try {
          const placed = await (await deps.client()).order.place(
            { ...stored, transmited: true },
            {
              idempotencyKey: stored.order_id,
              userId: deps.userId(),
            },
          );
          answer = { code: 200, result: placed.kind === "order" ? placed.order : placed.jobId };
        } catch (error) {
          if (!isHttpError(error)) continue; // a network failure: try again on the next reconnection
          answer = { code: error.status, result: error.apiError.message };
        }
        const replay = replayOfflineOrder(stored, answer, {
          now: deps.now(),
          cartLines: orderLinesOf(deps.cart().items),
          contactEmail: deps.contactEmail,
        });
        // The emptied cart is stored before the order's transmitted mark (`clearCart` resolves once its
        // writes settled): another tab that reads the mark has nothing to send and reloads its cart from
        // storage at once, and found the ordered lines still there and pushed them back to the server.
        if (replay.effects.some((effect) => effect.type === "clearCart"))
          await deps.clearCart().catch((error: unknown) => log("cart clear failed", error));
        // Awaited (not fire-and-forget like runEffects): the lock is released only once the order is
        // stored as transmitted, so the next tab to take it reads that.
        const placedResult =
          Number(answer.code) === 200
            ? (answer.result as { orderNumber?: unknown; order_secret?: unknown } | null)
            : null;
        // the server's confirmation goes with the stored order, so the tab that placed it can open its page
        const storedOrder = placedResult?.orderNumber
          ? {
              ...replay.order,
              [STORED_CONFIRMATION]: {
                orderNumber: String(placedResult.orderNumber),
                orderSecret: typeof placedResult.order_secret === "string" ? placedResult.order_secret : null,
              },
            }
          : replay.order;
        await deps
          .collections()
          ?.orders.setItem(replay.order.order_id, storedOrder)
          .catch((error: unknown) => log("order write failed", error));
        runEffects(
          replay.effects.filter((effect) => effect.type !== "storeOrder" && effect.type !== "clearCart"),
          replay.order,
        );
        if (Number(answer.code) === 200) {
          const result = answer.result as { orderNumber?: unknown } | null;
          deps.notify({
            type: "success",
            message: OFFLINE_ORDER_SENT,
            params: { orderNumber: String(result?.orderNumber ?? "") },
            action1: { label: "OK" },
          });
          void deps.refreshOrderHistory().catch(() => undefined);
        }
      } finally {
        inFlight.delete(stored.order_id);
      }
    }
  }

  /** This tab's waiting order, once sent (by this tab or another): its page opens (issue 12). */
  async function confirmQueuedOrder(): Promise<void> {
    const waiting = state.queuedOrder;
    if (!waiting) return;
    const sent = (await storedOrders()).find((order) => order.order_id === waiting.orderId) as
      | (Order & { [STORED_CONFIRMATION]?: { orderNumber: string; orderSecret: string | null } })
      | undefined;
    const confirmation = sent?.transmited ? sent[STORED_CONFIRMATION] : undefined;
    if (!confirmation) return;
    state.queuedOrder = null;
    state.confirmation = {
      orderNumber: confirmation.orderNumber,
      orderSecret: confirmation.orderSecret,
      grandTotal: waiting.grandTotal,
      redirectUrl: null,
    };
    state.details = { ...state.details, isThankYouPage: true };
  }

  /** Sends the stored offline orders once: under the tabs' shared lock when there is one. */
  async function processOfflineOrders(): Promise<void> {
    if (!deps.online()) return;
    await (deps.withLock ? deps.withLock(OFFLINE_ORDERS_LOCK, transmitStoredOrders) : transmitStoredOrders());
    state.offlineOrders = [];
    await confirmQueuedOrder();
  }

  return { storedOrders, processOfflineOrders };
}
