import { Link } from "react-router";
import { pl } from "../../i18n/pl";
import { CookieSettingsLink } from "../consent/CookieSettingsLink";

/** The shop footer: help pages, contact, the newsletter sign-up and the VAT note. */
export function Footer(props: {
  readonly contact: {
    readonly email?: string | undefined;
    readonly phone?: string | undefined;
    readonly hours?: string | undefined;
  };
}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{pl.footer.help}</h2>
          <ul>
            <li>
              <Link to="/faq">{pl.footer.faq}</Link>
            </li>
            <li>
              <Link to="/dostawa-i-platnosci">Dostawa i płatności</Link>
            </li>
            <li>
              <Link to="/zwroty">Zwroty i reklamacje</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{pl.footer.about}</h2>
          <ul>
            <li>
              <Link to="/o-nas">O nas</Link>
            </li>
            <li>
              <Link to="/partners">{pl.footer.partners}</Link>
            </li>
            <li>
              <Link to="/regulamin">Regulamin</Link>
            </li>
            <li>
              <Link to="/polityka-prywatnosci">Polityka prywatności</Link>
            </li>
            <li>
              <CookieSettingsLink />
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{pl.footer.contact}</h2>
          <ul>
            <li>
              <Link to="/kontakt">{pl.footer.contactForm}</Link>
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
}
