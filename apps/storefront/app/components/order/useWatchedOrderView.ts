import { paymentRecheck } from "@outlet/orders";
import { useEffect, useState } from "react";
import { type OrderViewState, useOrderView } from "./useOrderView";

/** Where the page is with an awaited online payment: nothing to wait for, asking again, or stopped asking. */
export type PaymentWatch = "none" | "checking" | "gave_up";

/** What {@link useWatchedOrderView} gives the order page. */
export interface WatchedOrderView {
  readonly view: OrderViewState;
  readonly paymentWatch: PaymentWatch;
  /**
   * The key of the parts that read the order's state when drawn (the withdrawal section): it changes with the
   * order's status only while an awaited payment is watched, so they are read again once the payment arrives —
   * never on a change the shopper made on the page (a withdrawal that cancels the order keeps its
   * acknowledgement on screen).
   */
  readonly watchKey: string;
  /** Starts asking again (the shopper's "Sprawdź ponownie" after the page stopped). */
  readonly checkAgain: () => void;
}

/**
 * {@link useOrderView} that, while an online payment (BLIK, payment site) is awaited, reads the order
 * again on `@outlet/orders`' `paymentRecheck` schedule (every 3 s, at most 20 times), so the thank-you page
 * turns „Opłacone" by itself when the gateway confirms; then it stops and offers to check again.
 *
 * @example
 * const { view, paymentWatch, checkAgain } = useWatchedOrderView("000001042", secret, revision);
 */
export function useWatchedOrderView(
  orderNumber: string | undefined,
  secret: string | undefined,
  revision = 0,
): WatchedOrderView {
  // every read so far (only grows, so each one is a new revision) and the count when asking (re)started
  const [reads, setReads] = useState(0);
  const [since, setSince] = useState(0);
  const view = useOrderView(orderNumber, secret, revision + reads);
  const order = view.kind === "order" ? view.order : null;
  const payment = order?.payment as { method?: unknown } | null | undefined;
  const step = order
    ? paymentRecheck({
        status: order.status,
        paymentMethod: String(payment?.method ?? ""),
        checksDone: reads - since,
      })
    : null;
  const delay = step?.next === "check" ? step.ms : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per read of the order
  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => setReads((n) => n + 1), delay);
    return () => window.clearTimeout(timer);
  }, [delay, order]);
  const paymentWatch: PaymentWatch =
    step === null || (step.next === "stop" && step.reason === "settled")
      ? "none"
      : step.next === "check"
        ? "checking"
        : "gave_up";
  return {
    view,
    paymentWatch,
    watchKey: paymentWatch === "none" ? "settled" : `watching-${String(order?.status ?? "")}`,
    checkAgain: () => {
      setSince(reads + 1);
      setReads((n) => n + 1);
    },
  };
}
