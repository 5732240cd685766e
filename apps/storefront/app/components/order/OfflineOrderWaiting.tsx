import { formatPrice } from "@outlet/formatting";
import { useEffect, useRef } from "react";
import { useSnapshot } from "valtio";
import { plOrders } from "../../i18n/pl.orders";
import { useShop } from "../../state/shop/ShopProvider";
import "./order.css";

/**
 * The state of an order placed offline (issue 12): it will be sent once the connection is back, with a
 * reference to quote and the total it will be charged; the order's page opens when it has been sent.
 *
 * @example
 * {snap.queuedOrder ? <OfflineOrderWaiting /> : null}
 */
export function OfflineOrderWaiting() {
  const shop = useShop();
  const waiting = useSnapshot(shop.checkout.state).queuedOrder;
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!waiting) return null;
  return (
    <section className="order-page" aria-labelledby="offline-order-title" data-testid="offline-order-waiting">
      <h1 id="offline-order-title" className="page-title" tabIndex={-1} ref={heading}>
        {plOrders.offlineTitle}
      </h1>
      <p role="status">{plOrders.offlineWaiting}</p>
      <dl className="order-details__facts">
        <div>
          <dt>{plOrders.offlineReference}</dt>
          <dd data-testid="offline-order-reference">{waiting.reference}</dd>
        </div>
        {waiting.grandTotal !== null ? (
          <div>
            <dt>{plOrders.grandTotal}</dt>
            <dd data-testid="offline-order-total">{formatPrice(waiting.grandTotal)}</dd>
          </div>
        ) : null}
      </dl>
      <p>{plOrders.offlineKeepOpen}</p>
    </section>
  );
}
