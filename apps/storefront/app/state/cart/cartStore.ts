import {
  applyCouponOutcome,
  applyServerTotals,
  type CartAction,
  type CartCommand,
  type CartLine,
  type CartNotification,
  type CartState,
  canSyncTotals,
  canUpdateMethods,
  cartStorageWrites,
  cartTransition,
  checksum,
  connectOutcome,
  couponOf,
  createDiffLog,
  currentCartHash,
  type DiffLog,
  decideSync,
  initialCartState,
  isCartSyncEnabled,
  isTotalsSyncRequired,
  mergeDiffLogs,
  needsServerCart,
  type OrderDataForTotals,
  type PaymentMethod,
  planAddToCart,
  planAuthorize,
  planCartMerge,
  planClearCart,
  planConfigureItem,
  planLoadCart,
  planRemoveItem,
  planStockSync,
  planSyncTotals,
  planUpdateQuantity,
  prepareProductsToAdd,
  pullOutcome,
  removeCouponOutcome,
  runCartMergePlan,
  type ServerCartLine,
  type ServerLineLookup,
  type StockCheckTask,
  validateQuantity,
} from "@outlet/cart-merge";
import type { Client } from "@outlet/transport";
import type { LinkableProduct } from "@outlet/url-resolution";
import { type Configuration, configureProduct, prepareProduct } from "@outlet/variant-selection";
import { proxy, ref } from "valtio";
import { variantHref } from "../../lib/links";
import { shopConfig } from "../../lib/shopConfig";
import { shopperConfig } from "../../lib/shopperConfig";
import { toAnswer } from "../../lib/toAnswer";
import { changeLineVariant, setLineQuantity, variantChangeMessage } from "./changeLineVariant";
import { knownMaxQuantity } from "./knownStock";
import { matchesEveryChoice } from "./lineOptions";

/**
 * The persistence the cart writes to: the `cart` collection of the offline storage (behaviour.md §9.4).
 *
 * @example
 * const collection: CartCollection = storage.collection("cart");
 */
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
}

/** The line property holding the most the known stock allows (set on add and by each stock check). */
const MAX_QTY = "max_qty";

const isFailure = (status: unknown): boolean => Number.parseInt(String(status), 10) !== 200;

/**
 * The cart store of one browser session (behaviour.md §9): the domain cart state in a valtio proxy and the
 * actions that run the plans of `@outlet/cart-merge` through the transport. Rules stay in the package;
 * this only runs the commands, the merge effects and the persistence writes. Create one per session
 * (never in module scope on the server).
 *
 * @example
 * const cart = createCartStore(deps); await cart.load(); await cart.addProduct(product);
 */
