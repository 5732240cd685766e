import type { CartCommand } from "./cartCommand.js";
import { CART_MESSAGES, cartNotification } from "./cartMessages.js";
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
 * The outcome of a coupon call: the commands to run (a forced totals sync, then `saveHash`) or the error
 * notification to show.
 *
 * @example
 * const outcome: CouponOutcome = { ok: false, result: undefined, commands: [], notification: cartNotification("error", CART_MESSAGES.incorrectCoupon) };
 */
export interface CouponOutcome {
  readonly ok: boolean;
  /** The call's result, which `applyCoupon` / `removeCoupon` return. */
  readonly result: unknown;
  readonly commands: readonly CartCommand[];
  readonly notification?: CartNotification;
}

const FORCED_TOTALS: readonly CartCommand[] = [
  { type: "syncTotals", forceServerSync: true },
  { type: "saveHash" },
];

/**
 * Maps the answer of `POST cart/apply-coupon` (behaviour §9.15). Pure. A truthy result with code 200
 * (decision: an error body is truthy too) forces a totals sync then saves the hash; anything else shows
 * `You've entered an incorrect coupon code. Please try again.` (error).
 *
 * @example
 * applyCouponOutcome({ code: 200, result: true }).commands; // [{ type: "syncTotals", forceServerSync: true }, { type: "saveHash" }]
 */
export function applyCouponOutcome(response: ServerResponse | null | undefined): CouponOutcome {
  const result = response?.result;
  if (isSuccess(response) && result) return { ok: true, result, commands: FORCED_TOTALS };
  return {
    ok: false,
    result,
    commands: [],
    notification: cartNotification("error", CART_MESSAGES.incorrectCoupon),
  };
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
