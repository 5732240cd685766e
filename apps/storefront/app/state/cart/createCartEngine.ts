import {
  type CartAction,
  type CartCommand,
  type CartState,
  cartStorageWrites,
  cartTransition,
  createDiffLog,
  currentCartHash,
  type DiffLog,
  initialCartState,
  isCartSyncEnabled,
  mergeDiffLogs,
  needsServerCart,
} from "@outlet/cart-merge";
import { proxy } from "valtio";
import { shopperConfig } from "../../lib/shopperConfig";
import { applyCartCoupon, removeCartCoupon } from "./cartCoupons";
import {
  type CartCollection,
  type CartEngine,
  type CartStoreDeps,
  type CartStoreState,
  isFailure,
} from "./cartStoreDeps";
import { pushAddedLines } from "./pushAddedLines";
import { connectCart, syncCart } from "./syncCart";
import { syncCartTotals } from "./syncCartTotals";

/**
 * The running part of one cart store (behaviour.md §9): the domain state in a valtio proxy, `dispatch`
 * (the reducer of `@outlet/cart-merge`, then the storage writes §9.4 lists) and `runCommands`, which runs
 * the commands a package plan returns. The actions (`addProductToCart`, `configureCartLine`, …) take it.
 *
 * @example
 * const engine = createCartEngine(deps);
 * engine.dispatch([{ type: "toggleMicrocart", open: true }], { persist: false });
 */
export function createCartEngine(deps: CartStoreDeps): CartEngine {
  let current: CartState = initialCartState();
  const state = proxy<CartStoreState>({
    cart: current,
    confirmRemoval: null,
    couponBusy: false,
    deliveryPending: false,
  });
  const log = deps.log ?? (() => {});
  /** Storage writes not yet settled: `clear` waits for them, so a page opened right after logout reads none. */
  const pendingWrites = new Set<Promise<unknown>>();
  /**
   * The latest value per key (and the collection it goes to) not yet handed to the storage, written together once the
   * browser has painted (issue 29): the lines of the cart filled without JavaScript joining the live cart
   * dispatched 12 writes in 350 ms on `/koszyk` (7 of `current-cart`, up to 13 kB each), every one
   * deep-cloned, put in IndexedDB and broadcast to the other tabs inside the task that drew the change.
   * Written at once when someone waits for the storage (`settled`) and when the page is left.
   */
  const queued = new Map<string, { collection: CartCollection; value: unknown }>();
  /** Whether a flush waits for the next paint. */
  let flushAfterPaint = false;
  deps.onLeave?.(() => flush());

  function write(collection: CartCollection, key: string, value: unknown): void {
    const pending = collection
      .setItem(key, value)
      .catch((error: unknown) => log("cart write failed", error))
      .finally(() => pendingWrites.delete(pending));
    pendingWrites.add(pending);
  }

  function flush(): void {
    flushAfterPaint = false;
    for (const [key, entry] of queued) write(entry.collection, key, entry.value);
    queued.clear();
  }

  function queueWrite(collection: CartCollection, key: string, value: unknown): void {
    queued.set(key, { collection, value });
    if (!deps.afterPaint) flush();
    else if (!flushAfterPaint) {
      flushAfterPaint = true;
      void deps.afterPaint().then(flush);
    }
  }

  function dispatch(actions: readonly CartAction[], options: { persist?: boolean } = {}): void {
    if (actions.length === 0) return;
    for (const action of actions) {
      current = cartTransition(current, action).state;
      if (options.persist === false) continue;
      const collection = deps.collection();
      if (!collection) continue;
      for (const entry of cartStorageWrites(action, current)) queueWrite(collection, entry.key, entry.value);
    }
    state.cart = current;
  }

  async function runCommands(commands: readonly CartCommand[]): Promise<DiffLog> {
    let diff = createDiffLog();
    for (const command of commands) diff = mergeDiffLogs(diff, await runCommand(command));
    return diff;
  }

  async function runCommand(command: CartCommand): Promise<DiffLog> {
    switch (command.type) {
      case "create":
        return needsServerCart(current)
          ? connectCart(engine, { guestCart: false, forceClientState: false, mergeQty: false })
          : createDiffLog();
      case "connect":
        return connectCart(engine, command);
      case "sync":
        return syncCart(engine, command);
      case "pushAdded":
        return pushAddedLines(engine, command);
      case "syncTotals":
        if (command.afterPaint) {
          // not awaited: the add's confirmation comes first, the delivery's price after it
          state.deliveryPending = true;
          void (deps.afterPaint?.() ?? Promise.resolve())
            .then(() => syncCartTotals(engine, { forceServerSync: command.forceServerSync }))
            .catch((error: unknown) => log("totals sync failed", error))
            .finally(() => {
              state.deliveryPending = false;
            });
          return createDiffLog();
        }
        await syncCartTotals(engine, { forceServerSync: command.forceServerSync });
        return createDiffLog();
      case "saveHash": {
        // The hash of the lines as the server took them, taken in a task of its own (issue 29: SHA3 of a
        // cart's full lines lengthened the task that drew the answer by 40–60 ms at 4× CPU). Lines changed
        // meanwhile keep the cart out of sync, as they should; a cart replaced meanwhile (logout, an order)
        // is not given the old one's hash.
        const hashed = current;
        await deps.yieldToMain?.();
        if (current.cartServerToken === hashed.cartServerToken)
          dispatch([{ type: "saveHash", hash: currentCartHash(hashed) }]);
        return createDiffLog();
      }
      case "removeCoupon":
        await removeCartCoupon(engine, { sync: command.sync });
        return createDiffLog();
      case "applyCoupon":
        await applyCartCoupon(engine, command.code);
        return createDiffLog();
    }
  }

  const env = () => ({
    online: deps.online(),
    client: deps.isClient,
    cartSynchronize: shopperConfig.cart.synchronize,
    synchronizeTotals: shopperConfig.cart.synchronizeTotals,
  });

  const engine: CartEngine = {
    deps,
    state,
    getState: () => current,
    dispatch,
    runCommands,
    syncTotals: (options) => syncCartTotals(engine, options),
    report(diff) {
      for (const notification of diff.clientNotifications) deps.notify(notification);
      for (const response of diff.serverResponses) {
        if (!isFailure(response.status)) continue;
        const status = Number.parseInt(String(response.status), 10);
        const message =
          status >= 400 && status < 500 && typeof response.result === "string" && response.result
            ? response.result
            : "cart-sync-failed";
        deps.notify({ type: "error", message, action1: { label: "OK" } });
      }
    },
    env,
    syncEnabled: () => isCartSyncEnabled(env()),
    saveHash: () => dispatch([{ type: "saveHash", hash: currentCartHash(current) }]),
    remember(key, value) {
      const collection = deps.collection();
      if (collection) queueWrite(collection, key, value);
    },
    settled: () => {
      flush();
      return Promise.all([...pendingWrites]);
    },
    log,
  };
  return engine;
}
