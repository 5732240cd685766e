const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes text for HTML element content and quoted attribute values.
 *
 * @example
 * escapeHtml('<b>"Anna"</b>'); // "&lt;b&gt;&quot;Anna&quot;&lt;/b&gt;"
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const LINE_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * A one-line mail subject: line breaks and other control characters become spaces, so no caller can add a
 * header (header injection); runs of spaces collapse.
 *
 * @example
 * singleLineSubject("Hej\r\nBcc: x@example.pl"); // "Hej Bcc: x@example.pl"
 */
export function singleLineSubject(subject: string): string {
  return subject.replace(LINE_BREAKING, " ").replace(/ {2,}/g, " ").trim();
}

/**
 * The shop's HTML mail frame: a 600 px single column with inline styles (mail clients ignore style
 * sheets), the title as a heading and the given body HTML.
 *
 * @example
 * mailLayout("Dziękujemy za zamówienie", "<p>…</p>");
 */
export function mailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:Arial,Helvetica,sans-serif;color:#222;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px;">
<tr><td style="padding:20px 24px;background:#222;color:#fff;font-size:20px;font-weight:bold;border-radius:6px 6px 0 0;">Outlet</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
