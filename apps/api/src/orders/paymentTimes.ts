import type { TimelineItem } from "./orderTimeline.js";

/** When an order's money came in and last went back (epoch ms), as its timeline recorded them. */
export interface PaymentTimes {
  readonly paidAt: number | null;
  readonly refundedAt: number | null;
}

const commandOf = (item: TimelineItem): unknown => (item.data as { command?: unknown } | null)?.command;
const refundOf = (item: TimelineItem): unknown => (item.data as { refund?: unknown } | null)?.refund;

/**
 * The times the payment box names, read from the order's timeline: the last payment (a confirmed transfer,
 * the gateway's report, or the cash taken when a cash-on-delivery parcel was handed over) and the last
 * refund (a refund or a cancellation that paid back). `null` when the timeline has none (an order migrated
 * as paid). Pure.
 *
 * @example
 * paymentTimes(await orderTimeline(db, 42, { forShopper: false }), "online"); // { paidAt: 1796068560000, refundedAt: null }
 */
export function paymentTimes(timeline: readonly TimelineItem[], payment: string): PaymentTimes {
  let paidAt: number | null = null;
  let refundedAt: number | null = null;
  for (const item of timeline) {
    const command = commandOf(item);
    const cashTaken = payment === "cash_on_delivery" && (command === "deliver" || command === "collect");
    if (item.type === "payment" || cashTaken) paidAt = Date.parse(item.at);
    if (item.type === "refund" || refundOf(item) !== undefined) refundedAt = Date.parse(item.at);
  }
  return { paidAt, refundedAt };
}
