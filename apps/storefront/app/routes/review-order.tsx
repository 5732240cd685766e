import type { OrderReview } from "@outlet/transport";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { OrderReviewForm } from "../components/forms/OrderReviewForm";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";

export function meta() {
  return [{ title: `${plTx.review.orderTitle} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/ocen-produkty/{orderUuid}/{orderSecret}` (transactions.md §2): review an order's products. */
export default function ReviewOrderRoute() {
  const shop = useShop();
  const { orderUuid, orderSecret } = useParams();
  const [order, setOrder] = useState<OrderReview | null | undefined>(undefined);
  useEffect(() => {
    if (!orderUuid || !orderSecret) {
      setOrder(null);
      return;
    }
    shop
      .client()
      .then((client) => client.reviews.forOrder(orderUuid, orderSecret))
      .then(setOrder)
      .catch(() => setOrder(null));
  }, [shop, orderUuid, orderSecret]);
  return (
    <section className="review-order" aria-labelledby="review-order-title">
      <h1 id="review-order-title" className="page-title" tabIndex={-1}>
        {plTx.review.orderTitle}
      </h1>
      {order === undefined ? <p>{plTx.common.loading}</p> : null}
      {order === null ? <p role="alert">{plTx.review.notFound}</p> : null}
      {order && orderUuid && orderSecret ? (
        <OrderReviewForm order={order} orderUuid={orderUuid} secret={orderSecret} />
      ) : null}
    </section>
  );
}
