import {
  afterPushCommands,
  type CartLine,
  createDiffLog,
  type DiffLog,
  mergeDiffLogs,
  planPushAddedLines,
  pushedLineOutcome,
} from "@outlet/cart-merge";
import { shopperConfig } from "../../lib/shopperConfig";
import { toAnswer } from "../../lib/toAnswer";
import type { CartEngine } from "./cartStoreDeps";

/**
 * The short path of an add (issue 30, `pushAdded`): plan the pushes (`planPushAddedLines`), send each line
 * with one `cart/update` (the first without a cart id when `open`: the backend opens the cart, checks the
 * stock and answers the line with the cart's totals), assign each answer (`pushedLineOutcome`), then run
 * `afterPushCommands`. No stock check, pull, totals or shipping call before the confirmation (a cart's first
 * add prices its delivery after the confirmation's paint).
 *
 * @example
 * await pushAddedLines(engine, { products: [line], open: true });
 */
export async function pushAddedLines(
  engine: CartEngine,
  command: { readonly products: readonly CartLine[]; readonly open: boolean },
): Promise<DiffLog> {
  // The line is drawn in the task that added it; the request (and the transport's first use) in the next
  // (issue 29: on `/koszyk` the join of two lines was one task of 100–240 ms at 4× CPU).
  await engine.deps.yieldToMain?.();
  const client = await engine.deps.client();
  const effects = planPushAddedLines(engine.getState().cartItems, command.products, {
    cartToken: engine.getState().cartServerToken || null,
    setConfigurableProductOptions: shopperConfig.cart.setConfigurableProductOptions,
  });
  let diff = createDiffLog();
  let totals = true;
  let delivery = true;
  let pull = false;
  let answered = true;
  for (const effect of effects) {
    // a later line of the same add finds the cart the first one opened
    const open = command.open && !engine.getState().cartServerToken;
    const release = engine.deps.holdLeaving?.();
    const answer = await toAnswer(
      open ? client.cart.open(effect.cartItem) : client.cart.update(effect.cartItem),
    ).finally(() => release?.());
    // The page is going and its navigation cut the request off: the server may or may not have the line.
    // It stays, unconfirmed and with the hash unsaved, so the next page's sync sends it (issue 29: taking
    // it back here emptied the cart of a shopper who left right after the tap).
    if (answer.code === null && engine.deps.leaving?.()) return diff;
    const outcome = pushedLineOutcome(effect, answer, {
      now: engine.deps.now(),
      items: engine.getState().cartItems,
      inCheckout: engine.deps.inCheckout(),
      externalCheckout: engine.deps.externalCheckout,
    });
    engine.dispatch(outcome.actions);
    diff = mergeDiffLogs(diff, outcome.diff);
    totals &&= outcome.totals;
    delivery &&= outcome.delivery;
    pull ||= outcome.pull;
    answered &&= answer.code !== null;
  }
  // the server holds what this browser shows (unless a request got no answer): the next add may be short
  if (answered && engine.getState().cartServerToken)
    engine.dispatch([{ type: "markSync", now: engine.deps.now() }]);
  return mergeDiffLogs(diff, await engine.runCommands(afterPushCommands({ totals, delivery, pull })));
}
