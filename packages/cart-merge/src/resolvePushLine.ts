import { CartMergeError } from "./cartMergeError.js";
import { CART_MESSAGES, successNotification } from "./cartMessages.js";
import type { CartAction } from "./cartReducer.js";
import { createDiffLog, type DiffLog, pushNotifications, pushServerResponse } from "./diffLog.js";
import { isSuccess, responseStatus } from "./isSuccess.js";
import type { PushLineEffect } from "./planCartMerge.js";
import type { CartLine, ServerCartLine, ServerResponse } from "./types.js";

/**
 * Context of {@link resolvePushLine}.
 *
 * @example
 * const context: ResolvePushLineContext = { inCheckout: false, externalCheckout: false };
 */
export interface ResolvePushLineContext {
  /** The shopper is in checkout (§10.4): the success notifications are suppressed. @default false */
  readonly inCheckout?: boolean;
  /** `syncTasks.externalCheckout`: no `Proceed to checkout` action. @default false */
  readonly externalCheckout?: boolean;
}

/**
 * What a server answer changes: the actions to dispatch and the DiffLog to merge.
 *
 * @example
 * const outcome: EffectOutcome = { actions: [], diff: createDiffLog() };
 */
export interface EffectOutcome {
  readonly actions: readonly CartAction[];
  readonly diff: DiffLog;
}

/**
 * The rollback rule of a failed server update (behaviour §9.8 `restoreQuantity`): back to `prev_qty` when
 * the server accepted one before, else the line is removed (its children stay). Pure.
 *
 * @example
 * restoreQuantityActions({ sku: "A", qty: 5, prev_qty: 2 }); // [{ type: "updateProps", product: line, props: { qty: 2 } }]
 */
export function restoreQuantityActions(line: CartLine): readonly CartAction[] {
  const prev = typeof line.prev_qty === "number" ? line.prev_qty : Number(line.prev_qty);
  if (prev > 0) return [{ type: "updateProps", product: line, props: { qty: prev } }];
  return [{ type: "delete", product: line, removeByParentSku: false }];
}

/**
 * Feeds the answer of a `pushLine` effect back (behaviour §9.12). Pure. Always records the server response.
 * - 200: a success notification outside checkout (`Product has been added to the cart!` for a line without
 *   `server_item_id`, else `Product quantity has been updated!`), and the line takes `server_item_id`,
 *   `server_cart_id`, `prev_qty = line.qty`, `product_option`, `type_id` from the answer (skipped when the
 *   answer has no `item_id`).
 * - otherwise, a new line (no server line) is removed; a line with `server_item_id` or `item_id` goes back
 *   to `prev_qty` or is removed; any other line is removed unless the server confirmed it (DEL_NONCONFIRMED).
 *
 * @example
 * const effect = planCartMerge([{ sku: "A", qty: 1 }], [], { cartServerToken: "q" }).effects[0] as PushLineEffect;
 * resolvePushLine(effect, { code: 200, result: { item_id: 9, sku: "A", qty: 1, quote_id: "q" } }).actions;
 * // [{ type: "updateProps", product: effect.line, props: { server_item_id: 9, server_cart_id: "q", prev_qty: 1 } }]
 */
export function resolvePushLine(
  effect: PushLineEffect,
  response: ServerResponse<ServerCartLine | unknown> | null | undefined,
  context: ResolvePushLineContext = {},
): EffectOutcome {
  if (effect.type !== "pushLine") {
    throw new CartMergeError({
      reason: "effect-mismatch",
      expected: "pushLine",
      received: String(effect.type),
    });
  }
  const { line, serverLine } = effect;
  const sku = line.sku === undefined || line.sku === null ? undefined : String(line.sku);
  let diff = pushServerResponse(createDiffLog(), {
    status: responseStatus(response),
    sku,
    result: response?.result,
  });

  if (isSuccess(response)) {
    if (!context.inCheckout) {
      const message = line.server_item_id ? CART_MESSAGES.quantityUpdated : CART_MESSAGES.productAdded;
      diff = pushNotifications(diff, [successNotification(message, context.externalCheckout ?? false)]);
    }
    const result = (response?.result ?? {}) as ServerCartLine;
    if (typeof result !== "object" || result === null || result.item_id === undefined)
      return { actions: [], diff };
    const props: Record<string, unknown> = {
      server_item_id: result.item_id,
      server_cart_id: result.quote_id,
      prev_qty: line.qty,
    };
    // decision (as refreshIds): absent fields in the answer do not blank the local ones
    if (result.product_option !== undefined && result.product_option !== null)
      props.product_option = result.product_option;
    if (result.product_type !== undefined && result.product_type !== null)
      props.type_id = result.product_type;
    return { actions: [{ type: "updateProps", product: line, props }], diff };
  }

  if (!serverLine) return { actions: [{ type: "delete", product: line, removeByParentSku: false }], diff };
  if (line.server_item_id || line.item_id) return { actions: restoreQuantityActions(line), diff };
  return { actions: [{ type: "deleteNonConfirmed", product: line }], diff };
}
