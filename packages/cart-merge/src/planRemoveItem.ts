import type { CartCommand } from "./cartCommand.js";
import type { CartAction } from "./cartReducer.js";
import { createDiffLog, type DiffLog, pushClientParty } from "./diffLog.js";
import { productsEquals } from "./productsEquals.js";
import type { CartLine } from "./types.js";

/**
 * What a line action returns: the actions to dispatch, then either the commands to run (a forced-client
 * sync) or a local DiffLog.
 *
 * @example
 * const plan: LineActionPlan = { actions: [], commands: [], diff: createDiffLog() };
 */
export interface LineActionPlan {
  readonly actions: readonly CartAction[];
  readonly commands: readonly CartCommand[];
  readonly diff: DiffLog;
}

/**
 * The payload of `removeItem`: a bare product, or `{product, removeByParentSku?}`.
 *
 * @example
 * const payload: RemoveItemPayload = { product: { sku: "A" }, removeByParentSku: true };
 */
export type RemoveItemPayload =
  | CartLine
  | { readonly product: CartLine; readonly removeByParentSku?: boolean };

const FORCED_SYNC: CartCommand = {
  type: "sync",
  forceClientState: true,
  dryRun: false,
  mergeQty: false,
  forceSync: false,
};

/**
 * @internal Whether a line action is followed by a forced-client sync: sync is on and the line (or the
 * product) has a `server_item_id` (§9.8).
 *
 * @example
 * syncIfServerLine([{ sku: "A", server_item_id: 2 }], { sku: "A" }, true); // true
 */
export function syncIfServerLine(
  items: readonly CartLine[],
  product: CartLine,
  cartSyncEnabled: boolean,
): boolean {
  if (!cartSyncEnabled) return false;
  const line = items.find((candidate) => productsEquals(candidate, product)) ?? product;
  return Boolean(line.server_item_id || product.server_item_id);
}

/**
 * @internal The `sync({forceClientState: true})` command of §9.8.
 *
 * @example
 * forcedClientSync().type; // "sync"
 */
export const forcedClientSync = (): CartCommand => FORCED_SYNC;

const isWrapper = (
  payload: RemoveItemPayload,
): payload is { product: CartLine; removeByParentSku?: boolean } =>
  "product" in payload && payload.product !== null && typeof payload.product === "object";

/**
 * Plans `removeItem` (behaviour §9.8). Pure. With the `{product}` wrapper, children go too only when
 * `removeByParentSku` is set and the product is not a bundle; a bare product removes its children of the
 * same `parentSku`. Then a forced-client sync when sync is on and the line has a `server_item_id`, else a
 * DiffLog with the client party `{status: 'no-item', sku}`.
 *
 * @default context.cartSyncEnabled true
 * @example
 * planRemoveItem([{ sku: "A", server_item_id: 3 }], { sku: "A" }).commands; // [{ type: "sync", forceClientState: true, … }]
 */
export function planRemoveItem(
  items: readonly CartLine[],
  payload: RemoveItemPayload,
  context: { readonly cartSyncEnabled?: boolean } = {},
): LineActionPlan {
  const product: CartLine = isWrapper(payload) ? payload.product : (payload as CartLine);
  const removeByParentSku = isWrapper(payload)
    ? Boolean(payload.removeByParentSku) && product.type_id !== "bundle"
    : true;
  const actions: CartAction[] = [{ type: "delete", product, removeByParentSku }];
  if (syncIfServerLine(items, product, context.cartSyncEnabled ?? true)) {
    return { actions, commands: [FORCED_SYNC], diff: createDiffLog() };
  }
  const sku = product.sku === undefined || product.sku === null ? {} : { sku: String(product.sku) };
  return { actions, commands: [], diff: pushClientParty(createDiffLog(), { status: "no-item", ...sku }) };
}
