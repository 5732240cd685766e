import { required } from "@outlet/checkout";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { plTx } from "../../i18n/pl.transactions";
import { isHttpError } from "../../lib/httpError";
import { useOptionalShop } from "../../state/shop/ShopProvider";
import { useStarted, useUser } from "../../state/shop/useShopState";
import { ErrorSummary, Field } from "./Field";
import { useFormErrors } from "./useFormErrors";

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
  const [values, setValues] = useState({ nickname: "", title: "", detail: "", rating: "5" });
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useFormErrors<"nickname" | "title" | "detail">();
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
      <div className="field">
        <label htmlFor="review-rating">{plTx.review.rating}</label>
        <select
          id="review-rating"
          value={values.rating}
          onChange={(event) => set("rating")(event.target.value)}
        >
          {["5", "4", "3", "2", "1"].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <Field
        id="review-title"
        label={plTx.review.summary}
        value={values.title}
        error={form.errors.title}
        maxLength={100}
        required
        onValueChange={set("title")}
      />
      <div className={`field${form.errors.detail ? " field--invalid" : ""}`}>
        <label htmlFor="review-detail">{plTx.review.detail}</label>
        <textarea
          id="review-detail"
          value={values.detail}
          maxLength={5000}
          aria-invalid={form.errors.detail ? true : undefined}
          aria-describedby={form.errors.detail ? "review-detail-error" : undefined}
          onChange={(event) => set("detail")(event.target.value)}
        />
        {form.errors.detail ? (
          <p id="review-detail-error" className="field__error">
            {form.errors.detail}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary">
        {plTx.review.send}
      </button>
    </form>
  );
}
