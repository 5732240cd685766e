import { type CartLine, type CartState, planLoadCart } from "@outlet/cart-merge";
import { shopperConfig } from "../../lib/shopperConfig";
import { type CartEngine, FORCED_SYNC_KEY } from "./cartStoreDeps";

/**
 * `load` (behaviour.md §9.10): the lines, hash, token and totals from storage, planned by `planLoadCart`,
 * assigned without writing them back, then the plan's server sync (callers need not await it).
 *
 * @example
 * void loadCart(engine, { forceClientState: false });
 */
export async function loadCart(
  engine: CartEngine,
  options: { forceClientState?: boolean } = {},
): Promise<void> {
  const collection = engine.deps.collection();
  const [items, hash, token, totals, forcedSync] = collection
    ? await Promise.all([
        collection.getItem("current-cart"),
        collection.getItem("current-cart-hash"),
        collection.getItem("current-cart-token"),
        collection.getItem("current-totals"),
        collection.getItem(FORCED_SYNC_KEY),
      ])
    : [null, null, null, null, null];
  const plan = planLoadCart({
    storedItems: Array.isArray(items) ? (items as CartLine[]) : [],
    storedHash: typeof hash === "string" ? hash : null,
    storedToken: typeof token === "string" || typeof token === "number" ? token : null,
    // a removal or a quantity change the last page could not finish sending wins over the server's lines
    forceClientState: (options.forceClientState ?? false) || forcedSync === true,
    cartSynchronize: shopperConfig.cart.synchronize,
    serverMergeByDefault: shopperConfig.cart.serverMergeByDefault,
  });
  engine.dispatch(plan.actions, { persist: false });
  const stored = totals as { platformTotals?: unknown; platformTotalSegments?: unknown } | null;
  if (stored?.platformTotals) {
    engine.dispatch(
      [
        {
          type: "updateTotals",
          totals: stored.platformTotals as CartState["platformTotals"],
          platformTotalSegments: (stored.platformTotalSegments ?? null) as CartState["platformTotalSegments"],
          itemsAfterPlatformTotals: {},
        },
      ],
      { persist: false },
    );
  }
  // the stored lines are drawn before the sync's work (its hash of the lines alone is 40–80 ms of a phone's
  // main thread): two shorter tasks instead of one, and the lines on screen a frame sooner (issue 29)
  if (plan.commands.length > 0) await engine.deps.afterPaint?.();
  await engine.runCommands(plan.commands);
}
