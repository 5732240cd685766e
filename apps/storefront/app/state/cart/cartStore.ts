import {
  type CartAction,
  type CartLine,
  type CartState,
  clampQuantity,
  clampToLineMax,
  couponOf,
  planAuthorize,
  planClearCart,
  planRemoveItem,
  planStockSync,
  productsEquals,
  type ServerCartLine,
  type ServerResponse,
  type StockCheckTask,
} from "@outlet/cart-merge";
import type { Configuration } from "@outlet/variant-selection";
import { ref } from "valtio";
import { shopperConfig } from "../../lib/shopperConfig";
import { addProductToCart } from "./addProductToCart";
import { addServerLines } from "./addServerLines";
import { applyCartCoupon, removeCartCoupon } from "./cartCoupons";
import { type CartStoreDeps, FORCED_SYNC_KEY, MAX_QTY } from "./cartStoreDeps";
import { configureCartLine } from "./configureCartLine";
import { createCartEngine } from "./createCartEngine";
import { knownMaxQuantity } from "./knownStock";
import { loadCart } from "./loadCart";
import { applyTotalsAnswer } from "./syncCartTotals";
import { updateLineQuantity } from "./updateLineQuantity";

export type { CartCollection, CartStoreDeps, CartStoreState } from "./cartStoreDeps";

/**
 * The cart store of one browser session (behaviour.md §9): the domain cart state in a valtio proxy and the
 * actions that run the plans of `@outlet/cart-merge` through the transport. Every action reads "plan,
 * assign, run effects": a package planner returns the actions and the commands, the engine
 * (`createCartEngine`) assigns the actions and runs the commands. Rules stay in the package. Create one per
 * session (never in module scope on the server).
 *
 * @example
 * const cart = createCartStore(deps); await cart.load(); await cart.addProduct(product);
 */
