/** A feed row as the renderers read it: a {@link FeedItem}, or the rows of the API's feed answer. */
export type FeedRow = Readonly<Record<string, unknown>>;

/** The renderings a feed file may have. */
export type FeedFormat = "xml" | "csv";

/** Text for XML character data and attribute values (the five predefined entities). */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const listText = (value: unknown, separator: string): string =>
  Array.isArray(value) ? value.join(separator) : String(value ?? "");

// RFC 4180: a cell with a quote, a comma or a line break is quoted, its quotes doubled.
function csvCell(value: unknown): string {
  const text = listText(value, "|");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Renders feed rows as CSV (a header of every column any row has, in the order first met; lists joined
 * with `|`) or as a Google Merchant RSS 2.0 feed (one `<item>` a row, each non-empty field a `g:` element,
 * lists joined with `,`). Pure.
 *
 * @example
 * feedBody("csv", [{ id: "A", title: "Sukienka, czerwona" }]); // 'id,title\nA,"Sukienka, czerwona"\n'
 */
export function feedBody(format: FeedFormat, rows: readonly FeedRow[]): string {
  if (format === "csv") {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const lines = [columns.join(","), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(","))];
    return `${lines.join("\n")}\n`;
  }
  const items = rows.map((row) => {
    const fields = Object.entries(row)
      .filter(([, value]) => value !== undefined && value !== null && value !== "")
      .map(([key, value]) => `<g:${key}>${xmlEscape(listText(value, ","))}</g:${key}>`);
    return `<item>${fields.join("")}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Outlet</title>\n${items.join("\n")}\n</channel></rss>\n`;
}
