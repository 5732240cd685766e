import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { plConsent } from "../../i18n/pl.consent";

/** The notice's answers (also what an early tap asked for, `earlyConsent.ts`). */
export type ConsentAction = "accept" | "reject" | "settings" | "save";

/**
 * The cookie notice's markup, shared by the notice drawn in the server's HTML (`EarlyConsentNotice`) and the
 * live one (`ConsentNotice`), so the live notice replaces the early one without a pixel moving. Pure markup:
 * the caller decides what the answers do. `choices` (the purposes' checkboxes) turns "Ustawienia" into
 * "Zapisz wybór".
 *
 * @example
 * <ConsentPanel onAction={(action) => decide(action)} />
 */
export function ConsentPanel(props: {
  readonly onAction: (action: ConsentAction) => void;
  readonly choices?: ReactNode;
  readonly early?: boolean;
  readonly panelRef?: Ref<HTMLElement>;
  readonly headingRef?: Ref<HTMLHeadingElement>;
}) {
  const button = (action: ConsentAction, label: string, expanded?: boolean) => (
    <button
      type="button"
      className="button consent__button"
      data-consent-action={action}
      aria-expanded={expanded}
      onClick={() => props.onAction(action)}
    >
      {label}
    </button>
  );
  return (
    <section
      className={props.early ? "consent consent--early" : "consent"}
      aria-labelledby="consent-title"
      data-testid="consent-notice"
      ref={props.panelRef}
    >
      <div className="consent__body">
        <h2 id="consent-title" className="consent__title" tabIndex={-1} ref={props.headingRef}>
          {plConsent.title}
        </h2>
        <p className="consent__text">
          {plConsent.text} <Link to="/polityka-prywatnosci">{plConsent.privacyPolicy}</Link>
        </p>
        {props.choices ?? null}
      </div>
      <div className="consent__actions">
        {button("accept", plConsent.acceptAll)}
        {button("reject", plConsent.rejectOptional)}
        {props.choices ? button("save", plConsent.save) : button("settings", plConsent.settings, false)}
      </div>
    </section>
  );
}
