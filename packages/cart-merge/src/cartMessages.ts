import type { CartNotification } from "./types.js";

/**
 * The exact i18n keys of the cart rules (transactions §8, behaviour §9). The Polish dictionary translates
 * them; `{name}` placeholders are filled from a notification's `params`.
 *
 * @example
 * CART_MESSAGES.outOfStock; // "The product is out of stock and cannot be added to the cart!"
 */
export const CART_MESSAGES = {
  priceUnknown: "Product price is unknown, product cannot be added to the cart!",
  outOfStock: "The product is out of stock and cannot be added to the cart!",
  volatileStock:
    "The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.",
  maxQuantity: "Only {maxQuantity} products of this type are available.",
  /** A quantity above the limit was lowered to it (issue 32). */
  quantityClamped:
    "Only {maxQuantity} products of this type are available. The quantity was set to {maxQuantity}.",
  /** A quantity above what one line may hold (`LINE_QTY_MAX`) was lowered to it (session 34's pass). */
  lineQuantityMax:
    "At most {maxQuantity} pieces of a product per order. The quantity was set to {maxQuantity}.",
  productAdded: "Product has been added to the cart!",
  /** A set (grouped product) was added whole (issue 32): one message for the set, not one per part. */
  setAdded: "The set has been added to the cart!",
  /** A set was not added because one of its parts is short (issue 32); `{name}` is the part. */
  setPartShort: "The set cannot be added: not enough pieces of {name}.",
  quantityUpdated: "Product quantity has been updated!",
  inStock: "In stock!",
  outOfTheStock: "Out of the stock!",
  incorrectCoupon: "You've entered an incorrect coupon code. Please try again.",
  usedCoupon: "This coupon code has already been used.",
  missingDefaultCountry: "Please do set the tax.defaultCountry in order to calculate totals",
  proceedToCheckout: "Proceed to checkout",
  ok: "OK",
} as const;

/**
 * A notification with the `OK` action (behaviour §0 "Notify X (type)"). Pure.
 *
 * @example
 * cartNotification("error", CART_MESSAGES.outOfStock);
 * // { type: "error", message: "The product is out of stock and cannot be added to the cart!", action1: { label: "OK" } }
 */
export function cartNotification(
  type: CartNotification["type"],
  message: string,
  params?: Readonly<Record<string, string | number>>,
): CartNotification {
  return params === undefined
    ? { type, message, action1: { label: CART_MESSAGES.ok } }
    : { type, message, action1: { label: CART_MESSAGES.ok }, params };
}

/**
 * The success notifications `Product has been added to the cart!` / `Product quantity has been updated!`:
 * `OK`, plus `Proceed to checkout` (to `/checkout`) unless an external checkout is configured (§9.7). Pure.
 *
 * @default externalCheckout false
 * @example
 * successNotification(CART_MESSAGES.productAdded).action2; // { label: "Proceed to checkout", action: "/checkout" }
 */
export function successNotification(message: string, externalCheckout = false): CartNotification {
  const base = cartNotification("success", message);
  return externalCheckout
    ? base
    : { ...base, action2: { label: CART_MESSAGES.proceedToCheckout, action: "/checkout" } };
}
