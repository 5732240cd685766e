import { formatLongDateTime } from "@outlet/formatting";
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { plConsent } from "../../i18n/pl.consent";
import { useShop } from "../../state/shop/ShopProvider";
import { ConsentChoices } from "./ConsentChoices";

/** "27 listopada 2026, 05:04" in Warsaw time: the one long form a shopper reads a moment in (s22). */
const decidedAt = (iso: string): string => formatLongDateTime(iso);

/**
 * The cookie consent on `/account/agreements`: the purposes as checkboxes, preset to the stored decision,
 * saved as a new `cookie-consent` claim.
 *
 * @example
 * <ConsentSettingsForm />
 */
export function ConsentSettingsForm() {
  const shop = useShop();
  const { ready, consent } = useSnapshot(shop.consent.state);
  const claims = useSnapshot(shop.claims.state);
  const [choice, setChoice] = useState({ analytics: false, marketing: false });
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (ready) setChoice({ analytics: consent?.analytics ?? false, marketing: consent?.marketing ?? false });
  }, [ready, consent]);
  const claim = consent ? claims.claims["cookie-consent"] : undefined;
  return (
    <form
      className="consent-settings"
      aria-labelledby="consent-settings-title"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        void shop.consent.decide(choice).then(() => setSaved(true));
      }}
    >
      <h2 id="consent-settings-title">{plConsent.accountTitle}</h2>
      <p data-testid="consent-status">
        {claim ? `${plConsent.decidedOn} ${decidedAt(claim.created_at)}` : plConsent.notDecided}
      </p>
      <ConsentChoices
        idPrefix="account-consent"
        value={choice}
        onChange={(value) => {
          setSaved(false);
          setChoice(value);
        }}
      />
      <p>
        <button type="submit" className="button">
          {plConsent.accountSave}
        </button>
      </p>
      <p role="status">{saved ? plConsent.saved : ""}</p>
    </form>
  );
}
