import type { CartAction } from "./cartReducer.js";
import { createDiffLog, pushClientParty } from "./diffLog.js";
import { forcedClientSync, type LineActionPlan, syncIfServerLine } from "./planRemoveItem.js";
import type { CartLine } from "./types.js";

/**
 * Plans `updateQuantity({product, qty, forceServerSilence})` (behaviour §9.8). Pure. UPD, then a
 * forced-client sync when sync is on, the line has a `server_item_id` and the update is not silent;
 * otherwise a DiffLog with `{status: 'wrong-qty', sku, 'client-qty': qty}`. Check the quantity first with
 * `validateQuantity` when the available quantity is known.
 *
 * @default context.cartSyncEnabled true
 * @example
 * planUpdateQuantity([{ sku: "A", qty: 1 }], { product: { sku: "A" }, qty: 3 }).diff.items;
 * // [{ party: "client", status: "wrong-qty", sku: "A", "client-qty": 3 }]
 */
export function planUpdateQuantity(
  items: readonly CartLine[],
  payload: {
    readonly product: CartLine;
    readonly qty: number | string;
    readonly forceServerSilence?: boolean;
  },
  context: { readonly cartSyncEnabled?: boolean } = {},
): LineActionPlan {
  const { product, qty, forceServerSilence = false } = payload;
  const actions: CartAction[] = [{ type: "updateQty", product, qty }];
  if (!forceServerSilence && syncIfServerLine(items, product, context.cartSyncEnabled ?? true)) {
    return { actions, commands: [forcedClientSync()], diff: createDiffLog() };
  }
  const sku = product.sku === undefined || product.sku === null ? {} : { sku: String(product.sku) };
  return {
    actions,
    commands: [],
    diff: pushClientParty(createDiffLog(), { status: "wrong-qty", ...sku, "client-qty": qty }),
  };
}
