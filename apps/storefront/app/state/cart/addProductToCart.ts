import {
  CART_MESSAGES,
  type CartLine,
  mergeDiffLogs,
  planAddToCart,
  prepareProductsToAdd,
  serverCartStanding,
  successNotification,
} from "@outlet/cart-merge";
import { shopperConfig } from "../../lib/shopperConfig";
import { type CartEngine, isFailure, MAX_QTY } from "./cartStoreDeps";
import { knownMaxQuantity } from "./knownStock";

/**
 * `addItem` (behaviour.md §9.5–§9.7): prepared and planned by `@outlet/cart-merge` (validated,
 * stock-checked), assigned, its commands run; the success message when the server said nothing. Returns how
 * many lines were added (0 when the server refused).
 *
 * @example
 * await addProductToCart(engine, line); // 1
 */
export async function addProductToCart(engine: CartEngine, product: CartLine): Promise<number> {
  engine.dispatch([{ type: "setAddingToCart", value: true }], { persist: false });
  try {
    // The line keeps the most the product page's stock allows (the line itself drops `stock`,
    // behaviour.md §1 omit fields), so the cart can refuse more without asking the server.
    const max = knownMaxQuantity((product as { stock?: unknown }).stock);
    const prepared = prepareProductsToAdd(max === null ? product : { ...product, [MAX_QTY]: max }, {
      stockSynchronize: shopperConfig.stock.synchronize,
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
    });
    engine.dispatch(plan.actions);
    const diff = mergeDiffLogs(plan.diff, await engine.runCommands(plan.commands));
    const refused = diff.serverResponses.some((response) => isFailure(response.status));
    if (plan.added > 0 && !refused && diff.clientNotifications.length === 0 && !engine.deps.inCheckout()) {
      // behaviour.md §9.7: with no result from the server, the success message is spawned.
      engine.deps.notify(successNotification(CART_MESSAGES.productAdded, engine.deps.externalCheckout));
    }
    engine.report(diff);
    if (plan.added > 0 && !refused) {
      engine.deps.onAdded?.(
        plan.actions.flatMap((action) => (action.type === "add" ? [action.product] : [])),
      );
    }
    return refused ? 0 : plan.added;
  } catch (error) {
    engine.log("add to cart failed", error);
    engine.deps.notify({ type: "error", message: "cart-sync-failed", action1: { label: "OK" } });
    return 0;
  } finally {
    engine.dispatch([{ type: "setAddingToCart", value: false }], { persist: false });
  }
}
