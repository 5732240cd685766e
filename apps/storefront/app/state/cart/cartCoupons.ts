import {
  applyCouponOutcome,
  type CartNotification,
  canSyncTotals,
  removeCouponOutcome,
} from "@outlet/cart-merge";
import { toAnswer } from "../../lib/toAnswer";
import type { CartEngine } from "./cartStoreDeps";

/**
 * Applies a coupon code (behaviour.md §9.15): the outcome's notification on refusal, its commands on success.
 *
 * @example
 * await applyCartCoupon(engine, "LATO10"); // true when the server took it
 */
export async function applyCartCoupon(engine: CartEngine, code: string): Promise<boolean> {
  if (!code.trim() || !canSyncTotals(engine.getState(), engine.env())) {
    engine.deps.notify(applyCouponOutcome({ code: 400, result: null }).notification as CartNotification);
    return false;
  }
  engine.state.couponBusy = true;
  try {
    const outcome = applyCouponOutcome(
      await toAnswer((await engine.deps.client()).cart.applyCoupon(code.trim())),
    );
    if (!outcome.ok) {
      if (outcome.notification) engine.deps.notify(outcome.notification);
      return false;
    }
    await engine.runCommands(outcome.commands);
    return true;
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
