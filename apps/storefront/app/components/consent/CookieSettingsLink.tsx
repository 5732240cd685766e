import { plConsent } from "../../i18n/pl.consent";
import { requestCookieSettings } from "./cookieSettingsRequest";
import "./consent.css";

/**
 * The footer's "Ustawienia plików cookie": reopens the cookie notice on its settings. Catalogue code rendered in
 * the layout (outside the shopper services): the same markup on the server and in the browser; a click
 * made before the notice is loaded is taken by it when it arrives.
 *
 * @example
 * <CookieSettingsLink />
 */
export function CookieSettingsLink() {
  return (
    <button
      type="button"
      className="cookie-settings-link"
      data-testid="cookie-settings"
      onClick={requestCookieSettings}
    >
      {plConsent.footerLink}
    </button>
  );
}
