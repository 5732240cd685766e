import type { CartAction } from "./cartReducer.js";
import { createDiffLog } from "./diffLog.js";
import { forcedClientSync, type LineActionPlan } from "./planRemoveItem.js";
import type { CartLine } from "./types.js";

const toQty = (qty: unknown): number => {
  const n = typeof qty === "number" ? qty : Number.parseInt(String(qty), 10);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Plans `configureItem` (behaviour §9.8) once the runner found the variant `v` for the new configuration
 * (variant-selection §5.8). Pure.
 * 1. If another line already holds `v.sku` (and the edited line is not `v` already), that line is removed
 *    and its qty is added to the edited line.
 * 2. The edited line takes `{...product, qty, ...v}` (the spec adds the qty to `product` first).
 * 3. A forced-client sync when sync is on and the line has a `server_item_id`.
 *
 * @default context.cartSyncEnabled true
 * @example
 * const items = [{ sku: "A-M", parentSku: "A", qty: 1 }, { sku: "A-L", parentSku: "A", qty: 2 }];
 * planConfigureItem(items, items[0]!, { sku: "A-L" }).actions;
 * // [{ type: "delete", product: items[1], removeByParentSku: false }, { type: "updateProps", product: items[0], props: { sku: "A-L", parentSku: "A", qty: 3 } }]
 */
export function planConfigureItem(
  items: readonly CartLine[],
  product: CartLine,
  variant: CartLine,
  context: { readonly cartSyncEnabled?: boolean } = {},
): LineActionPlan {
  const actions: CartAction[] = [];
  let qty = toQty(product.qty);
  const other = items.find((line) => line !== product && line.sku === variant.sku);
  if (other !== undefined && product.sku !== variant.sku) {
    actions.push({ type: "delete", product: other, removeByParentSku: false });
    qty += toQty(other.qty);
  }
  actions.push({ type: "updateProps", product, props: { ...product, qty, ...variant } });
  const commands = (context.cartSyncEnabled ?? true) && product.server_item_id ? [forcedClientSync()] : [];
  return { actions, commands, diff: createDiffLog() };
}
