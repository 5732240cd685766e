import { CartMergeError } from "./cartMergeError.js";
import { CART_MESSAGES, cartNotification } from "./cartMessages.js";
import type { CartNotification } from "./types.js";

/**
 * The outcome of {@link validateQuantity}: ok, or the `Only {maxQuantity} products of this type are
 * available.` notification with its parameter.
 *
 * @example
 * const outcome: QuantityValidation = { ok: false, reason: "max-quantity", maxQuantity: 3, notification: cartNotification("error", CART_MESSAGES.maxQuantity, { maxQuantity: 3 }) };
 */
export type QuantityValidation =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: "max-quantity";
      readonly maxQuantity: number;
      readonly notification: CartNotification;
    };

/**
 * Checks a requested quantity against the available one (transactions §5, the Polish dictionary's
 * `Only {maxQuantity} products of this type are available.`). Use it on the quantity field before
 * `updateQuantity`, and with the `max_qty` of a `qty_unavailable` answer (api-contract §1.3). Pure.
 * Throws `CartMergeError` `invalid-quantity-limit` when `maxQuantity` is not a non-negative integer.
 *
 * @example
 * validateQuantity(5, 3); // { ok: false, reason: "max-quantity", maxQuantity: 3, notification: { type: "error", message: "Only {maxQuantity} products of this type are available.", params: { maxQuantity: 3 }, … } }
 * validateQuantity(2, 3); // { ok: true }
 */
export function validateQuantity(qty: number | string, maxQuantity: number): QuantityValidation {
  if (!Number.isInteger(maxQuantity) || maxQuantity < 0) {
    throw new CartMergeError({ reason: "invalid-quantity-limit", value: maxQuantity });
  }
  const requested = typeof qty === "number" ? qty : Number.parseInt(qty, 10);
  if (!Number.isFinite(requested) || requested <= maxQuantity) return { ok: true };
  return {
    ok: false,
    reason: "max-quantity",
    maxQuantity,
    notification: cartNotification("error", CART_MESSAGES.maxQuantity, { maxQuantity }),
  };
}
