import { applyServerTotals } from "./applyServerTotals.js";
import type { CartCommand } from "./cartCommand.js";
import { cartItemForUpdate } from "./cartItemForUpdate.js";
import type { CartAction } from "./cartReducer.js";
import { isCartConnected, isSyncRequired } from "./cartSelectors.js";
import type { CartState } from "./cartState.js";
import type { DiffLog } from "./diffLog.js";
import { isSuccess } from "./isSuccess.js";
import type { PushLineEffect } from "./planCartMerge.js";
import { productsEquals } from "./productsEquals.js";
import { type ResolvePushLineContext, resolvePushLine } from "./resolvePushLine.js";
import type { CartLine, ServerCartLine, ServerResponse } from "./types.js";

/**
 * Where the server cart stands before an add (issue 30, the short path of a click):
 * - `none`: no server cart and no local line: the first line opens the cart (`cart/update` without a
 *   `cartId`, after-sales-and-law.md "The cart round trips");
 * - `inSync`: connected, and the server holds what this browser last saw (the saved hash is current and
 *   a sync happened): the added line is pushed alone, no pull first;
 * - `stale`: anything else, including a cart not loaded yet from the browser's storage (an early tap: the
 *   stored cart may hold a server cart this state does not know yet): the full `create` + `sync` of
 *   behaviour §9.7.
 *
 * @example
 * serverCartStanding({ ...initialCartState(), cartIsLoaded: true }); // "none"
 */
export type ServerCartStanding = "none" | "inSync" | "stale";

/**
 * {@link ServerCartStanding} of a cart state, read before the add is dispatched. Pure.
 *
 * @example
 * serverCartStanding({ cartItems: [], cartServerToken: "", cartItemsHash: "", cartServerLastSyncDate: 0, cartIsLoaded: true }); // "none"
 */
export function serverCartStanding(
  state: Pick<
    CartState,
    "cartItems" | "cartServerToken" | "cartItemsHash" | "cartServerLastSyncDate" | "cartIsLoaded"
  >,
): ServerCartStanding {
  if (!state.cartIsLoaded) return "stale";
  if (!isCartConnected(state)) return state.cartItems.length === 0 ? "none" : "stale";
  return isSyncRequired(state) ? "stale" : "inSync";
}

/**
 * The push of each added product's line as the cart holds it after the ADD (a repeated product has grown
 * an existing line, which is then set by its `item_id`). Pure. Lines not found are skipped.
 *
 * @example
 * planPushAddedLines([{ sku: "A", qty: 1 }], [{ sku: "A", qty: 1 }], {})[0]?.cartItem; // { sku: "A", qty: 1, product_option: undefined, quoteId: null }
 */
export function planPushAddedLines(
  items: readonly CartLine[],
  added: readonly CartLine[],
  options: { readonly cartToken?: string | number | null; readonly setConfigurableProductOptions?: boolean },
): readonly PushLineEffect[] {
  const effects: PushLineEffect[] = [];
  for (const product of added) {
    const line = items.find((candidate) => productsEquals(candidate, product));
    if (!line || effects.some((effect) => effect.line === line)) continue;
    const serverLine: ServerCartLine | null = line.server_item_id
      ? { item_id: line.server_item_id, qty: line.qty, quote_id: line.server_cart_id }
      : null;
    effects.push({
      type: "pushLine",
      line,
      serverLine,
      updateIds: serverLine !== null,
      mergeQty: false,
      cartItem: cartItemForUpdate(line, serverLine, {
        updateIds: serverLine !== null,
        cartToken: options.cartToken ?? null,
        setConfigurableProductOptions: options.setConfigurableProductOptions ?? true,
      }),
    });
  }
  return effects;
}

