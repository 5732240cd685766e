import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { NewsletterForm } from "../components/account/NewsletterPopup";
import { ConsentSettingsForm } from "../components/consent/ConsentSettingsForm";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";
import { useUser } from "../state/shop/useShopState";

/**
 * `/account/agreements`: the newsletter agreement (subscribe / unsubscribe, behaviour.md §13.3) and the
 * cookie consent (the `cookie-consent` claim, also reachable from the footer's "Ustawienia plików cookie").
 */
export default function AccountAgreementsRoute() {
  const shop = useShop();
  const user = useUser();
  const newsletter = useSnapshot(shop.newsletter.state);
  const email = user.current?.email ?? "";
  useEffect(() => {
    if (email) void shop.newsletter.status(email);
  }, [email, shop]);
  return (
    <section aria-labelledby="agreements-title">
      <h1 id="agreements-title" className="page-title" tabIndex={-1}>
        {plTx.account.agreements}
      </h1>
      <h2>{plTx.account.newsletterAgreement}</h2>
      {newsletter.isSubscribed ? (
        <button
          type="button"
          className="button"
          onClick={() =>
            // the outcome is said, as on /account/notifications (it was silent)
            void shop.newsletter.unsubscribe(email).then((ok) => {
              if (ok === undefined) return;
              shop.notify(
                ok
                  ? { type: "success", message: plTx.newsletter.unsubscribed }
                  : { type: "error", message: plTx.common.genericError },
              );
            })
          }
        >
          {plTx.newsletter.unsubscribe}
        </button>
      ) : (
        <NewsletterForm idPrefix="agreements" initialEmail={email} />
      )}
      <ConsentSettingsForm />
    </section>
  );
}
