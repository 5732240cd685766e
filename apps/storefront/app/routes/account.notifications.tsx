import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";
import { useUser } from "../state/shop/useShopState";

/**
 * `/account/notifications` (transactions.md §2): the e-mails the account gets. The newsletter for the
 * account's own e-mail, with the API's status (api-contract.md §11.1: double opt-in, so a new subscription
 * is `pending` until its link is clicked), switched on and off here (behaviour.md §13.3). Back-in-stock
 * alerts are asked for on the product page and cancelled from their e-mail (§11.2 has no list to show).
 */
export default function AccountNotificationsRoute() {
  const shop = useShop();
  const user = useUser();
  const newsletter = useSnapshot(shop.newsletter.state);
  const email = user.current?.email ?? "";
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (email) void shop.newsletter.status(email);
  }, [email, shop]);

  const status = newsletter.status;
  const text =
    status === null
      ? plTx.account.notificationsChecking
      : status === "subscribed"
        ? plTx.account.notificationsSubscribed
        : status === "pending"
          ? plTx.account.notificationsPending
          : plTx.account.notificationsNotSubscribed;

  async function change(subscribe: boolean): Promise<void> {
    setBusy(true);
    try {
      const ok = subscribe
        ? // The shopper's own click on "Zapisz się" under the offer is the consent (GDPR art. 4(11)).
          await shop.newsletter.subscribe(email, true)
        : await shop.newsletter.unsubscribe(email);
      if (ok === false) {
        shop.notify({ type: "error", message: plTx.common.genericError });
        return;
      }
      shop.notify({
        type: "success",
        message: subscribe ? plTx.newsletter.done : plTx.newsletter.unsubscribed,
      });
      await shop.newsletter.status(email);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="page-title" tabIndex={-1}>
        {plTx.account.notifications}
      </h1>
      <section className="account-notifications" aria-labelledby="notifications-newsletter">
        <h2 id="notifications-newsletter">{plTx.account.notificationsNewsletterFor(email)}</h2>
        <p data-testid="newsletter-status" aria-live="polite">
          {text}
        </p>
        {status === "subscribed" ? (
          <button type="button" className="button" disabled={busy} onClick={() => void change(false)}>
            {plTx.newsletter.unsubscribe}
          </button>
        ) : status === "unsubscribed" || status === "unknown" ? (
          <>
            <p>{plTx.newsletter.text}</p>
            <button
              type="button"
              className="button button--primary"
              disabled={busy || !email}
              onClick={() => void change(true)}
            >
              {plTx.newsletter.subscribe}
            </button>
          </>
        ) : null}
      </section>
      <section className="account-notifications" aria-labelledby="notifications-stock">
        <h2 id="notifications-stock">{plTx.stockAlert.title}</h2>
        <p>{plTx.account.notificationsStockAlerts}</p>
      </section>
    </section>
  );
}
