import { addZonedDays } from "@outlet/formatting";
import type { LifecycleOrder } from "./lifecycleOrder";
import { warsawDate } from "./warsawDate";

/**
 * How many calendar days an order ready for pickup waits in the store (decision, after-sales-and-law.md
 * §1: the "gotowe do odbioru" mail says how long, like a parcel locker's notice does).
 */
export const PICKUP_HOLD_DAYS = 7;

/**
 * The last Warsaw day (`YYYY-MM-DD`) an order made ready for pickup at `readyAt` (epoch ms) waits in the
 * store: {@link PICKUP_HOLD_DAYS} calendar days later, the day it became ready not counted. Pure.
 *
 * @example
 * pickupHoldsUntil(Date.UTC(2026, 10, 30, 18, 0)); // "2026-12-07"
 */
export function pickupHoldsUntil(readyAt: number, days: number = PICKUP_HOLD_DAYS): string {
  return warsawDate(addZonedDays(readyAt, days));
}

/**
 * What the shopper pays at the store's till when collecting: the total not paid yet (cash on delivery
 * is paid at the handover, with no cash-on-delivery fee — §1); 0 for an order paid in advance. Pure.
 *
 * @example
 * dueAtPickupGrosze({ totalGrosze: 25998, paidGrosze: 0 }); // 25998
 */
export function dueAtPickupGrosze(order: Pick<LifecycleOrder, "totalGrosze" | "paidGrosze">): number {
  return Math.max(0, order.totalGrosze - order.paidGrosze);
}
