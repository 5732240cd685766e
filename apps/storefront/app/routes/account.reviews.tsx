import { useEffect, useState } from "react";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";

interface MyReview {
  readonly id?: unknown;
  readonly title?: unknown;
  readonly detail?: unknown;
  readonly review_status?: unknown;
  readonly created_at?: unknown;
}

/** `/account/reviews`: the customer's own reviews in every status (api-contract.md §9.2). */
export default function AccountReviewsRoute() {
  const shop = useShop();
  const [reviews, setReviews] = useState<readonly MyReview[] | null>(null);
  useEffect(() => {
    shop
      .client()
      .then((client) => client.reviews.mine())
      .then((result) => setReviews((result as { items?: MyReview[] }).items ?? []))
      .catch(() => setReviews([]));
  }, [shop]);
  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title" className="page-title" tabIndex={-1}>
        {plTx.account.reviews}
      </h1>
      {reviews === null ? <p>{plTx.common.loading}</p> : null}
      {reviews?.length === 0 ? <p>{plTx.account.noReviews}</p> : null}
      <ul className="my-reviews">
        {(reviews ?? []).map((review, index) => (
          <li key={String(review.id ?? index)}>
            <h2>{String(review.title ?? "")}</h2>
            <p>{String(review.detail ?? "")}</p>
            <p>{Number(review.review_status) === 1 ? plTx.account.approved : plTx.account.pending}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
