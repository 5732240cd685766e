import { formatPrice } from "@outlet/formatting";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";

/**
 * The thank-you state with the order number (transactions.md §2 order confirmation page type).
 *
 * @example
 * {snap.confirmation ? <ThankYou /> : <CheckoutPage />}
 */
export function ThankYou() {
  const shop = useShop();
  const snap = useSnapshot(shop.checkout.state);
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const confirmation = snap.confirmation;
  if (!confirmation) return null;
  return (
    <section className="thank-you" aria-labelledby="thank-you-title" data-testid="thank-you">
      <h1 id="thank-you-title" className="page-title" tabIndex={-1} ref={heading}>
        {plTx.checkout.thankYou}
      </h1>
      <p data-testid="order-number">{plTx.checkout.orderNumber(confirmation.orderNumber)}</p>
      {confirmation.grandTotal !== null ? (
        <p>{plTx.checkout.total(formatPrice(confirmation.grandTotal))}</p>
      ) : null}
      {confirmation.redirectUrl ? <p>{plTx.checkout.redirect}</p> : null}
      <Link to="/" className="button">
        {plTx.checkout.backToShop}
      </Link>
    </section>
  );
}
