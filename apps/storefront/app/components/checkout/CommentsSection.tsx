import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Checkbox, TextAreaField } from "../forms/Field";

/**
 * The optional comments of an order: one for the courier (only when a courier delivers: `@outlet/checkout`
 * orderComments drops it for a store pickup or a locker), one for the shop.
 *
 * @example
 * <CommentsSection />
 */
export function CommentsSection() {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  // delivery() reads the proxy: reading the choice through the snapshot re-renders on a new method
  void snap.shippingChoice;
  const courier = shop.checkout.delivery() === "courier";
  return (
    <fieldset className="checkout__section">
      <legend>{plTx.checkout.comments}</legend>
      <Checkbox
        id="comments-enabled"
        label={plTx.checkout.comments}
        checked={snap.comments.enabled}
        onCheckedChange={(v) => {
          shop.checkout.state.comments = { ...shop.checkout.state.comments, enabled: v };
        }}
      />
      {snap.comments.enabled ? (
        <>
          {courier ? (
            <TextAreaField
              id="comments-delivery"
              label={plTx.checkout.deliveryComment}
              maxLength={500}
              value={snap.comments.delivery}
              onValueChange={(value) => {
                shop.checkout.state.comments = { ...shop.checkout.state.comments, delivery: value };
              }}
            />
          ) : null}
          <TextAreaField
            id="comments-order"
            label={plTx.checkout.orderComment}
            maxLength={1000}
            value={snap.comments.order}
            onValueChange={(value) => {
              shop.checkout.state.comments = { ...shop.checkout.state.comments, order: value };
            }}
          />
        </>
      ) : null}
    </fieldset>
  );
}
