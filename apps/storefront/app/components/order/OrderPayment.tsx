import type { OrderView } from "@outlet/transport";
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { plOrders } from "../../i18n/pl.orders";
import { useShop } from "../../state/shop/ShopProvider";
import { ONLINE_PAYMENT, orderPaymentState, REDIRECT_SECONDS } from "./orderPaymentState";

/** Sends the browser to the payment site (a full page load: the site is another origin). */
function goToPayment(url: string): void {
  window.location.assign(url);
}

/** "Za 5 sekund przekierujemy Cię…" counting down, with the link for whoever does not want to wait. */
function RedirectCountdown(props: { readonly url: string }) {
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      goToPayment(props.url);
      return;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, props.url]);
  return (
    <>
      <p data-testid="payment-countdown" aria-live="polite">
        {plOrders.paymentRedirect(Math.max(left, 0))}
      </p>
      <a className="button button--primary" href={props.url} data-testid="payment-go-now">
        {plOrders.paymentGoNow}
      </a>
    </>
  );
}

/** A button that starts a new payment attempt and opens the payment site. */
function PayButton(props: {
  readonly orderNumber: string;
  readonly secret: string | undefined;
  readonly label: string;
}) {
  const shop = useShop();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const pay = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const client = await shop.client();
      const { redirect_url } = await client.order.pay(
        props.orderNumber,
        props.secret ? { secret: props.secret } : {},
      );
      goToPayment(redirect_url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        data-testid="pay-again"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void pay();
        }}
      >
        {busy ? plOrders.paymentStarting : props.label}
      </button>
      {failed ? <p role="alert">{plOrders.paymentStartFailed}</p> : null}
    </>
  );
}

/**
 * An online-paid order's payment (issue 12): "Opłacone"; "Płatność nie została zakończona" with
 * "Zapłać ponownie"; or, right after checkout, the 5-second redirect to the payment site with
 * "Przejdź teraz". Other payment methods show nothing here.
 *
 * @example
 * <OrderPayment order={order} secret={secret} />
 */
export function OrderPayment(props: { readonly order: OrderView; readonly secret?: string | undefined }) {
  const shop = useShop();
  const confirmation = useSnapshot(shop.checkout.state).confirmation;
  const payment = props.order.payment as { method?: unknown; status?: unknown } | null | undefined;
  if (payment?.method !== ONLINE_PAYMENT) return null;
  const justPlaced = confirmation?.orderNumber === props.order.increment_id ? confirmation.redirectUrl : null;
  const state = orderPaymentState(payment.status, justPlaced);
  return (
    <section
      className={`order-payment order-payment--${state.kind}`}
      data-testid="order-payment-status"
      aria-labelledby="order-payment-title"
    >
      <h2 id="order-payment-title">{state.title}</h2>
      {state.text ? <p>{state.text}</p> : null}
      {state.kind === "redirect" ? <RedirectCountdown url={state.url} /> : null}
      {state.kind === "canceled" || state.kind === "awaiting" ? (
        <PayButton
          orderNumber={String(props.order.increment_id)}
          secret={props.secret}
          label={state.kind === "canceled" ? plOrders.payAgain : plOrders.payNow}
        />
      ) : null}
    </section>
  );
}
