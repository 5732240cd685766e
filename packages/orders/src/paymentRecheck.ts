import { isOrderStatus, paymentKindOf } from "./orderStatus";

/** How long the order page waits between two checks of an awaited online payment (BLIK, online). */
export const PAYMENT_RECHECK_MS = 3000;
/** How many checks the order page makes before it stops and offers a manual refresh (about a minute). */
export const PAYMENT_RECHECK_LIMIT = 20;

/** The order page's next step while a payment may still arrive: check again after `ms`, or stop. */
export type PaymentRecheck =
  | { readonly next: "check"; readonly ms: number }
  | { readonly next: "stop"; readonly reason: "settled" | "gave_up" };

/**
 * Whether the order page should ask the API again about an order's payment, and when: only while an
 * online payment (BLIK, payment site) is awaited — the gateway confirms it asynchronously, a BLIK a few
 * seconds after the shopper accepts it in the bank app — every {@link PAYMENT_RECHECK_MS}, at most
 * {@link PAYMENT_RECHECK_LIMIT} times, then the shopper refreshes by hand (as Allegro's and Zalando's
 * thank-you pages do). A transfer or cash on delivery is not awaited by the page. Pure.
 *
 * @example
 * paymentRecheck({ status: "awaiting_payment", paymentMethod: "blik", checksDone: 0 }); // { next: "check", ms: 3000 }
 * paymentRecheck({ status: "paid", paymentMethod: "blik", checksDone: 1 }); // { next: "stop", reason: "settled" }
 */
export function paymentRecheck(input: {
  readonly status: unknown;
  readonly paymentMethod: string;
  /** How many times the page has asked again already. */
  readonly checksDone: number;
}): PaymentRecheck {
  const awaited =
    isOrderStatus(input.status) &&
    input.status === "awaiting_payment" &&
    paymentKindOf(input.paymentMethod) === "online";
  if (!awaited) return { next: "stop", reason: "settled" };
  if (input.checksDone >= PAYMENT_RECHECK_LIMIT) return { next: "stop", reason: "gave_up" };
  return { next: "check", ms: PAYMENT_RECHECK_MS };
}
