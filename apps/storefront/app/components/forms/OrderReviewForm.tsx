import { required } from "@outlet/checkout";
import type { OrderReview } from "@outlet/transport";
import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { ErrorSummary, Field } from "./Field";
import { useFormErrors } from "./useFormErrors";

type Entry = { rating: number; title: string; detail: string };

/**
 * Reviews of an order's products and of the shop, from the e-mailed link (api-contract.md §9.4–§9.5).
 *
 * @example
 * <OrderReviewForm order={order} orderUuid={uuid} secret={secret} />
 */
export function OrderReviewForm(props: {
  readonly order: OrderReview;
  readonly orderUuid: string;
  readonly secret: string;
}) {
  const shop = useShop();
  const open = props.order.items.filter((item) => !item.reviewed);
  const [nickname, setNickname] = useState("");
  const [entries, setEntries] = useState<Record<string, Entry>>(
    Object.fromEntries(open.map((item) => [item.sku, { rating: 5, title: "", detail: "" }])),
  );
  const [shopReview, setShopReview] = useState({ rating: 5, detail: "" });
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useFormErrors<string>();
  if (done) return <p role="status">{plTx.review.sent}</p>;
  const update = (sku: string, patch: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [sku]: { ...(all[sku] as Entry), ...patch } }));
  return (
    <form
      ref={form.ref}
      noValidate
      className="review-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const written = Object.entries(entries).filter(([, entry]) => entry.detail.trim() !== "");
        const ok = form.check({
          nickname: required(nickname),
          ...(written.length === 0 && !shopReview.detail.trim()
            ? { [`detail-${open[0]?.sku ?? "shop"}`]: "Field is required" }
            : {}),
        });
        if (!ok) return;
        try {
          await (await shop.client()).reviews.createForOrder(props.orderUuid, {
            secret: props.secret,
            nickname: nickname.trim(),
            reviews: written.map(([sku, entry]) => ({
              sku,
              rating: entry.rating,
              detail: entry.detail.trim(),
              ...(entry.title.trim() ? { title: entry.title.trim() } : {}),
            })),
            ...(shopReview.detail.trim() && !props.order.shop_reviewed
              ? { shop_review: { rating: shopReview.rating, detail: shopReview.detail.trim() } }
              : {}),
          } as never);
          setDone(true);
        } catch {
          setMessage(plTx.review.failed);
        }
      }}
    >
      <ErrorSummary count={form.count} message={message} />
      <Field
        id="review-nickname"
        label={plTx.review.nickname}
        value={nickname}
        error={form.errors.nickname}
        required
        maxLength={50}
        onValueChange={setNickname}
      />
      {open.map((item) => {
        const entry = entries[item.sku] as Entry;
        return (
          <fieldset key={item.sku} className="review-form__item">
            <legend>{item.name}</legend>
            <div className="field">
              <label htmlFor={`rating-${item.sku}`}>{plTx.review.rating}</label>
              <select
                id={`rating-${item.sku}`}
                value={entry.rating}
                onChange={(e) => update(item.sku, { rating: Number(e.target.value) })}
              >
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <Field
              id={`title-${item.sku}`}
              label={plTx.review.summary}
              value={entry.title}
              maxLength={100}
              onValueChange={(v) => update(item.sku, { title: v })}
            />
            <div className={`field${form.errors[`detail-${item.sku}`] ? " field--invalid" : ""}`}>
              <label htmlFor={`detail-${item.sku}`}>{plTx.review.detail}</label>
              <textarea
                id={`detail-${item.sku}`}
                value={entry.detail}
                maxLength={5000}
                aria-invalid={form.errors[`detail-${item.sku}`] ? true : undefined}
                aria-describedby={form.errors[`detail-${item.sku}`] ? `detail-${item.sku}-error` : undefined}
                onChange={(e) => update(item.sku, { detail: e.target.value })}
              />
              {form.errors[`detail-${item.sku}`] ? (
                <p id={`detail-${item.sku}-error`} className="field__error">
                  {form.errors[`detail-${item.sku}`]}
                </p>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      {props.order.shop_reviewed ? null : (
        <fieldset className="review-form__item">
          <legend>{plTx.review.shop}</legend>
          <div className="field">
            <label htmlFor="rating-shop">{plTx.review.rating}</label>
            <select
              id="rating-shop"
              value={shopReview.rating}
              onChange={(e) => setShopReview((v) => ({ ...v, rating: Number(e.target.value) }))}
            >
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="detail-shop">{plTx.review.detail}</label>
            <textarea
              id="detail-shop"
              value={shopReview.detail}
              maxLength={5000}
              onChange={(e) => setShopReview((v) => ({ ...v, detail: e.target.value }))}
            />
          </div>
        </fieldset>
      )}
      <button type="submit" className="button button--primary">
        {plTx.review.send}
      </button>
    </form>
  );
}