export function createCartStore(deps: CartStoreDeps) {
  let current: CartState = initialCartState();
  const state = proxy<CartStoreState>({ cart: current, confirmRemoval: null, couponBusy: false });
  const log = deps.log ?? (() => {});

  const env = () => ({
    online: deps.online(),
    client: deps.isClient,
    cartSynchronize: shopperConfig.cart.synchronize,
    synchronizeTotals: shopperConfig.cart.synchronizeTotals,
  });

  /** Storage writes not yet settled: `clear` waits for them, so a page opened right after logout reads none. */
  const pendingWrites = new Set<Promise<unknown>>();

  function write(
    collection: NonNullable<ReturnType<CartStoreDeps["collection"]>>,
    key: string,
    value: unknown,
  ) {
    const pending = collection
      .setItem(key, value as never)
      .catch((error: unknown) => log("cart write failed", error))
      .finally(() => pendingWrites.delete(pending));
    pendingWrites.add(pending);
  }

  /** Applies reducer actions, mirrors the result into the proxy and persists what §9.4 lists. */
  function dispatch(actions: readonly CartAction[], options: { persist?: boolean } = {}): void {
    if (actions.length === 0) return;
    for (const action of actions) {
      current = cartTransition(current, action).state;
      if (options.persist === false) continue;
      const collection = deps.collection();
      if (!collection) continue;
      for (const entry of cartStorageWrites(action, current)) write(collection, entry.key, entry.value);
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
          ? connect({ guestCart: false, forceClientState: false, mergeQty: false })
          : createDiffLog();
      case "connect":
        return connect(command);
      case "sync":
        return sync(command);
      case "syncTotals":
        await syncTotals({ forceServerSync: command.forceServerSync });
        return createDiffLog();
      case "saveHash":
        dispatch([{ type: "saveHash", hash: currentCartHash(current) }]);
        return createDiffLog();
      case "removeCoupon":
        await removeCoupon({ sync: command.sync });
        return createDiffLog();
      case "applyCoupon":
        await applyCoupon(command.code);
        return createDiffLog();
    }
  }

  /** `connect` (behaviour.md §9.10): cart token, then a sync; a 401 retries as a guest once. */
  async function connect(options: {
    guestCart: boolean;
    forceClientState: boolean;
    mergeQty: boolean;
  }): Promise<DiffLog> {
    if (!isCartSyncEnabled(env())) return createDiffLog();
    const heldToken = current.cartServerToken;
    const answer = await toAnswer((await deps.client()).cart.create({ guest: options.guestCart }));
    // §9.16 sums the quantities of lines on both sides to merge *another* cart into the customer's. When a
    // restored session re-authorises (§12.1) the API answers with the very cart this browser already holds:
    // its lines are the server's lines, and summing them would double every quantity on each page load.
    const sameCart = answer.code === 200 && Boolean(heldToken) && String(answer.result) === String(heldToken);
    const outcome = connectOutcome(answer, {
      connectBypassCount: current.connectBypassCount,
      maxCartBypassAttempts: shopperConfig.queues.maxCartBypassAttempts,
      serverMergeByDefault: shopperConfig.cart.serverMergeByDefault,
      forceClientState: options.forceClientState,
      mergeQty: options.mergeQty && !sameCart,
    });
    if (outcome.type === "failed") log("cart connect failed", answer.result);
    dispatch(outcome.actions);
    return runCommands(outcome.commands);
  }

  /** `sync` (behaviour.md §9.10–§9.12): pull, plan the merge, run its effects, then its commands. */
  async function sync(options: {
    forceClientState: boolean;
    dryRun: boolean;
    mergeQty: boolean;
    forceSync: boolean;
  }): Promise<DiffLog> {
    const decision = decideSync(current, {
      now: deps.now(),
      online: deps.online(),
      client: deps.isClient,
      cartSynchronize: shopperConfig.cart.synchronize,
      inCheckout: deps.inCheckout(),
      ...options,
      merge: {
        serverMergeByDefault: shopperConfig.cart.serverMergeByDefault,
        serverSyncCanRemoveLocalItems: shopperConfig.cart.serverSyncCanRemoveLocalItems,
        serverSyncCanModifyLocalItems: shopperConfig.cart.serverSyncCanModifyLocalItems,
        setConfigurableProductOptions: shopperConfig.cart.setConfigurableProductOptions,
      },
    });
    if (!decision.run) return createDiffLog();
    dispatch(decision.actions);
    const pulled = pullOutcome(await toAnswer((await deps.client()).cart.pull()), {
      connectBypassCount: current.connectBypassCount,
      maxCartBypassAttempts: shopperConfig.queues.maxCartBypassAttempts,
    });
    if (pulled.type === "failed") {
      dispatch(pulled.actions);
      return runCommands(pulled.commands);
    }
    const plan = planCartMerge(current.cartItems, pulled.serverItems, decision.flags);
    const client = await deps.client();
    const run = await runCartMergePlan(plan, {
      getState: () => current,
      dispatch: (actions) => dispatch(actions),
      updateServerItem: (cartItem) =>
        toAnswer(client.cart.update(cartItem as Parameters<Client["cart"]["update"]>[0])),
      deleteServerItem: (cartItem) =>
        toAnswer(client.cart.delete(cartItem as Parameters<Client["cart"]["delete"]>[0])),
      resolveProduct: deps.resolveProduct,
      log: (error) => log("cart merge effect failed", error),
      notifications: { inCheckout: deps.inCheckout(), externalCheckout: deps.externalCheckout },
      prepare: { stockSynchronize: shopperConfig.stock.synchronize },
      add: {
        cartSyncEnabled: isCartSyncEnabled(env()),
        allowOutOfStockInCart: shopperConfig.stock.allowOutOfStockInCart,
        inCheckout: deps.inCheckout(),
        externalCheckout: deps.externalCheckout,
      },
    });
    // §9.11 "after the lines": totals when required (not forced), then the hash.
    if (!decision.flags.dryRun) {
      if (isTotalsSyncRequired(current) && current.cartItems.length > 0) await syncTotals();
      dispatch([{ type: "saveHash", hash: currentCartHash(current) }]);
    }
    return mergeDiffLogs(run.diff, await runCommands(run.commands));
  }

  /** `syncTotals` (behaviour.md §9.14): methods first, then the totals or shipping-information call. */
  async function syncTotals(
    options: { forceServerSync?: boolean; methodsData?: OrderDataForTotals } = {},
  ): Promise<void> {
    const plan = planSyncTotals({
      canSyncTotals: canSyncTotals(current, env()),
      totalsSyncRequired: isTotalsSyncRequired(current),
      forceServerSync: options.forceServerSync ?? false,
      methodsData: options.methodsData ?? deps.methodsData(),
    });
    if (plan.pullMethods && canUpdateMethods(current, env())) {
      await deps.pullMethods().catch((error: unknown) => log("methods sync failed", error));
    }
    if (plan.log) log(plan.log);
    if (!plan.request) return;
    const client = await deps.client();
    const answer =
      plan.request.type === "totals"
        ? await toAnswer(client.cart.totals())
        : await toAnswer(
            client.cart.shippingInformation(
              withBillingCountry(plan.request.addressInformation) as Parameters<
                Client["cart"]["shippingInformation"]
              >[0],
            ),
          );
    applyTotalsAnswer(answer);
  }

  function applyTotalsAnswer(answer: { code?: unknown; result?: unknown }): void {
    const outcome = applyServerTotals(answer as Parameters<typeof applyServerTotals>[0], { now: deps.now() });
    if (!outcome.ok) {
      log("totals sync failed", answer.result);
      return;
    }
    dispatch(outcome.actions);
    if (outcome.paymentMethods && canUpdateMethods(current, env()))
      deps.mergePaymentMethods(outcome.paymentMethods);
  }

  async function applyCoupon(code: string): Promise<boolean> {
    if (!code.trim() || !canSyncTotals(current, env())) {
      deps.notify(applyCouponOutcome({ code: 400, result: null }).notification as CartNotification);
      return false;
    }
    state.couponBusy = true;
    try {
      const outcome = applyCouponOutcome(await toAnswer((await deps.client()).cart.applyCoupon(code.trim())));
      if (!outcome.ok) {
        if (outcome.notification) deps.notify(outcome.notification);
        return false;
      }
      await runCommands(outcome.commands);
      return true;
    } finally {
      state.couponBusy = false;
    }
  }

  async function removeCoupon(options: { sync?: boolean } = {}): Promise<boolean> {
    if (!canSyncTotals(current, env())) return false;
    const outcome = removeCouponOutcome(await toAnswer((await deps.client()).cart.deleteCoupon()), options);
    await runCommands(outcome.commands);
    return outcome.ok;
  }

  /** Spawns the DiffLog's notifications and one error per refused server update (§9.12, not silent). */
  function report(diff: DiffLog): void {
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
  }

  return {
    state,
    /** The plain domain state (for planners and tests). */
    getState: (): CartState => current,
    dispatch,
    runCommands,
    syncTotals,
    applyTotalsAnswer,

    /** `load` (behaviour.md §9.10): items from storage, then the server sync (not awaited by callers). */
    async load(options: { forceClientState?: boolean } = {}): Promise<void> {
      const collection = deps.collection();
      const [items, hash, token, totals] = collection
        ? await Promise.all([
            collection.getItem("current-cart"),
            collection.getItem("current-cart-hash"),
            collection.getItem("current-cart-token"),
            collection.getItem("current-totals"),
          ])
        : [null, null, null, null];
      const plan = planLoadCart({
        storedItems: Array.isArray(items) ? (items as CartLine[]) : [],
        storedHash: typeof hash === "string" ? hash : null,
        storedToken: typeof token === "string" || typeof token === "number" ? token : null,
        forceClientState: options.forceClientState ?? false,
        cartSynchronize: shopperConfig.cart.synchronize,
        serverMergeByDefault: shopperConfig.cart.serverMergeByDefault,
      });
      dispatch(plan.actions, { persist: false });
      const stored = totals as { platformTotals?: unknown; platformTotalSegments?: unknown } | null;
      if (stored?.platformTotals) {
        dispatch(
          [
            {
              type: "updateTotals",
              totals: stored.platformTotals as CartState["platformTotals"],
              platformTotalSegments: (stored.platformTotalSegments ??
                null) as CartState["platformTotalSegments"],
              itemsAfterPlatformTotals: {},
            },
          ],
          { persist: false },
        );
      }
      await runCommands(plan.commands);
    },

    /** `addItem` (behaviour.md §9.5–§9.7): validated, stock-checked, added, then synced. */
    async addProduct(product: CartLine): Promise<number> {
      dispatch([{ type: "setAddingToCart", value: true }], { persist: false });
      try {
        // The line keeps the most the product page's stock allows (the line itself drops `stock`,
        // behaviour.md §1 omit fields), so the cart can refuse more without asking the server.
        const max = knownMaxQuantity((product as { stock?: unknown }).stock);
        const prepared = prepareProductsToAdd(max === null ? product : { ...product, [MAX_QTY]: max }, {
          stockSynchronize: shopperConfig.stock.synchronize,
        });
        if (prepared.length === 0) {
          // A grouped product whose items were not loaded adds nothing: say so rather than stay silent.
          deps.notify({ type: "error", message: "cart-nothing-to-add", action1: { label: "OK" } });
          return 0;
        }
        const withChecks = await Promise.all(
          prepared.map(async (entry) => {
            if (entry.stockStatus === "out_of_stock" || !deps.queueStockCheck || !entry.product.sku)
              return entry;
            const id = await deps.queueStockCheck(String(entry.product.sku)).catch(() => undefined);
            return id === undefined ? entry : { ...entry, onlineCheckTaskId: id };
          }),
        );
        const plan = planAddToCart(withChecks, {
          cartSyncEnabled: isCartSyncEnabled(env()),
          allowOutOfStockInCart: shopperConfig.stock.allowOutOfStockInCart,
          inCheckout: deps.inCheckout(),
          externalCheckout: deps.externalCheckout,
          useZeroPriceProduct: shopperConfig.useZeroPriceProduct,
        });
        dispatch(plan.actions);
        const diff = mergeDiffLogs(plan.diff, await runCommands(plan.commands));
        const refused = diff.serverResponses.some((response) => isFailure(response.status));
        if (plan.added > 0 && !refused && diff.clientNotifications.length === 0 && !deps.inCheckout()) {
          // behaviour.md §9.7: with no result from the server, the success message is spawned.
          deps.notify({
            type: "success",
            message: "Product has been added to the cart!",
            action1: { label: "OK" },
            ...(deps.externalCheckout
              ? {}
              : { action2: { label: "Proceed to checkout", action: "/checkout" } }),
          });
        }
        report(diff);
        if (plan.added > 0 && !refused) {
          deps.onAdded?.(plan.actions.flatMap((action) => (action.type === "add" ? [action.product] : [])));
        }
        return refused ? 0 : plan.added;
      } catch (error) {
        log("add to cart failed", error);
        deps.notify({ type: "error", message: "cart-sync-failed", action1: { label: "OK" } });
        return 0;
      } finally {
        dispatch([{ type: "setAddingToCart", value: false }], { persist: false });
      }
    },

    /** `updateQuantity` (behaviour.md §9.8): 0 asks for confirmation and removes instead. */
    async updateQuantity(line: CartLine, qty: number): Promise<void> {
      if (qty <= 0) {
        state.confirmRemoval = ref({ ...line });
        return;
      }
      // behaviour.md §9: a quantity above the stock the line carries is refused here with the spec's
      // message, so no update is sent only to be refused (a lower quantity is always let through).
      const max = typeof line[MAX_QTY] === "number" ? (line[MAX_QTY] as number) : null;
      const check = max === null || qty <= Number(line.qty ?? 0) ? null : validateQuantity(qty, max);
      if (check && !check.ok) {
        deps.notify(check.notification);
        return;
      }
      const plan = planUpdateQuantity(
        current.cartItems,
        { product: line, qty },
        {
          cartSyncEnabled: isCartSyncEnabled(env()),
        },
      );
      // A line the server holds changes there first (like a size change); offline or unreached, the
      // background sync carries it as before.
      if (line.server_item_id && isCartSyncEnabled(env()) && current.cartServerToken) {
        const answer = await setLineQuantity(await deps.client(), line, qty);
        if (answer.ok) {
          dispatch(plan.actions);
          dispatch([{ type: "saveHash", hash: currentCartHash(current) }]);
          await syncTotals({ forceServerSync: true });
          return;
        }
        if (answer.refused) {
          deps.notify({
            type: "error",
            message: answer.message ?? "cart-sync-failed",
            action1: { label: "OK" },
            topic: `cart-line:${String(line.parentSku ?? line.sku)}`,
          });
          return;
        }
      }
      dispatch(plan.actions);
      report(await runCommands(plan.commands));
    },

    /**
     * Cart edit (behaviour.md §9.8 `configureItem`): the line's parent is configured with the new size or
     * colour by `@outlet/variant-selection`, then `planConfigureItem` merges a line of the same variant and
     * syncs. Returns false when no child matches (the shopper keeps the old line).
     */
    async configureItem(line: CartLine, configuration: Configuration): Promise<boolean> {
      const parent = { ...line, sku: line.parentSku ?? line.sku } as Parameters<typeof prepareProduct>[0];
      const { product, variant } = configureProduct(prepareProduct(parent), configuration, {
        assignProductConfiguration: true,
        fallbackToDefaultWhenNoAvailable: false,
        config: shopConfig.variants,
      });
      if (!variant || !matchesEveryChoice(variant, configuration)) {
        deps.notify({
          type: "error",
          message:
            "No such configuration for the product. Please do choose another combination of attributes.",
          action1: { label: "OK" },
          topic: `cart-line:${String(line.parentSku ?? line.sku)}`,
        });
        return false;
      }
      const configured = product as unknown as Record<string, unknown>;
      const props: Record<string, unknown> = { sku: variant.sku, parentSku: line.parentSku ?? line.sku };
      for (const key of ["price_incl_tax", "product_option", "options", "configuration", "image", "name"])
        if (configured[key] !== undefined) props[key] = configured[key];
      // The line links to its new variant at the product page's own address for it.
      if (typeof line.href === "string")
        props.href = variantHref(parent as LinkableProduct, String(variant.sku));
      // The old variant's limit does not hold for the new one (null: unknown until its stock check).
      props[MAX_QTY] = knownMaxQuantity(configured.stock);
      if (variant.sku === line.sku) return true;
      // Every outcome about this line replaces the older ones (issue 12).
      const topic = `cart-line:${String(line.parentSku ?? line.sku)}`;
      const max = props[MAX_QTY];
      if (typeof max === "number" && Number(line.qty) > max) {
        deps.notify({
          type: "error",
          message: "Only {maxQuantity} products of this type are available.",
          params: { maxQuantity: max },
          action1: { label: "OK" },
          topic,
        });
        return false;
      }
      // A line the server holds changes there first; a refusal keeps the line as it was (issue 12).
      const server = line.server_item_id && isCartSyncEnabled(env()) && current.cartServerToken;
      if (server) {
        const answer = await changeLineVariant(await deps.client(), line, {
          sku: String(variant.sku),
          product_option: props.product_option,
        });
        if (!answer.ok) {
          deps.notify({
            type: "error",
            message: answer.message ?? "cart-sync-failed",
            action1: { label: "OK" },
            topic,
          });
          return false;
        }
        Object.assign(props, answer.stored);
        props.server_item_id = answer.serverItemId;
      }
      // The line's identity follows its new options (the old variant's checksum made the next sync take the
      // server's line for another one and drop a quantity typed afterwards).
      props.checksum = checksum(props as CartLine);
      const plan = planConfigureItem(current.cartItems, line, props as CartLine, {
        cartSyncEnabled: isCartSyncEnabled(env()),
      });
      dispatch(plan.actions);
      const changed = variantChangeMessage(
        (line.configuration ?? {}) as Parameters<typeof variantChangeMessage>[0],
        (props.configuration ?? {}) as Parameters<typeof variantChangeMessage>[1],
        (Array.isArray(line.configurable_options) ? line.configurable_options : []) as Parameters<
          typeof variantChangeMessage
        >[2],
      );
      if (changed) deps.notify({ type: "success", message: changed, action1: { label: "OK" }, topic });
      if (!server) {
        report(await runCommands(plan.commands));
        return true;
      }
      // The server already holds the change: only the totals are due. A full sync here would pull the cart
      // while the shopper may already change the quantity, and its merge would put the old quantity back.
      dispatch([{ type: "saveHash", hash: currentCartHash(current) }]);
      await syncTotals({ forceServerSync: true });
      return true;
    },

    /** Asks for confirmation before removing a line (transactions.md §4 "Removal asks for confirmation"). */
    askRemove(line: CartLine): void {
      state.confirmRemoval = ref({ ...line });
    },
    cancelRemove(): void {
      state.confirmRemoval = null;
    },
    /** `removeItem` (behaviour.md §9.8), after the shopper confirmed. */
    async confirmRemove(): Promise<void> {
      const line = state.confirmRemoval;
      state.confirmRemoval = null;
      if (!line) return;
      const plan = planRemoveItem(
        current.cartItems,
        { product: line, removeByParentSku: true },
        {
          cartSyncEnabled: isCartSyncEnabled(env()),
        },
      );
      dispatch(plan.actions);
      report(await runCommands(plan.commands));
    },

    applyCoupon,
    removeCoupon,
    coupon: () => couponOf(current.platformTotals),

    /** `authorize` (behaviour.md §9.16): coupon off, connect with summed quantities, coupon back on. */
    async authorize(): Promise<void> {
      await runCommands(planAuthorize(couponOf(current.platformTotals)));
    },

    /** `clear` (behaviour.md §9.10). After an order and on logout: `{ sync: false }`. */
    async clear(options: { disconnect?: boolean; sync?: boolean } = {}): Promise<void> {
      const plan = planClearCart(options);
      dispatch(plan.before);
      await runCommands(plan.commands);
      dispatch(plan.after);
      dispatch(
        [{ type: "updateTotals", totals: null, platformTotalSegments: null, itemsAfterPlatformTotals: {} }],
        {},
      );
      // Logout (and a placed order) is done only once the emptied cart is stored: a page opened right after
      // it must not restore the previous shopper's lines into a new guest cart.
      await Promise.all([...pendingWrites]);
    },

    /** `disconnect`: forget the server cart token. */
    disconnect(): void {
      dispatch([{ type: "setServerToken", token: null }]);
    },

    toggleMicrocart(open?: boolean): void {
      dispatch([open === undefined ? { type: "toggleMicrocart" } : { type: "toggleMicrocart", open }], {
        persist: false,
      });
    },

    /** The result of a queued stock check (`store:cart/stockSync`, behaviour.md §9.9). */
    stockSync(task: StockCheckTask): void {
      const plan = planStockSync(current.cartItems, task, {
        allowOutOfStockInCart: shopperConfig.stock.allowOutOfStockInCart,
        cartSynchronize: shopperConfig.cart.synchronize,
      });
      dispatch(plan.actions);
      // The checked stock is the line's new limit for quantity changes; like the in-stock flag it is not a
      // change to sync (the hash is saved after both when the plan says so).
      const max = knownMaxQuantity(task.result);
      const lines = current.cartItems.filter(
        (line) => line.sku === task.product_sku && line[MAX_QTY] !== max,
      );
      if (max !== null && lines.length > 0)
        dispatch(lines.map((line) => ({ type: "updateProps", product: line, props: { [MAX_QTY]: max } })));
      if (plan.saveHash) dispatch([{ type: "saveHash", hash: currentCartHash(current) }]);
    },

    /** A change another tab made (behaviour.md §9.4): applied without writing it back. */
    applyRemote(action: CartAction): void {
      dispatch([action], { persist: false });
    },
  };
}

