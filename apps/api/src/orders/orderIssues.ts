import { ApiError, type Issue } from "../http/apiError.js";
import { issue } from "../http/validation.js";

/**
 * A 400 answer of the order endpoint: its issues, with an overall message when both languages are given.
 *
 * @example
 * throw orderInvalid([issue("store_code", "invalid_enum", "Nieznany sklep.", "Unknown store.")]);
 */
export const orderInvalid = (issues: Issue[], pl?: string, en?: string): ApiError =>
  ApiError.invalid(issues, pl && en ? { pl, en } : undefined);

/**
 * The 400 of lines that cannot be ordered (unknown, disabled, out of stock): one issue per line.
 *
 * @example
 * throw productsUnavailable([issue("products.0", "out_of_stock", "…", "…")]);
 */
export const productsUnavailable = (issues: Issue[]): ApiError =>
  orderInvalid(
    issues,
    "Niektóre zamówione produkty są niedostępne.",
    "Some of the ordered products are not available!",
  );

/**
 * The 400 of a cart coupon that is no longer valid (deleted, deactivated, or a newsletter code used by
 * another order meanwhile).
 *
 * @example
 * throw couponNoLongerValid();
 */
export const couponNoLongerValid = (): ApiError =>
  orderInvalid([
    issue(
      "cart_id",
      "coupon_invalid",
      "Kod rabatowy nie jest już ważny.",
      "You've entered an incorrect coupon code. Please try again.",
    ),
  ]);

/** The Polish and English messages of a coupon already used (after-sales-and-law.md §7). */
export const COUPON_USED = {
  pl: "Ten kod rabatowy został już wykorzystany.",
  en: "This coupon code has already been used.",
} as const;

/**
 * The 400 of a coupon an order already used (after-sales-and-law.md §7: `coupon_used`, distinct from
 * `coupon_invalid`), at the given field.
 *
 * @example
 * throw couponUsed("query.coupon");
 */
export const couponUsed = (path: string): ApiError =>
  ApiError.invalid([issue(path, "coupon_used", COUPON_USED.pl, COUPON_USED.en)], COUPON_USED);
