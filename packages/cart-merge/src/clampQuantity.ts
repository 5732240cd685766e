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

/** The most one cart line may hold (api-contract.md Appendix A: a line quantity is 1–999). */
export const LINE_QTY_MAX = 999;

/**
 * Clamps a requested quantity of a line whose stock is not known to what a line may hold ({@link LINE_QTY_MAX}),
 * with `CART_MESSAGES.lineQuantityMax` when lowered (the API refuses more, and its refusal named no field:
 * session 34's pass typed 1000 and read only "Popraw zaznaczone pola."). Pure.
 *
 * @example
 * clampToLineMax(1000); // { qty: 999, notification: { type: "warning", message: "At most {maxQuantity} …", params: { maxQuantity: 999 }, … } }
 * clampToLineMax(12); // { qty: 12, notification: null }
 */
export function clampToLineMax(qty: number): ClampedQuantity {
  if (!Number.isFinite(qty) || qty <= LINE_QTY_MAX) return { qty, notification: null };
  return {
    qty: LINE_QTY_MAX,
    notification: cartNotification("warning", CART_MESSAGES.lineQuantityMax, { maxQuantity: LINE_QTY_MAX }),
  };
}
