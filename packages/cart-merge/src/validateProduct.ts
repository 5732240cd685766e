import { CART_MESSAGES } from "./cartMessages.js";
import type { CartLine } from "./types.js";

/**
 * Options of {@link validateProduct}.
 *
 * @example
 * const options: ValidateProductOptions = { useZeroPriceProduct: false };
 */
export interface ValidateProductOptions {
  /** `syncTasks.useZeroPriceProduct`: a price of 0 may be added. @default true */
  readonly useZeroPriceProduct?: boolean;
}

/**
 * The messages that block adding a product (behaviour §9.6), empty when it may be added. Pure.
 * - Price: `price_incl_tax` (a numeric string is parsed) that is not a finite number, below 0, or 0 when
 *   zero-price products are off gives `Product price is unknown, product cannot be added to the cart!`.
 * - Every truthy value of `errors`, in key order; falsy entries are ignored.
 *
 * @example
 * validateProduct({ sku: "A", price_incl_tax: -1 }); // ["Product price is unknown, product cannot be added to the cart!"]
 * validateProduct({ sku: "A", price_incl_tax: 0 }); // []
 */
export function validateProduct(product: CartLine, options: ValidateProductOptions = {}): readonly string[] {
  const { useZeroPriceProduct = true } = options;
  const messages: string[] = [];
  const raw = product.price_incl_tax;
  const value =
    typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || value < 0 || (!useZeroPriceProduct && value <= 0)) {
    messages.push(CART_MESSAGES.priceUnknown);
  }
  const errors = product.errors;
  if (errors !== null && typeof errors === "object") {
    for (const message of Object.values(errors)) if (message) messages.push(String(message));
  }
  return messages;
}
