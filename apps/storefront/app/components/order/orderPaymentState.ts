import { isOrderStatus, paymentSettled } from "@outlet/orders";
import { plOrders } from "../../i18n/pl.orders";

/** The code of the online payment method (the API's `online`). */
export const ONLINE_PAYMENT = "online";

/** Seconds before the confirmation sends the shopper to the payment site (transactions.md). */
export const REDIRECT_SECONDS = 5;

/** What the order page says about an online payment. */
export type OrderPaymentState =
  | { readonly kind: "paid"; readonly title: string; readonly text: string | null }
  | { readonly kind: "canceled"; readonly title: string; readonly text: string | null }
  | { readonly kind: "awaiting"; readonly title: string; readonly text: string | null }
  | { readonly kind: "redirect"; readonly title: string; readonly text: string | null; readonly url: string };

/**
 * The order page's payment state from the order's `payment.status` (as the API settled it with the
 * gateway) and the payment site's address when the order was placed in this tab a moment ago.
 *
 * @example
 * orderPaymentState("canceled", null).title; // "Płatność nie została zakończona"
 * orderPaymentState("awaiting", "https://pay…").kind; // "redirect"
 */
export function orderPaymentState(status: unknown, justPlacedUrl: string | null): OrderPaymentState {
  if (status === "paid") return { kind: "paid", title: plOrders.paymentPaid, text: plOrders.paymentPaidText };
  if (status === "canceled") {
    return { kind: "canceled", title: plOrders.paymentNotFinished, text: plOrders.paymentNotFinishedText };
  }
  if (justPlacedUrl)
    return { kind: "redirect", title: plOrders.paymentAwaiting, text: null, url: justPlacedUrl };
  return { kind: "awaiting", title: plOrders.paymentAwaiting, text: plOrders.paymentAwaitingText };
}

/**
 * Whether an order is paid already: online (its `payment.status` is `paid`), or by the lifecycle's status
 * (`@outlet/orders`' `paymentSettled`: a transfer the shop confirmed, cash on delivery once handed over).
 *
 * @example
 * isPaid({ payment: { method: "online", status: "paid" } }); // true
 */
export function isPaid(order: { readonly payment?: unknown; readonly status?: unknown }): boolean {
  const payment = order.payment as { status?: unknown; method?: unknown } | null | undefined;
  if (payment?.status === "paid") return true;
  // a transfer the shop confirmed (or a cash-on-delivery order handed over) is paid by the lifecycle's status
  return isOrderStatus(order.status) && paymentSettled(order.status, String(payment?.method ?? ""));
}
