import { htmlAllowList } from "@outlet/formatting";
import sanitize from "sanitize-html";

// Sanitises CMS and description HTML before it is rendered (catalogue issue: "CMS HTML sanitised before
// rendering") with `sanitize-html`, a maintained, widely used allow-list sanitiser over a real HTML parser
// (htmlparser2), instead of hand-written patterns. Server only (the `.server` suffix keeps it out of the
// browser bundle): the loaders sanitise, components render the result (`RichText`). The allow-list is
// `@outlet/formatting`'s `htmlAllowList`, the one the API applies when staff save content.

const OPTIONS = htmlAllowList();

/**
 * The answers for recently sanitised texts (a product's description is sanitised on every render of its
 * page; parsing it again was about 2 % of an uncached product render). The answer depends on the text
 * alone, so it is shared by every request; only the catalogue's texts are held, nothing of a shopper.
 */
const recent = new Map<string, string>();
let recentChars = 0;
const RECENT_MAX_CHARS = 2_000_000;

/**
 * Returns HTML that keeps only allowed tags and attributes: scripts, styles and frames go with their
 * content, event-handler and unknown attributes and unsafe URLs are removed, other unknown tags are
 * unwrapped (their text stays). Pure.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>'); // "<p>Hi</p>"
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  const known = recent.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, OPTIONS);
  recent.set(html, clean);
  recentChars += html.length + clean.length;
  // Bounded: the oldest answers go first once the texts held pass RECENT_MAX_CHARS.
  for (const [text, answer] of recent) {
    if (recentChars <= RECENT_MAX_CHARS) break;
    recent.delete(text);
    recentChars -= text.length + answer.length;
  }
  return clean;
}
