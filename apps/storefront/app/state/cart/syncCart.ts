import {
  connectOutcome,
  createDiffLog,
  type DiffLog,
  decideSync,
  isTotalsSyncRequired,
  mergeDiffLogs,
  planCartMerge,
  pullOutcome,
  runCartMergePlan,
} from "@outlet/cart-merge";
import { shopperConfig } from "../../lib/shopperConfig";
import { toAnswer } from "../../lib/toAnswer";
import { type CartEngine, FORCED_SYNC_KEY } from "./cartStoreDeps";

/**
 * `connect` (behaviour.md §9.10): a cart token from the server, then a sync; a 401 retries as a guest once.
 * Plan (`connectOutcome`), assign, run its commands.
 *
 * @example
 * await connectCart(engine, { guestCart: false, forceClientState: false, mergeQty: true });
 */
export async function connectCart(
  engine: CartEngine,
  options: {
    guestCart: boolean;
    forceClientState: boolean;
    mergeQty: boolean;
  },
): Promise<DiffLog> {
  if (!engine.syncEnabled()) return createDiffLog();
  const heldToken = engine.getState().cartServerToken;
  const answer = await toAnswer((await engine.deps.client()).cart.create({ guest: options.guestCart }));
  // §9.16 sums the quantities of lines on both sides to merge *another* cart into the customer's. When a
  // restored session re-authorises (§12.1) the API answers with the very cart this browser already holds:
  // its lines are the server's lines, and summing them would double every quantity on each page load.
  const sameCart = answer.code === 200 && Boolean(heldToken) && String(answer.result) === String(heldToken);
  const outcome = connectOutcome(answer, {
    connectBypassCount: engine.getState().connectBypassCount,
    maxCartBypassAttempts: shopperConfig.queues.maxCartBypassAttempts,
    serverMergeByDefault: shopperConfig.cart.serverMergeByDefault,
    forceClientState: options.forceClientState,
    mergeQty: options.mergeQty && !sameCart,
  });
  if (outcome.type === "failed") engine.log("cart connect failed", answer.result);
  engine.dispatch(outcome.actions);
  return engine.runCommands(outcome.commands);
}

/**
 * `sync` (behaviour.md §9.10–§9.12): pull the server cart, plan the merge (`planCartMerge`), run its effects,
 * then its commands; totals and the hash follow.
 *
 * @example
 * await syncCart(engine, { forceClientState: false, dryRun: false, mergeQty: false, forceSync: true });
 */
export async function syncCart(
  engine: CartEngine,
  options: {
    forceClientState: boolean;
    dryRun: boolean;
    mergeQty: boolean;
    forceSync: boolean;
  },
): Promise<DiffLog> {
  const decision = decideSync(engine.getState(), {
    now: engine.deps.now(),
    online: engine.deps.online(),
    client: engine.deps.isClient,
    cartSynchronize: shopperConfig.cart.synchronize,
    inCheckout: engine.deps.inCheckout(),
    ...options,
    merge: {
      serverMergeByDefault: shopperConfig.cart.serverMergeByDefault,
      serverSyncCanRemoveLocalItems: shopperConfig.cart.serverSyncCanRemoveLocalItems,
      serverSyncCanModifyLocalItems: shopperConfig.cart.serverSyncCanModifyLocalItems,
      setConfigurableProductOptions: shopperConfig.cart.setConfigurableProductOptions,
    },
  });
  if (!decision.run) return createDiffLog();
  // the shopper's own change: until this sync ends, the next page's load must sync the same way
  const forced = options.forceClientState && !options.dryRun;
  if (forced) engine.remember(FORCED_SYNC_KEY, true);
  engine.dispatch(decision.actions);
  const pulled = pullOutcome(await toAnswer((await engine.deps.client()).cart.pull()), {
    connectBypassCount: engine.getState().connectBypassCount,
    maxCartBypassAttempts: shopperConfig.queues.maxCartBypassAttempts,
  });
  if (pulled.type === "failed") {
    engine.dispatch(pulled.actions);
    return engine.runCommands(pulled.commands);
  }
  const plan = planCartMerge(engine.getState().cartItems, pulled.serverItems, decision.flags);
  const client = await engine.deps.client();
  // while a line's request is out, a navigation the page did not begin (an address typed) is seen too
  const held = <TResult>(request: () => Promise<TResult>): Promise<TResult> => {
    const release = engine.deps.holdLeaving?.();
    return request().finally(() => release?.());
  };
  const run = await runCartMergePlan(plan, {
    getState: () => engine.getState(),
    dispatch: (actions) => engine.dispatch(actions),
    updateServerItem: (cartItem) => held(() => toAnswer(client.cart.update(cartItem))),
    deleteServerItem: (cartItem) => held(() => toAnswer(client.cart.delete(cartItem))),
    resolveProduct: engine.deps.resolveProduct,
    log: (error) => engine.log("cart merge effect failed", error),
    ...(engine.deps.leaving ? { leaving: engine.deps.leaving } : {}),
    notifications: { inCheckout: engine.deps.inCheckout(), externalCheckout: engine.deps.externalCheckout },
    prepare: { stockSynchronize: shopperConfig.stock.synchronize },
    add: {
      cartSyncEnabled: engine.syncEnabled(),
      allowOutOfStockInCart: shopperConfig.stock.allowOutOfStockInCart,
      inCheckout: engine.deps.inCheckout(),
      externalCheckout: engine.deps.externalCheckout,
    },
  });
  // The page's leaving cut a request off (issue 29): no totals and no hash, so the next page's load finds
  // the cart out of sync and sends the change (a removal whose delete was cut off came back otherwise).
  if (run.cutOff) return run.diff;
  if (forced) engine.remember(FORCED_SYNC_KEY, false);
  // §9.11 "after the lines": totals when required (not forced), then the hash.
  if (!decision.flags.dryRun) {
    if (isTotalsSyncRequired(engine.getState()) && engine.getState().cartItems.length > 0)
      await engine.syncTotals();
    engine.saveHash();
  }
  return mergeDiffLogs(run.diff, await engine.runCommands(run.commands));
}
