import type { PublicSettings } from "@outlet/transport";
import { memo } from "react";
import { pl } from "../../i18n/pl";
import { CookieSettingsLink } from "../consent/CookieSettingsLink";
import { HydrateLater } from "../HydrateLater";
import { ShopLink } from "../links/ShopLink";

/** The company running the shop: name, registered address, NIP, REGON or KRS, e-mail and phone. */
function SellerAddress(props: { readonly company: PublicSettings["company"] }) {
  return (
    <address className="site-footer__seller">
      {props.company.name}
      <br />
      {props.company.street}, {props.company.postcode} {props.company.city}
      <br />
      {pl.footer.nip}: {props.company.nip}
      {props.company.regon ? (
        <>
          <br />
          {pl.footer.regon}: {props.company.regon}
        </>
      ) : null}
      {props.company.krs ? (
        <>
          <br />
          {pl.footer.krs}: {props.company.krs}
        </>
      ) : null}
      <br />
      <a href={`mailto:${props.company.email}`}>{props.company.email}</a>
      <br />
      <a href={`tel:${props.company.phone.replace(/[^+\d]/g, "")}`}>{props.company.phone}</a>
    </address>
  );
}

/** The links every page's footer has: the terms, the privacy policy, accessibility and cookie settings. */
function DocumentLinks() {
  return (
    <>
      <li>
        <ShopLink to="/regulamin">Regulamin</ShopLink>
      </li>
      <li>
        <ShopLink to="/polityka-prywatnosci">Polityka prywatności</ShopLink>
      </li>
      <li>
        <ShopLink to="/dostepnosc">{pl.footer.accessibility}</ShopLink>
      </li>
      <li>
        <CookieSettingsLink />
      </li>
      <li>
        {/* issue 26 (art. 11a): the withdrawal function, from every page's footer, guests included */}
        <ShopLink to="/odstapienie" data-testid="footer-withdrawal">
          Odstąp od umowy tutaj
        </ShopLink>
      </li>
    </>
  );
}

/**
 * The shop footer: help pages, the terms, privacy policy, accessibility information and cookie settings,
 * contact, who runs the shop (the public shop settings' company: name, registered address, NIP, REGON or
 * KRS, e-mail, phone; after-sales-and-law.md §6), the newsletter sign-up and the VAT note. Memoised like
 * the header: the root's data it is given does not change when the router's state does.
 */
export const Footer = memo(function Footer(props: {
  readonly contact: {
    readonly email?: string | undefined;
    readonly phone?: string | undefined;
    readonly hours?: string | undefined;
  };
  readonly company?: PublicSettings["company"] | null;
  /** The minimal layout (log-in, registration, checkout): the seller and the documents only. @default false */
  readonly minimal?: boolean;
}) {
  const company = props.company ?? null;
  if (props.minimal)
    return (
      <footer className="site-footer site-footer--minimal">
        {company ? (
          <section aria-labelledby="footer-seller" data-testid="footer-seller">
            <h2 id="footer-seller">{pl.footer.seller}</h2>
            <SellerAddress company={company} />
          </section>
        ) : null}
        <ul aria-label={pl.footer.about}>
          <DocumentLinks />
        </ul>
      </footer>
    );
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {/* issue 29: hydrated after the page (not the newsletter slot, which the shopper code fills) */}
        <HydrateLater>
          <section aria-labelledby="footer-help">
            <h2 id="footer-help">{pl.footer.help}</h2>
            <ul>
              <li>
                <ShopLink to="/faq">{pl.footer.faq}</ShopLink>
              </li>
              <li>
                <ShopLink to="/dostawa-i-platnosci">Dostawa i płatności</ShopLink>
              </li>
              <li>
                <ShopLink to="/zwroty">Zwroty i reklamacje</ShopLink>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about">{pl.footer.about}</h2>
            <ul>
              <li>
                <ShopLink to="/o-nas">O nas</ShopLink>
              </li>
              <li>
                <ShopLink to="/partners">{pl.footer.partners}</ShopLink>
              </li>
              <DocumentLinks />
            </ul>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{pl.footer.contact}</h2>
            <ul>
              <li>
                <ShopLink to="/kontakt">{pl.footer.contactForm}</ShopLink>
              </li>
              {props.contact.email ? (
                <li>
                  <a href={`mailto:${props.contact.email}`}>{props.contact.email}</a>
                </li>
              ) : null}
              {props.contact.phone ? <li>{props.contact.phone}</li> : null}
              {props.contact.hours ? <li>{props.contact.hours}</li> : null}
            </ul>
          </section>
          {company ? (
            <section aria-labelledby="footer-seller" data-testid="footer-seller">
              <h2 id="footer-seller">{pl.footer.seller}</h2>
              <SellerAddress company={company} />
            </section>
          ) : null}
        </HydrateLater>
        <section aria-labelledby="footer-newsletter-title" className="site-footer__newsletter">
          <h2 id="footer-newsletter-title">{pl.footer.newsletter}</h2>
          {/* The sign-up form (the newsletter store, with its consent) is mounted here by FooterNewsletter
              with the shopper services after hydration. */}
          <div id="footer-newsletter" className="site-footer__newsletter-slot" />
        </section>
      </div>
      <p className="site-footer__note">{pl.footer.rights}</p>
    </footer>
  );
});
