import { formatDate } from "@outlet/formatting";
import { pl } from "../../i18n/pl";
import type { ReviewView } from "../../lib/catalogViews";
import { Stars } from "./Stars";

/** Approved reviews with their rating (catalogue.md §3 "Review (as displayed)"). */
export function Reviews({ reviews }: { reviews: readonly ReviewView[] }) {
  const average =
    reviews.length > 0 ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length : 0;
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{pl.product.reviews}</h2>
      <p className="reviews__how" data-testid="reviews-checked">
        {pl.product.reviewsChecked} <a href="/regulamin">{pl.product.reviewsTerms}</a>
      </p>
      {reviews.length === 0 ? (
        <p>{pl.product.noReviews}</p>
      ) : (
        <>
          <p className="reviews__summary">
            <Stars rating={average} />{" "}
            {pl.product.averageRating(average.toFixed(1).replace(".", ","), reviews.length)}
          </p>
          <ul className="reviews__list">
            {reviews.map((review) => (
              <li key={review.id} className="review">
                <p className="review__head">
                  <Stars rating={review.rating} /> <strong>{review.title}</strong>
                </p>
                <p>{review.detail}</p>
                <p className="review__meta">
                  {review.nickname}
                  {review.createdAt ? `, ${formatDate(review.createdAt, "D MMMM YYYY")}` : ""}
                  {review.verified ? (
                    <>
                      {" "}
                      <span className="review__verified">{pl.product.verifiedPurchase}</span>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
