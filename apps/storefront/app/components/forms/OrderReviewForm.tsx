import { formRules } from "@outlet/checkout";
import type { OrderReview } from "@outlet/transport";
import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { ErrorSummary, Field, RATING_OPTIONS, SelectField, TextAreaField } from "./Field";
import { useFormErrors } from "./useFormErrors";

const { required } = formRules;

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
          });
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
            <SelectField
              id={`rating-${item.sku}`}
              label={plTx.review.rating}
              value={String(entry.rating)}
              options={RATING_OPTIONS}
              onValueChange={(v) => update(item.sku, { rating: Number(v) })}
            />
            <Field
              id={`title-${item.sku}`}
              label={plTx.review.summary}
              value={entry.title}
              maxLength={100}
              onValueChange={(v) => update(item.sku, { title: v })}
            />
            <TextAreaField
              id={`detail-${item.sku}`}
              label={plTx.review.detail}
              value={entry.detail}
              error={form.errors[`detail-${item.sku}`]}
              maxLength={5000}
              onValueChange={(v) => update(item.sku, { detail: v })}
            />
          </fieldset>
        );
      })}
      {props.order.shop_reviewed ? null : (
        <fieldset className="review-form__item">
          <legend>{plTx.review.shop}</legend>
          <SelectField
            id="rating-shop"
            label={plTx.review.rating}
            value={String(shopReview.rating)}
            options={RATING_OPTIONS}
            onValueChange={(value) => setShopReview((v) => ({ ...v, rating: Number(value) }))}
          />
          <TextAreaField
            id="detail-shop"
            label={plTx.review.detail}
            value={shopReview.detail}
            maxLength={5000}
            onValueChange={(value) => setShopReview((v) => ({ ...v, detail: value }))}
          />
        </fieldset>
      )}
      <button type="submit" className="button button--primary">
        {plTx.review.send}
      </button>
    </form>
  );
}
