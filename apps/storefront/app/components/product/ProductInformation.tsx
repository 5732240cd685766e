import { pl } from "../../i18n/pl";
import type { PartyView, ProductInformationView } from "../../lib/productInformationView";

const t = pl.product.information;

/** One product or part whose information is shown. */
export interface InformationEntry {
  readonly sku: string;
  readonly name: string;
  readonly information: ProductInformationView | null;
}

function Party(props: { readonly party: PartyView }) {
  const { party } = props;
  return (
    <address className="product__party">
      {party.name}
      {party.lines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      {party.email ? (
        <>
          <br />
          <a href={`mailto:${party.email}`}>{party.email}</a>
        </>
      ) : null}
      {party.contactUrl ? (
        <>
          <br />
          <a href={party.contactUrl} rel="noopener">
            {t.contactForm}
          </a>
        </>
      ) : null}
    </address>
  );
}

function CompositionFacts(props: { readonly info: ProductInformationView | null }) {
  const { info } = props;
  if (!info || (!info.composition && !info.material && !info.care)) return <p>{t.none}</p>;
  return (
    <dl className="product__details">
      {info.composition ? (
        <>
          <dt>{t.composition}</dt>
          <dd>{info.composition}</dd>
        </>
      ) : null}
      {info.material ? (
        <>
          <dt>{t.material}</dt>
          <dd>{info.material}</dd>
        </>
      ) : null}
      {info.care ? (
        <>
          <dt>{t.care}</dt>
          <dd>{info.care}</dd>
        </>
      ) : null}
    </dl>
  );
}

function SafetyFacts(props: { readonly entry: InformationEntry }) {
  const info = props.entry.information;
  return (
    <dl className="product__details">
      <dt>{t.product}</dt>
      <dd>
        {props.entry.name} ({props.entry.sku})
      </dd>
      {info?.ean ? (
        <>
          <dt>{t.ean}</dt>
          <dd>{info.ean}</dd>
        </>
      ) : null}
      <dt>{t.manufacturer}</dt>
      <dd>{info?.manufacturer ? <Party party={info.manufacturer} /> : t.none}</dd>
      {info?.responsible ? (
        <>
          <dt>{t.responsible}</dt>
          <dd>
            <Party party={info.responsible} />
          </dd>
        </>
      ) : null}
      {info?.safety ? (
        <>
          <dt>{t.safety}</dt>
          <dd>{info.safety}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The product's information in two open sections, "Skład i pielęgnacja" and "Bezpieczeństwo produktu i
 * producent" (after-sales-and-law.md §5: on the offer itself, not behind a link); a bundle or grouped
 * product shows each part under its name. Nothing for a product that states nothing (a digital one).
 *
 * @example
 * <ProductInformation entries={[{ sku: "SUK-1", name: "Sukienka", information }]} />
 */
export function ProductInformation(props: { readonly entries: readonly InformationEntry[] }) {
  const entries = props.entries.filter((entry) => entry.information !== null);
  if (entries.length === 0) return null;
  const several = props.entries.length > 1;
  return (
    <div className="product__information">
      <section className="product__info" aria-labelledby="composition-title">
        <h2 id="composition-title">{t.compositionTitle}</h2>
        {entries.map((entry) => (
          <div key={entry.sku}>
            {several ? <h3>{entry.name}</h3> : null}
            <CompositionFacts info={entry.information} />
          </div>
        ))}
      </section>
      <section className="product__info" aria-labelledby="safety-title">
        <h2 id="safety-title">{t.safetyTitle}</h2>
        {entries.map((entry) => (
          <div key={entry.sku}>
            {several ? <h3>{entry.name}</h3> : null}
            <SafetyFacts entry={entry} />
          </div>
        ))}
      </section>
    </div>
  );
}
