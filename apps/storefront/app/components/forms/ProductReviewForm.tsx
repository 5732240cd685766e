import { formRules } from "@outlet/checkout";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { plTx } from "../../i18n/pl.transactions";
import { isHttpError } from "../../lib/httpError";
import { useOptionalShop } from "../../state/shop/ShopProvider";
import { useStarted, useUser } from "../../state/shop/useShopState";
import { ErrorSummary, Field, TextAreaField } from "./Field";
import { StarRating } from "./StarRating";
import { useFormErrors } from "./useFormErrors";

const { required } = formRules;

/**
 * The product review form (api-contract.md §9.1): for logged-in customers; the review is stored for
 * moderation. Guests get a link to log in (order reviews go through the e-mailed link instead).
 *
 * @example
 * <ProductReviewForm productId={47} />
 */
export function ProductReviewForm(props: { readonly productId: number | undefined }) {
  const shop = useOptionalShop();
  if (!shop || props.productId === undefined) return null;
  return <Form productId={props.productId} />;
}

function Form(props: { readonly productId: number }) {
  const started = useStarted();
  const user = useUser();
  const location = useLocation();
  const shop = useOptionalShop();
  const [values, setValues] = useState({ nickname: "", title: "", detail: "", rating: "" });
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useFormErrors<"nickname" | "title" | "detail" | "rating">();
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  if (!started || !shop) return null;
  if (!user.isLoggedIn) {
    return (
      <p className="review-login">
        <Link to={`/login?redirect=${encodeURIComponent(location.pathname)}`}>
          {plTx.review.loginToReview}
        </Link>
      </p>
    );
  }
  if (sent) return <p role="status">{plTx.review.sent}</p>;
  return (
    <form
      ref={form.ref}
      noValidate
      className="review-form"
      aria-labelledby="review-form-title"
      onSubmit={async (event) => {
        event.preventDefault();
        setMessage(null);
        const ok = form.check({
          nickname: required(values.nickname),
          title: required(values.title),
          detail: required(values.detail),
          // No preset: a review counts only with the stars the shopper chose.
          rating: values.rating === "" ? plTx.review.ratingRequired : null,
        });
        if (!ok) return;
        try {
          await (await shop.client()).reviews.create({
            review: {
              product_id: props.productId,
              title: values.title.trim(),
              detail: values.detail.trim(),
              nickname: values.nickname.trim(),
              rating: Number(values.rating),
              review_entity: "product",
            },
          });
          setSent(true);
        } catch (error) {
          setMessage(
            isHttpError(error) && error.apiError.message ? error.apiError.message : plTx.review.failed,
          );
        }
      }}
    >
      <h2 id="review-form-title">{plTx.review.title}</h2>
      <ErrorSummary count={form.count} message={message} />
      <Field
        id="review-nickname"
        label={plTx.review.nickname}
        value={values.nickname}
        error={form.errors.nickname}
        maxLength={50}
        required
        onValueChange={set("nickname")}
      />
      <StarRating
        id="review-rating"
        label={plTx.review.rating}
        value={values.rating}
        error={form.errors.rating}
        onValueChange={(value) => {
          set("rating")(value);
          form.clear("rating");
        }}
      />
      <Field
        id="review-title"
        label={plTx.review.summary}
        value={values.title}
        error={form.errors.title}
        maxLength={100}
        required
        onValueChange={set("title")}
      />
      <TextAreaField
        id="review-detail"
        label={plTx.review.detail}
        value={values.detail}
        error={form.errors.detail}
        maxLength={5000}
        required
        onValueChange={set("detail")}
      />
      <button type="submit" className="button button--primary">
        {plTx.review.send}
      </button>
    </form>
  );
}
