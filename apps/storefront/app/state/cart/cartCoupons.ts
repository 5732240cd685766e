import { applyCouponOutcome, canSyncTotals, removeCouponOutcome } from "@outlet/cart-merge";
import { isHttpError } from "../../lib/httpError";
import { toAnswer } from "../../lib/toAnswer";
import type { CartEngine } from "./cartStoreDeps";

/**
 * Applies a coupon code (behaviour.md §9.15): its commands on success (`null`), else the refusal's message
 * key for the coupon field (`coupon_used` or an incorrect code) — shown there once, never as a second
 * notification (issue 32).
 *
 * @example
 * await applyCartCoupon(engine, "LATO10"); // null when the server took it
 */
export async function applyCartCoupon(engine: CartEngine, code: string): Promise<string | null> {
  if (!code.trim() || !canSyncTotals(engine.getState(), engine.env())) {
    return applyCouponOutcome({ code: 400, result: null }).fieldError ?? null;
  }
  engine.state.couponBusy = true;
  try {
    let issueCode: string | undefined;
    const call = (await engine.deps.client()).cart.applyCoupon(code.trim()).catch((error: unknown) => {
      if (isHttpError(error)) issueCode = error.apiError.issues?.[0]?.code;
      throw error;
    });
    const outcome = applyCouponOutcome(await toAnswer(call), issueCode);
    if (!outcome.ok) return outcome.fieldError ?? null;
    await engine.runCommands(outcome.commands);
    return null;
  } finally {
    engine.state.couponBusy = false;
  }
}

/**
 * Removes the cart's coupon (behaviour.md §9.15) and runs the outcome's commands.
 *
 * @example
 * await removeCartCoupon(engine, { sync: true });
 */
export async function removeCartCoupon(
  engine: CartEngine,
  options: { sync?: boolean } = {},
): Promise<boolean> {
  if (!canSyncTotals(engine.getState(), engine.env())) return false;
  const outcome = removeCouponOutcome(
    await toAnswer((await engine.deps.client()).cart.deleteCoupon()),
    options,
  );
  await engine.runCommands(outcome.commands);
  return outcome.ok;
}
