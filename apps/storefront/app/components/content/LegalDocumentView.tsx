import { describeVersion, type LegalDocument } from "@outlet/shop-settings";

/**
 * The terms or the privacy policy (after-sales-and-law.md §6): title, the version in force with its date,
 * then the numbered sections, each a heading, paragraphs and an optional list.
 *
 * @example
 * <LegalDocumentView document={termsDocument(settings)} />
 */
export function LegalDocumentView(props: { readonly document: LegalDocument }) {
  const { document } = props;
  return (
    <article className="cms-page legal-document" aria-labelledby="legal-document-title">
      <h1 id="legal-document-title" tabIndex={-1} className="page-title">
        {document.title}
      </h1>
      <p className="legal-document__version" data-testid="document-version">
        Obowiązuje od{" "}
        <time dateTime={document.date}>{describeVersion(document).replace(/^wersja [^ ]+ z /, "")}</time> —
        wersja {document.version}
      </p>
      {document.sections.map((section) => (
        <section key={section.heading} className="rich-text">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
