import type { CartCommand } from "./cartCommand.js";
import { CART_MESSAGES } from "./cartMessages.js";
import { isSuccess } from "./isSuccess.js";
import type { CartNotification, ServerResponse } from "./types.js";

/**
 * Whether to call `POST cart/apply-coupon`, and with what query.
 *
 * @example
 * const plan: ApplyCouponPlan = { run: true, query: { coupon: "LATO10" }, silent: true };
 */
export type ApplyCouponPlan =
  | { readonly run: false }
  | { readonly run: true; readonly query: { readonly coupon: string }; readonly silent: true };

/**
 * Plans `applyCoupon(code)` (behaviour §9.15). Pure. Only a non-blank code with `canSyncTotals`; the code is
 * URL-encoded (decision) and the task is silent (decision).
 *
 * @example
 * planApplyCoupon("LATO 10", { canSyncTotals: true }); // { run: true, query: { coupon: "LATO%2010" }, silent: true }
 */
export function planApplyCoupon(
  code: string | null | undefined,
  context: { readonly canSyncTotals: boolean },
): ApplyCouponPlan {
  if (code === null || code === undefined || code.trim() === "" || !context.canSyncTotals)
    return { run: false };
  return { run: true, query: { coupon: encodeURIComponent(code) }, silent: true };
}

/**
 * The outcome of a coupon call: the commands to run (a forced totals sync, then `saveHash`), or the error
 * to show at the coupon field (`fieldError`, a `CART_MESSAGES` key) or as a notification.
 *
 * @example
 * const outcome: CouponOutcome = { ok: false, result: undefined, commands: [], fieldError: CART_MESSAGES.incorrectCoupon };
 */
export interface CouponOutcome {
  readonly ok: boolean;
  /** The call's result, which `applyCoupon` / `removeCoupon` return. */
  readonly result: unknown;
  readonly commands: readonly CartCommand[];
  readonly notification?: CartNotification;
  /** Why the code was refused, shown once, at the coupon field (issue 32: no second toast). */
  readonly fieldError?: string;
}

/**
 * The message of a refused coupon by the answer's issue code (after-sales-and-law.md §7): `coupon_used`
 * says the code was already used; anything else is the incorrect-code message. Pure.
 *
 * @example
 * couponRefusalMessage("coupon_used"); // "This coupon code has already been used."
 */
export function couponRefusalMessage(issueCode: string | null | undefined): string {
  return issueCode === "coupon_used" ? CART_MESSAGES.usedCoupon : CART_MESSAGES.incorrectCoupon;
}

const FORCED_TOTALS: readonly CartCommand[] = [
  { type: "syncTotals", forceServerSync: true },
  { type: "saveHash" },
];

/**
 * Maps the answer of `POST cart/apply-coupon` (behaviour §9.15). Pure. A truthy result with code 200
 * (decision: an error body is truthy too) forces a totals sync then saves the hash; anything else is
 * refused with {@link couponRefusalMessage} of the answer's issue code as the field's error — once, at the
 * coupon field, with no notification over the cart (issue 32 amends §9.15's toast).
 *
 * @example
 * applyCouponOutcome({ code: 200, result: true }).commands; // [{ type: "syncTotals", forceServerSync: true }, { type: "saveHash" }]
 * applyCouponOutcome({ code: 400, result: "…" }, "coupon_used").fieldError; // "This coupon code has already been used."
 */
export function applyCouponOutcome(
  response: ServerResponse | null | undefined,
  issueCode?: string | null,
): CouponOutcome {
  const result = response?.result;
  if (isSuccess(response) && result) return { ok: true, result, commands: FORCED_TOTALS };
  return { ok: false, result, commands: [], fieldError: couponRefusalMessage(issueCode) };
}

/**
 * Plans `removeCoupon()` (behaviour §9.15): `POST cart/delete-coupon` only with `canSyncTotals`. Pure.
 *
 * @example
 * planRemoveCoupon({ canSyncTotals: false }); // { run: false }
 */
export function planRemoveCoupon(context: { readonly canSyncTotals: boolean }): { readonly run: boolean } {
  return { run: context.canSyncTotals };
}

/**
 * Maps the answer of `POST cart/delete-coupon` (behaviour §9.15). Pure. With a truthy 200 result and
 * `sync` (default), a forced totals sync then `saveHash`; the result is returned in either case.
 *
 * @default options.sync true
 * @example
 * removeCouponOutcome({ code: 200, result: true }, { sync: false }).commands; // []
 */
export function removeCouponOutcome(
  response: ServerResponse | null | undefined,
  options: { readonly sync?: boolean } = {},
): CouponOutcome {
  const result = response?.result;
  const ok = isSuccess(response) && Boolean(result);
  return { ok, result, commands: ok && (options.sync ?? true) ? FORCED_TOTALS : [] };
}
