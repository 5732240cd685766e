import {
  CART_MESSAGES,
  type CartLine,
  type CartNotification,
  type DiffLog,
  mergeDiffLogs,
  planAddToCart,
  planRemoveItem,
  planSetRollback,
  prepareProductsToAdd,
  serverCartStanding,
  successNotification,
} from "@outlet/cart-merge";
import { shopperConfig } from "../../lib/shopperConfig";
import { type CartEngine, isFailure, MAX_QTY } from "./cartStoreDeps";
import { setLineQuantity } from "./changeLineVariant";
import { knownMaxQuantity } from "./knownStock";

/**
 * `addItem` (behaviour.md §9.5–§9.7): prepared and planned by `@outlet/cart-merge` (validated,
 * stock-checked), assigned, its commands run; the success message when the server said nothing. A set
 * (grouped product) goes in whole or not at all (issue 32): `planAddToCart`'s `set` check first, and when
 * the server refuses a part after others went in, those are taken back (`planSetRollback`); one message
 * for the set either way. Returns how many lines were added (0 when the server refused).
 *
 * @example
 * await addProductToCart(engine, line); // 1
 */
export async function addProductToCart(engine: CartEngine, product: CartLine): Promise<number> {
  return addProductsToCart(engine, [product]);
}

/**
 * `addItem` for several products at once (the lines of a cart filled without JavaScript): one plan, one
 * wait for the paint, one push command for all the lines (still one update request per line) and each
 * message once, where an add per product did all of it per line. Not a speed-up that shows: a profile of
 * the cart page's join at 4× measured the same before and after (storefront README, session 30). A set (one
 * grouped product) goes as `addProductToCart` says. Returns how many lines the server took.
 *
 * @example
 * await addProductsToCart(engine, [scarf, blouse]); // 2
 */
export async function addProductsToCart(engine: CartEngine, products: readonly CartLine[]): Promise<number> {
  engine.dispatch([{ type: "setAddingToCart", value: true }], { persist: false });
  try {
    // the tap's answer (the busy button) is painted first; the add's work comes in the tasks after it
    await engine.deps.afterPaint?.();
    const isSet = products.length === 1 && products[0]?.type_id === "grouped";
    const prepared = products.flatMap((product) => {
      // The line keeps the most the product page's stock allows (the line itself drops `stock`,
      // behaviour.md §1 omit fields), so the cart can refuse more without asking the server.
      const max = knownMaxQuantity((product as { stock?: unknown }).stock);
      return prepareProductsToAdd(max === null ? product : { ...product, [MAX_QTY]: max }, {
        stockSynchronize: shopperConfig.stock.synchronize,
      }).map((entry) =>
        // each part's line keeps its own limit, as a product added alone does
        isSet && entry.quantityLimit !== undefined
          ? { ...entry, product: { ...entry.product, [MAX_QTY]: entry.quantityLimit } }
          : entry,
      );
    });
    if (prepared.length === 0) {
      // A grouped product whose items were not loaded adds nothing: say so rather than stay silent.
      engine.deps.notify({ type: "error", message: "cart-nothing-to-add", action1: { label: "OK" } });
      return 0;
    }
    // issue 30: a cart absent or in sync on the server takes the short path, whose update checks the stock
    // itself (a refused line answers the same Polish message): no separate stock check before it
    const serverCart = serverCartStanding(engine.getState());
    const short = engine.syncEnabled() && serverCart !== "stale";
    const withChecks = await Promise.all(
      prepared.map(async (entry) => {
        if (
          short ||
          entry.stockStatus === "out_of_stock" ||
          !engine.deps.queueStockCheck ||
          !entry.product.sku
        )
          return entry;
        const id = await engine.deps.queueStockCheck(String(entry.product.sku)).catch(() => undefined);
        return id === undefined ? entry : { ...entry, onlineCheckTaskId: id };
      }),
    );
    const plan = planAddToCart(withChecks, {
      cartSyncEnabled: engine.syncEnabled(),
      allowOutOfStockInCart: shopperConfig.stock.allowOutOfStockInCart,
      inCheckout: engine.deps.inCheckout(),
      externalCheckout: engine.deps.externalCheckout,
      useZeroPriceProduct: shopperConfig.useZeroPriceProduct,
      serverCart,
      ...(isSet ? { set: { cartItems: engine.getState().cartItems } } : {}),
    });
    const before = engine.getState().cartItems;
    engine.dispatch(plan.actions);
    if (plan.commands.length === 0 && plan.added === 0) {
      engine.report(plan.diff);
      return 0;
    }
    const run = mergeDiffLogs(plan.diff, await engine.runCommands(plan.commands));
    const refused = run.serverResponses.some((response) => isFailure(response.status));
    const diff = isSet
      ? await settleSet(engine, run, refused, { before, prepared })
      : products.length > 1
        ? { ...run, clientNotifications: sayOnce(run.clientNotifications) }
        : run;
    if (plan.added > 0 && !refused && diff.clientNotifications.length === 0 && !engine.deps.inCheckout()) {
      // behaviour.md §9.7: with no result from the server, the success message is spawned.
      engine.deps.notify(
        successNotification(
          isSet ? CART_MESSAGES.setAdded : CART_MESSAGES.productAdded,
          engine.deps.externalCheckout,
        ),
      );
    }
    engine.report(diff);
    if (plan.added > 0 && !refused) {
      engine.deps.onAdded?.(
        plan.actions.flatMap((action) => (action.type === "add" ? [action.product] : [])),
      );
    }
    if (!refused) return plan.added;
    // one product (or one set) refused adds nothing; of several, those the server took stay
    if (products.length === 1) return 0;
    return Math.max(0, plan.added - run.serverResponses.filter((r) => isFailure(r.status)).length);
  } catch (error) {
    engine.log("add to cart failed", error);
    engine.deps.notify({ type: "error", message: "cart-sync-failed", action1: { label: "OK" } });
    return 0;
  } finally {
    engine.dispatch([{ type: "setAddingToCart", value: false }], { persist: false });
  }
}

