import {
  type CartLine,
  clampQuantity,
  clampToLineMax,
  planUpdateQuantity,
  productsEquals,
  validateQuantity,
} from "@outlet/cart-merge";
import { ref } from "valtio";
import { type CartEngine, FORCED_SYNC_KEY, MAX_QTY } from "./cartStoreDeps";
import { setLineQuantity } from "./changeLineVariant";
import { applyTotalsAnswer } from "./syncCartTotals";

/** Sets the quantity of `line` as the cart holds it now (found by `productsEquals`), if it is still there. */
function setQuantityOf(engine: CartEngine, line: CartLine, qty: number): void {
  const now = engine.getState().cartItems.find((candidate) => productsEquals(candidate, line));
  if (now && Number(now.qty) !== qty) engine.dispatch([{ type: "updateQty", product: now, qty }]);
}

/**
 * `updateQuantity` (behaviour.md §9.8): 0 asks for confirmation instead; more than the known stock is
 * lowered to it here (`clampQuantity`, with its message); a line the server holds is drawn at once and set there
 * by its id, else `planUpdateQuantity` is assigned and its commands run.
 *
 * @example
 * await updateLineQuantity(engine, line, 3);
 */
export async function updateLineQuantity(
  engine: CartEngine,
  line: CartLine,
  requested: number,
): Promise<void> {
  if (requested <= 0) {
    engine.state.confirmRemoval = ref({ ...line });
    return;
  }
  // behaviour.md §9: a quantity above the stock the line carries is lowered here to that stock, with a
  // message saying so (issue 32: 15 of 14 used to leave the field at 1), so no update is sent only to be
  // refused (a lower quantity is always let through).
  const max = typeof line[MAX_QTY] === "number" ? (line[MAX_QTY] as number) : null;
  const current = Number(line.qty ?? 0);
  // without a known stock, the most a line may hold (the API refuses more, naming no field)
  const clamped =
    requested <= current ? null : max === null ? clampToLineMax(requested) : clampQuantity(requested, max);
  if (max !== null && clamped?.qty === current) {
    // nothing to lower (a "+" at the limit): the line stays, and the shopper is told the limit only
    const check = validateQuantity(requested, max);
    if (!check.ok) engine.deps.notify(check.notification);
    return;
  }
  if (clamped?.notification) engine.deps.notify(clamped.notification);
  const qty = clamped?.qty ?? requested;
  if (qty <= 0 || qty === current) return;
  const plan = planUpdateQuantity(
    engine.getState().cartItems,
    { product: line, qty },
    {
      cartSyncEnabled: engine.syncEnabled(),
    },
  );
  // A line the server holds: the quantity is drawn at once and set there by its id; the server's answer
  // then stands (a merge that ran meanwhile drew the server's old quantity: issue 12), a refusal puts the
  // quantity before back. Until the answer, the next page's load sends the browser's lines, so a tab closed
  // meanwhile keeps the typed quantity. Offline or unreached, the background sync carries it as before.
  if (line.server_item_id && engine.syncEnabled() && engine.getState().cartServerToken) {
    engine.dispatch(plan.actions);
    engine.remember(FORCED_SYNC_KEY, true);
    const answer = await setLineQuantity(await engine.deps.client(), line, qty);
    if (answer.ok || answer.refused) {
      setQuantityOf(engine, line, answer.ok ? answer.qty : current);
      engine.remember(FORCED_SYNC_KEY, false);
      engine.saveHash();
    }
    if (answer.ok) {
      // the update answers the cart's totals with the delivery (issue 30): no second round trip for them
      // (the independent pass of session 34: four requests one after another, 6 s with a slow API)
      if (answer.totals?.total_segments?.some((segment) => segment.code === "shipping"))
        applyTotalsAnswer(engine, { code: 200, result: { totals: answer.totals } });
      else await engine.syncTotals({ forceServerSync: true });
      return;
    }
    if (answer.refused) {
      engine.deps.notify({
        type: "error",
        message: answer.message ?? "cart-sync-failed",
        action1: { label: "OK" },
        topic: `cart-line:${String(line.parentSku ?? line.sku)}`,
      });
      return;
    }
    engine.report(await engine.runCommands(plan.commands));
    return;
  }
  engine.dispatch(plan.actions);
  engine.report(await engine.runCommands(plan.commands));
}
