import { type CartLine, clampQuantity, planUpdateQuantity, validateQuantity } from "@outlet/cart-merge";
import { ref } from "valtio";
import { type CartEngine, MAX_QTY } from "./cartStoreDeps";
import { setLineQuantity } from "./changeLineVariant";

/**
 * `updateQuantity` (behaviour.md §9.8): 0 asks for confirmation instead; more than the known stock is
 * lowered to it here (`clampQuantity`, with its message); a line the server holds changes there first, else `planUpdateQuantity`
 * is assigned and its commands run.
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
  const clamped = max === null || requested <= current ? null : clampQuantity(requested, max);
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
  // A line the server holds changes there first (like a size change); offline or unreached, the
  // background sync carries it as before.
  if (line.server_item_id && engine.syncEnabled() && engine.getState().cartServerToken) {
    const answer = await setLineQuantity(await engine.deps.client(), line, qty);
    if (answer.ok) {
      engine.dispatch(plan.actions);
      engine.saveHash();
      await engine.syncTotals({ forceServerSync: true });
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
  }
  engine.dispatch(plan.actions);
  engine.report(await engine.runCommands(plan.commands));
}
