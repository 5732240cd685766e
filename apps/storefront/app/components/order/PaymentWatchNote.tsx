import { useEffect, useRef, useState } from "react";
import { plOrders } from "../../i18n/pl.orders";
import type { PaymentWatch } from "./useWatchedOrderView";

/**
 * What the order page says while it waits for an online payment's confirmation: that it updates itself,
 * or — once it stopped asking — a button to check again; and, politely to screen readers, that the payment
 * came in when the status turns paid while the shopper is on the page.
 *
 * @example
 * <PaymentWatchNote watch={paymentWatch} paid={isPaid(order)} onCheckAgain={checkAgain} />
 */
export function PaymentWatchNote(props: {
  readonly watch: PaymentWatch;
  readonly paid: boolean;
  readonly onCheckAgain: () => void;
}) {
  const waited = useRef(false);
  const [announce, setAnnounce] = useState("");
  useEffect(() => {
    if (props.watch !== "none") waited.current = true;
    else if (props.paid && waited.current) setAnnounce(plOrders.paymentArrived);
  }, [props.watch, props.paid]);
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="payment-announcement">
        {announce}
      </p>
      {props.watch === "checking" ? (
        <p className="order-page__lead" data-testid="payment-watch">
          {plOrders.paymentChecking}
        </p>
      ) : null}
      {props.watch === "gave_up" ? (
        <div className="order-page__lead" data-testid="payment-watch">
          <p>{plOrders.paymentNotYetConfirmed}</p>
          <button type="button" className="button" onClick={props.onCheckAgain}>
            {plOrders.paymentCheckAgain}
          </button>
        </div>
      ) : null}
    </>
  );
}
