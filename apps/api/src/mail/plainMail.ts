import { escapeHtml, mailLayout } from "./mailHtml.js";

/** A plain mail's subject and its two bodies. */
export interface PlainMailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A line that ends in a web address after a label (`Status zwrotu: https://…`): the label and the address. */
const LINK_LINE = /^(.*?: )(https?:\/\/\S+)$/;

/**
 * The shop's plain mail: one paragraph per line, signed "Pozdrawiamy, Outlet", as text and as HTML in the
 * shop's frame (`mailLayout`). A line `Label: https://…` becomes a link in the HTML; every line is
 * escaped. The order, after-sales and complaint mails are all written this way. Pure.
 *
 * @example
 * plainMail("Zamówienie 000000042 spakowane", ["Spakowaliśmy je.", "Szczegóły zamówienia: https://sklep.pl/zamowienie/000000042"]).text;
 * // "Spakowaliśmy je.\nSzczegóły zamówienia: https://sklep.pl/zamowienie/000000042\n\nPozdrawiamy,\nOutlet"
 */
export function plainMail(subject: string, lines: readonly string[]): PlainMailContent {
  const text = [...lines, "", "Pozdrawiamy,", "Outlet"].join("\n");
  const html = mailLayout(
    subject,
    lines
      .map((line) => {
        const link = LINK_LINE.exec(line);
        return link
          ? // the address breaks anywhere: unbroken, a long order link widened the frame past a phone's screen (s23)
            `<p>${escapeHtml(link[1] ?? "")}<a href="${escapeHtml(link[2] ?? "")}" style="word-break:break-all;">${escapeHtml(link[2] ?? "")}</a></p>`
          : `<p>${escapeHtml(line)}</p>`;
      })
      .join("\n"),
  );
  return { subject, text, html };
}
