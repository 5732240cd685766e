import { DIGITAL_CONTENT_CONSENT, hasDigitalContent } from "@outlet/checkout";
import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { useCart } from "../../state/shop/useShopState";
import { Checkbox } from "../forms/Field";

/**
 * What the shopper is told and asked before ordering (after-sales-and-law.md §7): who controls their data,
 * with the privacy policy one click away (information, not a checkbox); the terms, which are accepted; and,
 * when the cart holds digital content, the express consent to its immediate delivery with the
 * acknowledgement that the right of withdrawal is then lost (art. 38 ust. 1 pkt 13). Each consent shows its
 * own error while it is not given.
 *
 * @example
 * <TermsSection controller="Outlet sp. z o.o." />
 */
export function TermsSection(props: {
  /** The company controlling the shopper's data (the shop settings' company). @default none: the sentence names no company */
  readonly controller?: string | null | undefined;
}) {
  const shop = useShop();
  const cart = useCart();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const errors = snap.errors;
  const digital = hasDigitalContent(cart.items);
  return (
    <fieldset className="checkout__section">
      <legend className="visually-hidden">{plTx.checkout.terms}</legend>
      {/* the privacy policy is information (GDPR art. 13), said where the data is given; the new tab keeps
          what was typed, and is said in the link's name */}
      <p className="checkout__terms-links" data-testid="privacy-information">
        {props.controller
          ? // "… sp. z o.o." ends its own sentence
            `${plTx.checkout.controllerIs} ${props.controller}${props.controller.endsWith(".") ? "" : "."}`
          : plTx.checkout.controllerUnknown}{" "}
        {plTx.checkout.privacyDetails}{" "}
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
      <p className="checkout__terms-links" data-testid="terms-links">
        {plTx.checkout.readTerms}{" "}
        <a
          href="/regulamin"
          target="_blank"
          rel="noopener"
          aria-label={`${plTx.checkout.termsLink} ${plTx.checkout.opensInNewTab}`}
        >
          {plTx.checkout.termsLink}
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
      {digital ? (
        <Checkbox
          id="accept-digital"
          label={DIGITAL_CONTENT_CONSENT}
          checked={snap.acceptDigital}
          error={errors?.digitalConsent && !snap.acceptDigital ? errors.digitalConsent : null}
          onCheckedChange={(v) => {
            shop.checkout.state.acceptDigital = v;
          }}
        />
      ) : null}
    </fieldset>
  );
}
