import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { OrderComplaints } from "../components/complaint/OrderComplaints";
import { OrderDetails } from "../components/order/OrderDetails";
import { OrderPayment } from "../components/order/OrderPayment";
import { OrderTracking } from "../components/order/OrderTracking";
import { OrderTransfer } from "../components/order/OrderTransfer";
import { orderMoneyLead } from "../components/order/orderAfterSalesText";
import { isPaid } from "../components/order/orderPaymentState";
import { isJustPlaced } from "../components/order/orderPlacedState";
import { PaymentWatchNote } from "../components/order/PaymentWatchNote";
import { useWatchedOrderView } from "../components/order/useWatchedOrderView";
import { WithdrawalSection } from "../components/withdrawal/WithdrawalSection";
import { plOrders } from "../i18n/pl.orders";

export function meta({ params }: { params: { orderNumber?: string } }) {
  return [
    { title: `${plOrders.orderTitle(params.orderNumber ?? "")} | Outlet` },
    { name: "robots", content: "noindex" },
    // the secret in the URL must not travel to other sites
    { name: "referrer", content: "no-referrer" },
  ];
}

/**
 * `/zamowienie/{orderNumber}/{secret}` (issue 12): the order's home after checkout and from the
 * confirmation mail. The guest reaches it through the secret in the link; a customer also without it.
 * Reached right after placing the order (checkout's navigation state, `orderPlacedState`) it thanks the
 * shopper; opened from the mail, the history or a reload it reads like the account's order page
 * ("Zamówienie nr …", its status in the details).
 */
export default function OrderConfirmationRoute() {
  const { orderNumber, secret } = useParams();
  // a withdrawal changes the order's status and what may be complained about: read both again
  const [revision, setRevision] = useState(0);
  const { view, paymentWatch, watchKey, checkAgain } = useWatchedOrderView(orderNumber, secret, revision);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once on arrival, then dropped from the history entry: a reload or a later visit is "later".
  const [justPlaced] = useState(() => isJustPlaced(location.state, orderNumber));
  const heading = useRef<HTMLHeadingElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    heading.current?.focus();
    if (location.state !== null && location.state !== undefined) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, []);
  return (
    <section
      className="order-page"
      aria-labelledby="order-page-title"
      data-testid={justPlaced ? "thank-you" : "order-page"}
    >
      <h1 id="order-page-title" className="page-title" tabIndex={-1} ref={heading}>
        {justPlaced ? plOrders.confirmationTitle : plOrders.orderTitle(orderNumber ?? "")}
      </h1>
      {view.kind === "loading" ? <p aria-live="polite">{plOrders.loading}</p> : null}
      {view.kind === "sign-in" ? (
        <>
          <p role="alert" data-testid="order-sign-in">
            {plOrders.signInToSee}
          </p>
          <p>
            <Link
              to={`/login?redirect=${encodeURIComponent(location.pathname)}`}
              className="button button--primary"
            >
              {plOrders.signIn}
            </Link>
          </p>
        </>
      ) : null}
      {view.kind === "not-found" ? <p role="alert">{plOrders.notFound}</p> : null}
      {view.kind === "offline" ? <p role="alert">{plOrders.offline}</p> : null}
      {view.kind === "order" ? (
        <>
          <p className="order-page__lead order-page__total" data-testid="order-money">
            {orderMoneyLead(view.order, isPaid(view.order), Number(view.order.grand_total ?? 0))}
          </p>
          {justPlaced ? (
            <p className="order-page__lead">{plOrders.mailSent(String(view.order.customer_email ?? ""))}</p>
          ) : null}
          <OrderPayment order={view.order} secret={secret} />
          <PaymentWatchNote watch={paymentWatch} paid={isPaid(view.order)} onCheckAgain={checkAgain} />
          <OrderTransfer order={view.order} />
          <OrderTracking order={view.order} />
          <WithdrawalSection
            key={watchKey}
            orderNumber={view.order.increment_id}
            proof={secret ? { secret } : {}}
            onWithdrawn={() => setRevision((n) => n + 1)}
          />
          <OrderDetails order={view.order} />
          <OrderComplaints key={revision} orderNumber={orderNumber ?? ""} secret={secret} />
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
