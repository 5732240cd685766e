import { CartMergeError } from "./cartMergeError.js";
import { CART_MESSAGES, cartNotification } from "./cartMessages.js";
import type { CartNotification } from "./types.js";

/**
 * The quantity a line is set to for a requested one, and the notification that says so when it was
 * lowered.
 *
 * @example
 * const outcome: ClampedQuantity = { qty: 14, notification: null };
 */
export interface ClampedQuantity {
  readonly qty: number;
  /** `null` when the requested quantity stands; else the "set to the most available" message. */
  readonly notification: CartNotification | null;
}

/**
 * Clamps a requested line quantity to the most the line may hold (issue 32: 15 of 14 used to fall back
 * to 1): a quantity within `maxQuantity` stands; above it the line gets `maxQuantity`, with
 * `CART_MESSAGES.quantityClamped` naming the limit. A limit of 0 (sold out) clamps to 0, which the caller
 * treats as a refusal. Pure. Throws `CartMergeError` `invalid-quantity-limit` when `maxQuantity` is not a
 * non-negative integer.
 *
 * @example
 * clampQuantity(15, 14); // { qty: 14, notification: { type: "warning", message: "Only {maxQuantity} …", params: { maxQuantity: 14 }, … } }
 * clampQuantity(3, 14); // { qty: 3, notification: null }
 */
export function clampQuantity(qty: number, maxQuantity: number): ClampedQuantity {
  if (!Number.isInteger(maxQuantity) || maxQuantity < 0) {
    throw new CartMergeError({ reason: "invalid-quantity-limit", value: maxQuantity });
  }
  if (!Number.isFinite(qty) || qty <= maxQuantity) return { qty, notification: null };
  return {
    qty: maxQuantity,
    notification: cartNotification("warning", CART_MESSAGES.quantityClamped, { maxQuantity }),
  };
}
