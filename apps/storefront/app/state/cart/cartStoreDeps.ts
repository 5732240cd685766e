import type {
  CartAction,
  CartCommand,
  CartLine,
  CartNotification,
  CartState,
  DiffLog,
  OrderDataForTotals,
  PaymentMethod,
  ServerCartLine,
  ServerLineLookup,
} from "@outlet/cart-merge";
import type { Client } from "@outlet/transport";

/**
 * The persistence the cart writes to: the `cart` collection of the offline storage (behaviour.md §9.4).
 *
 * @example
 * const collection: CartCollection = storage.collection("cart");
 */
/**
 * The cart collection's key that says a sync the shopper's own change began (a removal, a quantity: behaviour.md
 * §9.8's `sync({forceClientState: true})`) has not ended on this page: `true` from its start until it has. The next
 * page's load then syncs the same way, or the server's line would come back (the load's sync takes server-only
 * lines in), so a removal cut off by leaving the page still reaches the server (issue 29).
 */
export const FORCED_SYNC_KEY = "current-cart-forced-sync";

export interface CartCollection {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<unknown>;
}

/**
 * What the cart store needs from the rest of the app; injected so tests drive it without a browser.
 *
 * @example
 * const deps: CartStoreDeps = { client, collection: () => null, now: Date.now, online: () => true, … };
 */
export interface CartStoreDeps {
  readonly client: () => Promise<Client>;
  readonly collection: () => CartCollection | null;
  readonly now: () => number;
  readonly online: () => boolean;
  readonly isClient: boolean;
  /** Spawns a notification (already in the spec's message keys; the UI translates them). */
  readonly notify: (notification: CartNotification) => void;
  /** `isUserInCheckout` (behaviour.md §10.4). */
  readonly inCheckout: () => boolean;
  readonly externalCheckout: boolean;
  /** Data for server totals from the checkout store (behaviour.md §10.2). */
  readonly methodsData: () => OrderDataForTotals;
  /** Pulls shipping then payment methods (checkout store, behaviour.md §10.2). */
  readonly pullMethods: () => Promise<void>;
  /** Hands server payment methods to the checkout store. */
  readonly mergePaymentMethods: (methods: readonly PaymentMethod[]) => void;
  /** Loads the catalogue product for a server-only line (behaviour.md §9.11). */
  readonly resolveProduct: (lookup: ServerLineLookup, serverLine: ServerCartLine) => Promise<CartLine | null>;
  /** Queues the online stock check of a product and returns its task id (behaviour.md §6.2). */
  readonly queueStockCheck?: (sku: string) => Promise<string | undefined>;
  /** A conversion event after a product was added (silent). */
  readonly onAdded?: (lines: readonly CartLine[]) => void;
  /**
   * Resolves once the browser has painted (issue 29): an add shows its busy button in the frame after the
   * tap and does its work (the plan, the storage writes, the request, the cart hash) after that frame, not
   * before it. Absent (tests, the server): no wait.
   */
  readonly afterPaint?: () => Promise<void>;
  /**
   * Resolves in a task of its own (issue 29): the cart hash a push ends with (SHA3 of the full lines, 40–60 ms
   * of a phone's main thread) is taken after it, not in the task that drew the server's answer. Absent: no wait.
   */
  readonly yieldToMain?: (() => Promise<void>) | undefined;
  /** Runs `leave` when the page is left (`pagehide`): storage writes still waiting for a paint are made then (and what IndexedDB has not committed is journaled after it, `browserRuntime`). */
  readonly onLeave?: ((leave: () => void) => void) | undefined;
  /**
   * Whether the page has begun to go: an add, a quantity change or a removal whose request the navigation
   * cut off (no answer) keeps what the shopper did, with the hash unsaved, for the next page's sync to send,
   * instead of taking it back. Absent: never.
   */
  readonly leaving?: (() => boolean) | undefined;
  /**
   * Held while an add's or a sync's line request is out, so that `leaving` also sees a navigation the page
   * did not begin.
   */
  readonly holdLeaving?: (() => () => void) | undefined;
  readonly log?: (message: string, detail?: unknown) => void;
}

/**
 * The valtio state of the cart: the domain `CartState` plus UI flags.
 *
 * @example
 * useSnapshot(cart.state).cart.cartItems.length; // lines in the cart
 */
export interface CartStoreState {
  cart: CartState;
  /** The line awaiting removal confirmation, by checksum or sku. */
  confirmRemoval: CartLine | null;
  /** Whether a coupon call is running. */
  couponBusy: boolean;
  /** Whether the delivery's price, asked for after a cart's first add, has not come yet (the totals say so). */
  deliveryPending: boolean;
}

/** The line property holding the most the known stock allows (set on add and by each stock check). */
export const MAX_QTY = "max_qty";

/**
 * The running part of the cart store every action uses: the proxy, the domain state, and the one way to
 * change it (`dispatch` the package's actions) and to run its effects (`runCommands`). Made by
 * `createCartEngine`; the actions in this folder take it as their first argument.
 *
 * @example
 * const plan = planRemoveItem(engine.getState().cartItems, { product: line }, { cartSyncEnabled: engine.syncEnabled() });
 * engine.dispatch(plan.actions);
 * engine.report(await engine.runCommands(plan.commands));
 */
export interface CartEngine {
  readonly deps: CartStoreDeps;
  readonly state: CartStoreState;
  /** The plain domain state. */
  getState(): CartState;
  /** Applies reducer actions, mirrors the result into the proxy and persists what §9.4 lists. */
  dispatch(actions: readonly CartAction[], options?: { persist?: boolean }): void;
  /** Runs the package's commands in order and merges their diff logs. */
  runCommands(commands: readonly CartCommand[]): Promise<DiffLog>;
  /** `syncTotals` (behaviour.md §9.14). */
  syncTotals(options?: { forceServerSync?: boolean; methodsData?: OrderDataForTotals }): Promise<void>;
  /** Spawns the DiffLog's notifications and one error per refused server update (§9.12). */
  report(diff: DiffLog): void;
  /** The environment the package's guards read (online, client, the shop's sync settings). */
  env(): { online: boolean; client: boolean; cartSynchronize: boolean; synchronizeTotals: boolean };
  /** Whether lines sync with the server cart now (`isCartSyncEnabled`). */
  syncEnabled(): boolean;
  /** Saves the current cart hash (the server holds what the browser holds). */
  saveHash(): void;
  /** Writes `value` under `key` in the cart's collection with the other writes (after the paint, or on leaving). */
  remember(key: string, value: unknown): void;
  /** Makes the storage writes still waiting for a paint, and resolves once every write has settled. */
  settled(): Promise<unknown>;
  log(message: string, detail?: unknown): void;
}

/** Whether a server answer's status is a failure (anything but 200). */
export const isFailure = (status: unknown): boolean => Number.parseInt(String(status), 10) !== 200;
