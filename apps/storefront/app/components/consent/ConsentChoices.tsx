import { plConsent } from "../../i18n/pl.consent";

/**
 * The purposes with their descriptions: `necessary` always on (a disabled, checked box), `analytics` and
 * `marketing` as the shopper sets them. Controlled; used by the notice's settings and `/account/agreements`.
 *
 * @example
 * <ConsentChoices idPrefix="notice" value={choice} onChange={setChoice} />
 */
export function ConsentChoices(props: {
  readonly idPrefix: string;
  readonly value: { readonly analytics: boolean; readonly marketing: boolean };
  readonly onChange: (value: { readonly analytics: boolean; readonly marketing: boolean }) => void;
}) {
  const { idPrefix, value } = props;
  return (
    <fieldset className="consent-choices">
      <legend>{plConsent.purposes}</legend>
      <div className="consent-choices__item">
        <input id={`${idPrefix}-necessary`} type="checkbox" checked disabled readOnly />
        <label htmlFor={`${idPrefix}-necessary`}>
          <strong>{plConsent.necessary}</strong> <span>{plConsent.necessaryText}</span>
        </label>
      </div>
      <div className="consent-choices__item">
        <input
          id={`${idPrefix}-analytics`}
          type="checkbox"
          checked={value.analytics}
          onChange={(event) => props.onChange({ ...value, analytics: event.currentTarget.checked })}
        />
        <label htmlFor={`${idPrefix}-analytics`}>
          <strong>{plConsent.analytics}</strong> <span>{plConsent.analyticsText}</span>
        </label>
      </div>
      <div className="consent-choices__item">
        <input
          id={`${idPrefix}-marketing`}
          type="checkbox"
          checked={value.marketing}
          onChange={(event) => props.onChange({ ...value, marketing: event.currentTarget.checked })}
        />
        <label htmlFor={`${idPrefix}-marketing`}>
          <strong>{plConsent.marketing}</strong> <span>{plConsent.marketingText}</span>
        </label>
      </div>
    </fieldset>
  );
}