/** Drops blank strings and blank street lines so optional address fields are simply absent. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) {
    const list = value.map(compact).filter((entry) => entry !== undefined && entry !== "");
    return list.length > 0 ? list : undefined;
  }
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      const compacted = compact(entry);
      if (compacted !== undefined && compacted !== "" && compacted !== null) out[key] = compacted;
    }
    return out;
  }
  return value;
}

export { compact as compactAddress };

/**
 * The address information without blank fields, the billing country falling back to the shipping
 * country (the API requires a country on both addresses, api-contract.md §5.9).
 *
 * @example
 * withBillingCountry({ shippingAddress: { countryId: "PL" }, billingAddress: {} }).billingAddress; // { countryId: "PL" }
 */
export function withBillingCountry(info: {
  readonly shippingAddress: Readonly<Record<string, unknown>>;
  readonly billingAddress: Readonly<Record<string, unknown>>;
}): Record<string, unknown> {
  const compacted = compact(info) as {
    shippingAddress?: Record<string, unknown>;
    billingAddress?: Record<string, unknown>;
  };
  const country = compacted.shippingAddress?.countryId;
  const billing = compacted.billingAddress ?? {};
  if (!billing.countryId && !billing.country_id && country)
    compacted.billingAddress = { ...billing, countryId: country };
  return compacted;
}

/**
 * The cart store type.
 *
 * @example
 * const cart: CartStore = createCartStore(deps);
 */
export type CartStore = ReturnType<typeof createCartStore>;
