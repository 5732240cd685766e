import { formatPrice } from "@outlet/formatting";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { OrderDetails } from "../components/order/OrderDetails";
import { OrderPayment } from "../components/order/OrderPayment";
import { isPaid } from "../components/order/orderPaymentState";
import { useOrderView } from "../components/order/useOrderView";
import { plOrders } from "../i18n/pl.orders";

export function meta() {
  return [
    { title: `${plOrders.confirmationTitle} | Outlet` },
    { name: "robots", content: "noindex" },
    // the secret in the URL must not travel to other sites
    { name: "referrer", content: "no-referrer" },
  ];
}

/**
 * `/zamowienie/{orderNumber}/{secret}` (issue 12): the order's home after checkout and from the
 * confirmation mail. The guest reaches it through the secret in the link; a customer also without it.
 */
export default function OrderConfirmationRoute() {
  const { orderNumber, secret } = useParams();
  const view = useOrderView(orderNumber, secret);
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="order-page" aria-labelledby="order-page-title" data-testid="thank-you">
      <h1 id="order-page-title" className="page-title" tabIndex={-1} ref={heading}>
        {plOrders.confirmationTitle}
      </h1>
      {view.kind === "loading" ? <p aria-live="polite">{plOrders.loading}</p> : null}
      {view.kind === "not-found" ? <p role="alert">{plOrders.notFound}</p> : null}
      {view.kind === "offline" ? <p role="alert">{plOrders.offline}</p> : null}
      {view.kind === "order" ? (
        <>
          <p className="order-page__lead order-page__total">
            {(isPaid(view.order) ? plOrders.paid : plOrders.toPay)(
              formatPrice(Number(view.order.grand_total ?? 0)),
            )}
          </p>
          <p className="order-page__lead">{plOrders.mailSent(String(view.order.customer_email ?? ""))}</p>
          <OrderPayment order={view.order} secret={secret} />
          <OrderDetails order={view.order} />
        </>
      ) : null}
      <p className="order-page__actions">
        <Link to="/" className="button">
          {plOrders.backToShop}
        </Link>
      </p>
    </section>
  );
}
