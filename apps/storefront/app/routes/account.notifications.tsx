import { useSnapshot } from "valtio";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";

/** `/account/notifications`: which e-mails the shopper gets (newsletter; back-in-stock alerts by e-mail link). */
export default function AccountNotificationsRoute() {
  const shop = useShop();
  const newsletter = useSnapshot(shop.newsletter.state);
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="page-title" tabIndex={-1}>
        {plTx.account.notifications}
      </h1>
      <dl className="account-notifications">
        <dt>{plTx.newsletter.title}</dt>
        <dd>{newsletter.isSubscribed ? plTx.newsletter.done : plTx.newsletter.text}</dd>
        <dt>{plTx.stockAlert.title}</dt>
        <dd>{plTx.stockAlert.text}</dd>
      </dl>
    </section>
  );
}
