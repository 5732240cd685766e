import { pl } from "../../i18n/pl";
import type { CmsPageData } from "../../lib/catalogViews";
import { RichText } from "../RichText";

/**
 * A content page: its sanitised HTML, or for `faq` / `partners` their structured content. The page's HTML
 * of those two is the same text again (the API keeps it for clients without the structured endpoints), so
 * it is not shown beside the structured content (issue 32: every text appeared twice).
 */
export function CmsContent({ page, draft = false }: { page: CmsPageData; draft?: boolean }) {
  const structured = page.faq.length > 0 || page.partners.length > 0;
  return (
    <article className="cms-page">
      {draft ? <p className="cms-page__draft">{pl.cms.draft}</p> : null}
      <h1 tabIndex={-1} className="page-title">
        {page.title}
      </h1>
      {page.html && !structured ? <RichText className="rich-text" html={page.html} /> : null}
      {page.faq.map((group) => (
        <section key={group.title} className="faq-group">
          <h2>{group.title}</h2>
          {group.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              <RichText className="rich-text" html={item.answerHtml} />
            </details>
          ))}
        </section>
      ))}
      {page.partners.length > 0 ? (
        <ul className="partners">
          {page.partners.map((partner) => (
            <li key={partner.name}>
              <h2>{partner.url ? <a href={partner.url}>{partner.name}</a> : partner.name}</h2>
              <RichText className="rich-text" html={partner.descriptionHtml} />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
