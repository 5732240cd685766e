import { withdrawalWindow } from "@outlet/after-sales";
import { dueAtPickupGrosze, type OrderMail, PICKUP_HOLD_DAYS, pickupHoldsUntil } from "@outlet/orders";
import type { AppContext } from "../context.js";
import type { StoredLifecycleOrder } from "../orders/loadLifecycleOrder.js";
import { orderPageLink } from "../orders/orderPageLink.js";
import { shopServices } from "../shop/shopServices.js";
import type { LifecycleMailContext } from "./orderLifecycleMail.js";

interface StoredPickup {
  readonly name?: string;
  readonly street?: string;
  readonly house?: string;
  readonly postcode?: string;
  readonly city?: string;
  readonly opening_hours?: unknown;
}

/** The payment method's title stored on the order (the shop's method document's, as the checkout showed it). */
const paymentTitleOf = (payment: unknown): string | null => {
  const title = (payment as { title?: unknown } | undefined)?.title;
  return typeof title === "string" && title !== "" ? title : null;
};

/**
 * What a lifecycle mail of `order` names besides the effect's data: its page (the guest's link too, s19),
 * the store of a pickup with its hours, what is paid at the till and how long it waits, and — for the
 * delivered or collected mail — the last day of the withdrawal period fixed on the order (§2).
 *
 * @example
 * lifecycleMail(mail, await lifecycleMailContext(context, order, mail));
 */
export async function lifecycleMailContext(
  context: AppContext,
  order: StoredLifecycleOrder,
  mail: OrderMail,
): Promise<LifecycleMailContext> {
  const now = context.now();
  const pickup = order.doc.pickup_location as StoredPickup | undefined;
  const hours = Array.isArray(pickup?.opening_hours)
    ? pickup.opening_hours.filter((h): h is string => typeof h === "string" && h !== "")
    : [];
  let withdrawal: LifecycleMailContext["withdrawal"] = null;
  if (mail.kind === "order_delivered") {
    const fixed = order.doc.return_policy as { periodDays?: number } | undefined;
    const periodDays =
      fixed?.periodDays ?? (await context.settings.read(shopServices(context).db)).returns.periodDays;
    const window = withdrawalWindow({ status: "delivered", deliveredOn: mail.deliveredOn, periodDays }, now);
    withdrawal = window.lastDay ? { days: window.days, lastDay: window.lastDay } : null;
  }
  return {
    number: order.lifecycle.number,
    // the guest's link too (s19): the order's secret derived again, the mail going to the order's address
    orderPage: await orderPageLink(context, order.id, order.email),
    at: now,
    store: pickup ? `${pickup.name}, ${pickup.street} ${pickup.house}, ${pickup.city}` : null,
    pickup: pickup
      ? {
          address: `${pickup.name}, ${pickup.street} ${pickup.house}, ${pickup.postcode} ${pickup.city}`,
          openingHours: hours,
          dueGrosze: dueAtPickupGrosze(order.lifecycle),
          holdsUntil: pickupHoldsUntil(now),
          holdDays: PICKUP_HOLD_DAYS,
        }
      : null,
    withdrawal,
    paymentTitle: paymentTitleOf(order.doc.payment),
  };
}
