import { useSnapshot } from "valtio";
import { plTx, tx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Checkbox } from "../forms/Field";

/**
 * The two consents an order needs (terms, privacy), each with the error while it is not given.
 *
 * @example
 * <TermsSection />
 */
export function TermsSection() {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const errors = snap.errors;
  return (
    <fieldset className="checkout__section">
      <legend className="visually-hidden">{plTx.checkout.terms}</legend>
      {/* the documents the shopper accepts, one click away (new tab: the form keeps what was typed) */}
      <p className="checkout__terms-links" data-testid="terms-links">
        {plTx.checkout.readTerms}{" "}
        <a href="/regulamin" target="_blank" rel="noopener">
          {plTx.checkout.termsLink} <span className="visually-hidden">{plTx.checkout.opensInNewTab}</span>
        </a>{" "}
        {plTx.checkout.readAnd}{" "}
        <a href="/polityka-prywatnosci" target="_blank" rel="noopener">
          {plTx.checkout.privacyLink} <span className="visually-hidden">{plTx.checkout.opensInNewTab}</span>
        </a>
        .
      </p>
      <Checkbox
        id="accept-terms"
        label={plTx.checkout.terms}
        checked={snap.acceptTerms}
        error={errors?.terms && !snap.acceptTerms ? tx(errors.terms) : null}
        onCheckedChange={(v) => {
          shop.checkout.state.acceptTerms = v;
        }}
      />
      <Checkbox
        id="accept-privacy"
        label={plTx.checkout.privacy}
        checked={snap.acceptPrivacy}
        error={errors?.terms && !snap.acceptPrivacy ? tx(errors.terms) : null}
        onCheckedChange={(v) => {
          shop.checkout.state.acceptPrivacy = v;
        }}
      />
    </fieldset>
  );
}