/**
 * What the answer of one pushed line changes (issue 30): {@link resolvePushLine}'s actions and diff, the
 * cart id when the push opened the cart (`result.cart_id`), and the totals the answer carries
 * ({@link applyServerTotals}). `totals` is false when the answer had none (an older backend), so the
 * caller syncs them the old way; `delivery` is false when the answered totals price no delivery (no
 * `shipping` segment: the cart has no shipping method yet, as after its first add); `pull` is true when the
 * totals name a line this browser does not hold (the customer's cart had lines already), so the caller
 * syncs the lines. Pure.
 *
 * @example
 * const [effect] = planPushAddedLines([{ sku: "A", qty: 1 }], [{ sku: "A", qty: 1 }], {});
 * pushedLineOutcome(effect!, { code: 200, result: { item_id: 9, sku: "A", qty: 1, cart_id: "k", totals: { grand_total: 5, items: [{ item_id: 9, qty: 1 }] } } }, { now: 1, items: [] }).actions.map((a) => a.type);
 * // ["updateProps", "setServerToken", "updateProps", "updateTotals", "markTotalsSync"]
 */
export function pushedLineOutcome(
  effect: PushLineEffect,
  response: ServerResponse<unknown> | null | undefined,
  context: ResolvePushLineContext & { readonly now: number; readonly items: readonly CartLine[] },
): {
  readonly actions: readonly CartAction[];
  readonly diff: DiffLog;
  readonly totals: boolean;
  readonly delivery: boolean;
  readonly pull: boolean;
} {
  const pushed = resolvePushLine(effect, response, context);
  if (!isSuccess(response)) return { ...pushed, totals: true, delivery: true, pull: false };
  const result = (response?.result ?? {}) as {
    readonly item_id?: string | number;
    readonly cart_id?: string | number;
    readonly totals?: {
      readonly items?: readonly { readonly item_id?: unknown }[];
      readonly total_segments?: readonly { readonly code?: unknown }[];
    };
  };
  const actions: CartAction[] = [...pushed.actions];
  if (result.cart_id !== undefined && result.cart_id !== null)
    actions.push({ type: "setServerToken", token: result.cart_id });
  if (!result.totals) return { actions, diff: pushed.diff, totals: false, delivery: true, pull: false };
  const delivery = (result.totals.total_segments ?? []).some((segment) => segment.code === "shipping");
  const applied = applyServerTotals({ code: 200, result: { totals: result.totals } }, { now: context.now });
  if (applied.ok) actions.push(...applied.actions);
  const known = new Set(
    context.items.flatMap((line) => (line.server_item_id ? [String(line.server_item_id)] : [])),
  );
  if (result.item_id !== undefined) known.add(String(result.item_id));
  const pull = (result.totals.items ?? []).some((item) => !known.has(String(item.item_id)));
  return { actions, diff: pushed.diff, totals: true, delivery, pull };
}

/**
 * The commands after the pushes (issue 30): the totals the old way when an answer had none, a sync of
 * the lines when the server named a line this browser lacks, and always the hash, so the next add finds
 * the cart in sync. When the answered totals priced no delivery (`delivery` false: the cart's first add),
 * the totals are asked again with the shipping method once the confirmation has painted (`afterPaint`), so
 * the cart panel shows the courier's price as the cart page does, and the add still answers in its two
 * round trips. Pure.
 *
 * @example
 * afterPushCommands({ totals: true, pull: false }).map((c) => c.type); // ["saveHash"]
 * afterPushCommands({ totals: true, delivery: false, pull: false }).at(-1); // { type: "syncTotals", forceServerSync: true, afterPaint: true }
 */
export function afterPushCommands(outcome: {
  readonly totals: boolean;
  readonly delivery?: boolean;
  readonly pull: boolean;
}): readonly CartCommand[] {
  const commands: CartCommand[] = [];
  if (outcome.pull)
    commands.push({ type: "sync", forceClientState: false, dryRun: false, mergeQty: false, forceSync: true });
  if (!outcome.totals) commands.push({ type: "syncTotals", forceServerSync: true });
  commands.push({ type: "saveHash" });
  if (outcome.totals && outcome.delivery === false)
    commands.push({ type: "syncTotals", forceServerSync: true, afterPaint: true });
  return commands;
}
