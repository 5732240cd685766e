import { useState } from "react";
import { Link, useParams } from "react-router";
import { OrderComplaints } from "../components/complaint/OrderComplaints";
import { OrderDetails } from "../components/order/OrderDetails";
import { OrderPayment } from "../components/order/OrderPayment";
import { OrderTracking } from "../components/order/OrderTracking";
import { OrderTransfer } from "../components/order/OrderTransfer";
import { orderMoneyLead } from "../components/order/orderAfterSalesText";
import { isPaid } from "../components/order/orderPaymentState";
import { PaymentWatchNote } from "../components/order/PaymentWatchNote";
import { useWatchedOrderView } from "../components/order/useWatchedOrderView";
import { WithdrawalSection } from "../components/withdrawal/WithdrawalSection";
import { plOrders } from "../i18n/pl.orders";

export function meta({ params }: { params: { orderNumber?: string } }) {
  return [
    { title: `${plOrders.orderTitle(params.orderNumber ?? "")} | Outlet` },
    { name: "robots", content: "noindex" },
  ];
}

/** `/account/orders/{orderNumber}` (issue 12): one of the customer's orders. */
export default function AccountOrderRoute() {
  const { orderNumber } = useParams();
  // a withdrawal changes the order's status and what may be complained about: read both again
  const [revision, setRevision] = useState(0);
  const { view, paymentWatch, watchKey, checkAgain } = useWatchedOrderView(orderNumber, undefined, revision);
  return (
    <section aria-labelledby="account-order-title" data-testid="account-order">
      <h1 id="account-order-title" className="page-title" tabIndex={-1}>
        {plOrders.orderTitle(orderNumber ?? "")}
      </h1>
      {view.kind === "loading" ? <p aria-live="polite">{plOrders.loading}</p> : null}
      {view.kind === "not-found" ? <p role="alert">{plOrders.notFound}</p> : null}
      {view.kind === "offline" ? <p role="alert">{plOrders.offline}</p> : null}
      {view.kind === "order" ? (
        <>
          <p className="order-page__lead order-page__total" data-testid="order-money">
            {orderMoneyLead(view.order, isPaid(view.order), Number(view.order.grand_total ?? 0))}
          </p>
          <OrderPayment order={view.order} />
          <PaymentWatchNote watch={paymentWatch} paid={isPaid(view.order)} onCheckAgain={checkAgain} />
          <OrderTransfer order={view.order} />
          <OrderTracking order={view.order} />
          <WithdrawalSection
            key={watchKey}
            orderNumber={view.order.increment_id}
            proof={{}}
            onWithdrawn={() => setRevision((n) => n + 1)}
          />
          <OrderDetails order={view.order} />
          <OrderComplaints key={revision} orderNumber={orderNumber ?? ""} />
        </>
      ) : null}
      <p className="order-page__actions">
        <Link to="/account/orders">{plOrders.allOrders}</Link>
      </p>
    </section>
  );
}
