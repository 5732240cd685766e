import { amountToGrosze, fromGrosze, roundGrosze } from "./money";

/** The product fields the shown price is built from (behaviour §4.2). */
export interface DisplayedPriceProduct {
  readonly price_incl_tax?: unknown;
  readonly priceInclTax?: unknown;
  readonly original_price_incl_tax?: unknown;
  readonly originalPriceInclTax?: unknown;
  readonly special_price?: unknown;
  readonly qty?: unknown;
}

/** Extras that change the shown price. */
export interface DisplayedPriceOptions {
  /** Gross custom-option delta from `customOptionsDelta(...).price_incl_tax`. @default 0 */
  readonly customOptionsDeltaInclTax?: number;
  /** Gross price of the chosen bundle options; when > 0 it is the shown price. @default 0 */
  readonly bundleOptionsPriceInclTax?: number;
}

/** What a product tile or page shows. */
export interface DisplayedPrice {
  /** The price to show, gross. */
  readonly price: number;
  /** The struck-through regular price, or `null` when none is shown. */
  readonly originalPrice: number | null;
}

function firstTruthyGrosze(...raws: unknown[]): number {
  for (const raw of raws) {
    const grosze = amountToGrosze(raw);
    if (grosze !== 0) return grosze; // JavaScript `||`: 0 and absent fall through
  }
  return 0;
}

/**
 * The price a product tile or page shows (behaviour §4.2): `(price_incl_tax + delta) × q` with
 * `q = qty > 0 ? qty : 1`; a bundle's option price when it is above 0. The regular price
 * `(original_price_incl_tax + delta) × q` is struck through only when `special_price > 0`, the shown base
 * and the original are above 0, and the original is above the base (decision). Pure.
 *
 * @example
 * displayedPrice({ price_incl_tax: 99.99, original_price_incl_tax: 129.99, special_price: 81.29, qty: 2 });
 * // { price: 199.98, originalPrice: 259.98 }
 */
export function displayedPrice(
  product: DisplayedPriceProduct,
  options: DisplayedPriceOptions = {},
): DisplayedPrice {
  const baseG = firstTruthyGrosze(product.price_incl_tax, product.priceInclTax);
  const originalG = firstTruthyGrosze(product.original_price_incl_tax, product.originalPriceInclTax);
  const deltaG = amountToGrosze(options.customOptionsDeltaInclTax ?? 0);
  const qty = typeof product.qty === "number" ? product.qty : Number.parseFloat(String(product.qty));
  const q = Number.isFinite(qty) && qty > 0 ? qty : 1;
  const bundleG = amountToGrosze(options.bundleOptionsPriceInclTax ?? 0);
  const price = bundleG > 0 ? fromGrosze(bundleG) : fromGrosze(roundGrosze((baseG + deltaG) * q));
  const special = amountToGrosze(product.special_price);
  const showOriginal = special > 0 && baseG > 0 && originalG > 0 && originalG > baseG;
  return { price, originalPrice: showOriginal ? fromGrosze(roundGrosze((originalG + deltaG) * q)) : null };
}
