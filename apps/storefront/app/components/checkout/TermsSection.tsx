import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Checkbox } from "../forms/Field";

/**
 * The two consents an order needs (terms, privacy), each with its own error while it is not given (the
 * package's one message for both, transactions.md §2 form messages, is said per consent).
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
      {/* the documents the shopper accepts, one click away (new tab: the form keeps what was typed); the new
          tab is said in the links' names, not in hidden text that left a space before the full stop */}
      <p className="checkout__terms-links" data-testid="terms-links">
        {plTx.checkout.readTerms}{" "}
        <a
          href="/regulamin"
          target="_blank"
          rel="noopener"
          aria-label={`${plTx.checkout.termsLink} ${plTx.checkout.opensInNewTab}`}
        >
          {plTx.checkout.termsLink}
        </a>{" "}
        {plTx.checkout.readAnd}{" "}
        <a
          href="/polityka-prywatnosci"
          target="_blank"
          rel="noopener"
          aria-label={`${plTx.checkout.privacyLink} ${plTx.checkout.opensInNewTab}`}
        >
          {plTx.checkout.privacyLink}
        </a>
        .
      </p>
      <Checkbox
        id="accept-terms"
        label={plTx.checkout.terms}
        checked={snap.acceptTerms}
        error={errors?.terms && !snap.acceptTerms ? plTx.checkout.termsRequired : null}
        onCheckedChange={(v) => {
          shop.checkout.state.acceptTerms = v;
        }}
      />
      <Checkbox
        id="accept-privacy"
        label={plTx.checkout.privacy}
        checked={snap.acceptPrivacy}
        error={errors?.terms && !snap.acceptPrivacy ? plTx.checkout.privacyRequired : null}
        onCheckedChange={(v) => {
          shop.checkout.state.acceptPrivacy = v;
        }}
      />
    </fieldset>
  );
}