export function createCartStore(deps: CartStoreDeps) {
  const engine = createCartEngine(deps);
  const { state, dispatch, runCommands } = engine;
  // The load and the adds run one after another (an add clicked before the shopper code had loaded runs
  // while the page's start loads the cart: both saw lines without a server cart and both created one, or
  // the load put back the stored lines over the one just added). Neither calls the other, so no deadlock.
  const oneAtATime = inTurn();
  // Quantity changes in a turn of their own: after one another, not after the page's start-up sync, which
  // would hold a tap on "+" back for its round trips.
  const quantityInTurn = inTurn();

  return {
    state,
    /** The plain domain state (for planners and tests). */
    getState: (): CartState => engine.getState(),
    dispatch,
    runCommands,
    syncTotals: engine.syncTotals,
    applyTotalsAnswer: (answer: ServerResponse): void => applyTotalsAnswer(engine, answer),

    /** `load` (behaviour.md §9.10): items from storage, then the server sync (not awaited by callers). */
    load: (options: { forceClientState?: boolean } = {}): Promise<void> =>
      // after the writes of an add that ran before it, so the storage it reads holds that line
      oneAtATime(() => engine.settled().then(() => loadCart(engine, options))),
    /** `addItem` (behaviour.md §9.5–§9.7): validated, stock-checked, added, then synced. */
    addProduct: (product: CartLine): Promise<number> => oneAtATime(() => addProductToCart(engine, product)),
    /** The lines of another server cart (the cart without JavaScript), each added like `addProduct`. */
    addServerLines: (lines: readonly ServerCartLine[]): Promise<number> =>
      oneAtATime(() => addServerLines(engine, lines)),
    /**
     * `updateQuantity` (behaviour.md §9.8): 0 asks for confirmation and removes instead. One after another, each
     * on the line as it is by then: a 3 typed and at once corrected to 2 sent two updates side by side, and when
     * the first was answered last the cart kept 3 (found by an independent pass, session 33).
     */
    updateQuantity: (line: CartLine, qty: number): Promise<void> =>
      quantityInTurn(() => {
        const current = engine.getState().cartItems.find((candidate) => productsEquals(candidate, line));
        return updateLineQuantity(engine, current ?? line, qty);
      }),
    /**
     * A quantity typed but not sent when the page goes (`pagehide`): the line takes it at once, within the
     * known stock and what a line may hold, and the cart is marked for the next page's load to send the
     * browser's lines (`FORCED_SYNC_KEY`). No request: the navigation would cut it off. Synchronous, so the
     * cart's storage writes on leaving include it.
     */
    keepQuantity(line: CartLine, qty: number): void {
      const current = engine.getState().cartItems.find((candidate) => productsEquals(candidate, line));
      if (!current || qty <= 0) return;
      const max = typeof current[MAX_QTY] === "number" ? (current[MAX_QTY] as number) : null;
      const kept = max === null ? clampToLineMax(qty).qty : clampQuantity(qty, max).qty;
      if (kept <= 0 || kept === Number(current.qty)) return;
      engine.dispatch([{ type: "updateQty", product: current, qty: kept }]);
      engine.remember(FORCED_SYNC_KEY, true);
    },
    /** Cart edit (behaviour.md §9.8 `configureItem`): another size or colour of the line's product. */
    configureItem: (line: CartLine, configuration: Configuration): Promise<boolean> =>
      configureCartLine(engine, line, configuration),

    /** Asks for confirmation before removing a line (transactions.md §4 "Removal asks for confirmation"). */
    askRemove(line: CartLine): void {
      engine.state.confirmRemoval = ref({ ...line });
    },
    cancelRemove(): void {
      engine.state.confirmRemoval = null;
    },
    /** `removeItem` (behaviour.md §9.8), after the shopper confirmed. */
    async confirmRemove(): Promise<void> {
      const line = engine.state.confirmRemoval;
      engine.state.confirmRemoval = null;
      if (!line) return;
      const plan = planRemoveItem(
        engine.getState().cartItems,
        { product: line, removeByParentSku: true },
        {
          cartSyncEnabled: engine.syncEnabled(),
        },
      );
      engine.dispatch(plan.actions);
      engine.report(await engine.runCommands(plan.commands));
    },

    applyCoupon: (code: string): Promise<string | null> => applyCartCoupon(engine, code),
    removeCoupon: (options: { sync?: boolean } = {}): Promise<boolean> => removeCartCoupon(engine, options),
    coupon: () => couponOf(engine.getState().platformTotals),

    /** `authorize` (behaviour.md §9.16): coupon off, connect with summed quantities, coupon back on. */
    async authorize(): Promise<void> {
      await engine.runCommands(planAuthorize(couponOf(engine.getState().platformTotals)));
    },

    /** `clear` (behaviour.md §9.10). After an order and on logout: `{ sync: false }`. */
    async clear(options: { disconnect?: boolean; sync?: boolean } = {}): Promise<void> {
      const plan = planClearCart(options);
      engine.dispatch(plan.before);
      await engine.runCommands(plan.commands);
      engine.dispatch(plan.after);
      engine.dispatch(
        [{ type: "updateTotals", totals: null, platformTotalSegments: null, itemsAfterPlatformTotals: {} }],
        {},
      );
      // Logout (and a placed order) is done only once the emptied cart is stored: a page opened right after
      // it must not restore the previous shopper's lines into a new guest cart.
      await engine.settled();
    },

    /** `disconnect`: forget the server cart token. */
    disconnect(): void {
      engine.dispatch([{ type: "setServerToken", token: null }]);
    },

    toggleMicrocart(open?: boolean): void {
      engine.dispatch(
        [open === undefined ? { type: "toggleMicrocart" } : { type: "toggleMicrocart", open }],
        {
          persist: false,
        },
      );
    },

    /** The result of a queued stock check (`store:cart/stockSync`, behaviour.md §9.9). */
    stockSync(task: StockCheckTask): void {
      const plan = planStockSync(engine.getState().cartItems, task, {
        allowOutOfStockInCart: shopperConfig.stock.allowOutOfStockInCart,
        cartSynchronize: shopperConfig.cart.synchronize,
      });
      engine.dispatch(plan.actions);
      // The checked stock is the line's new limit for quantity changes; like the in-stock flag it is not a
      // change to sync (the hash is saved after both when the plan says so).
      const max = knownMaxQuantity(task.result);
      const lines = engine
        .getState()
        .cartItems.filter((line) => line.sku === task.product_sku && line[MAX_QTY] !== max);
      if (max !== null && lines.length > 0)
        engine.dispatch(
          lines.map((line) => ({ type: "updateProps", product: line, props: { [MAX_QTY]: max } })),
        );
      if (plan.saveHash) engine.saveHash();
    },

    /** A change another tab made (behaviour.md §9.4): applied without writing it back. */
    applyRemote(action: CartAction): void {
      engine.dispatch([action], { persist: false });
    },
  };
}

/** Runs the tasks given to it one after another, each after the previous one settled (however it ended). */
function inTurn() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };
}

/**
 * The cart store type.
 *
 * @example
 * const cart: CartStore = createCartStore(deps);
 */
export type CartStore = ReturnType<typeof createCartStore>;