/** The notifications with each message said once (several lines added at once answer one each). */
const sayOnce = (notifications: readonly CartNotification[]): CartNotification[] => {
  const said = new Set<string>();
  return notifications.filter((notification) => {
    const key = `${notification.type} ${notification.message} ${JSON.stringify(notification.params ?? {})}`;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
};

/**
 * A success message of the cart rules: a set says its own once instead (issue 32), also when its parts
 * were already in the cart and only their quantities grew ("Ilość produktu została zaktualizowana!" named
 * a product, not the set).
 */
const isAddedMessage = (notification: CartNotification) =>
  notification.type === "success" &&
  (notification.message === CART_MESSAGES.productAdded ||
    notification.message === CART_MESSAGES.setAdded ||
    notification.message === CART_MESSAGES.quantityUpdated);

/**
 * After a set's parts were pushed: the parts' own success messages are dropped (the set says it once), and
 * when the server refused a part (its stock changed since the page showed it), the parts it took are taken
 * back (`planSetRollback`) and one error names the refused part instead of the server's per-part answers.
 */
async function settleSet(
  engine: CartEngine,
  run: DiffLog,
  refused: boolean,
  context: {
    readonly before: readonly CartLine[];
    readonly prepared: readonly { readonly product: CartLine }[];
  },
): Promise<DiffLog> {
  const quiet = { ...run, clientNotifications: run.clientNotifications.filter((n) => !isAddedMessage(n)) };
  if (!refused) return quiet;
  const parts = context.prepared.map((entry) => entry.product);
  const steps = planSetRollback(parts, context.before, engine.getState().cartItems);
  const client = await engine.deps.client();
  for (const step of steps) {
    if (step.qty > 0 && step.line.server_item_id) {
      const answer = await setLineQuantity(client, step.line, step.qty);
      if (answer.ok) engine.dispatch([{ type: "updateQty", product: step.line, qty: step.qty }]);
      continue;
    }
    const removal = planRemoveItem(
      engine.getState().cartItems,
      { product: step.line, removeByParentSku: false },
      { cartSyncEnabled: engine.syncEnabled() },
    );
    engine.dispatch(removal.actions);
    await engine.runCommands(removal.commands);
  }
  const failed = run.serverResponses.find((response) => isFailure(response.status));
  const part = parts.find((line) => line.sku === failed?.sku) ?? parts[0];
  const name = String(part?.name ?? part?.sku ?? "");
  return {
    items: run.items,
    serverResponses: [],
    clientNotifications: [
      {
        type: "error",
        message: CART_MESSAGES.setPartShort,
        params: { name },
        action1: { label: CART_MESSAGES.ok },
      },
    ],
  };
}
