import sanitize from "sanitize-html";

/**
 * Sanitises CMS and description HTML before it is rendered (catalogue issue: "CMS HTML sanitised before
 * rendering") with `sanitize-html`, a maintained, widely used allow-list sanitiser over a real HTML parser
 * (htmlparser2), instead of hand-written patterns. Server only (the `.server` suffix keeps it out of the
 * browser bundle): the loaders sanitise, components render the result (`RichText`).
 */
// Elements whose children are not page content (forms, embedded documents, vector markup): dropped whole.
// They are let through the tag filter only so that `exclusiveFilter` sees them and removes them with their
// content (the library unwraps disallowed tags, keeping what is inside).
const DROP_WITH_CONTENT = ["template", "svg", "math", "object", "embed", "form", "button", "select"];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "a",
    "abbr",
    "b",
    "blockquote",
    "br",
    "caption",
    "code",
    "dd",
    "div",
    "dl",
    "dt",
    "em",
    "figcaption",
    "figure",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "i",
    "img",
    "li",
    "ol",
    "p",
    "pre",
    "s",
    "small",
    "span",
    "strong",
    "sub",
    "sup",
    "table",
    "tbody",
    "td",
    "tfoot",
    "th",
    "thead",
    "tr",
    "u",
    "ul",
    ...DROP_WITH_CONTENT,
  ],
  allowedAttributes: {
    "*": ["title", "lang"],
    // `rel` only ever holds the value set by `transformTags.a` (which runs first and drops the CMS's own).
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start"],
  },
  // No javascript:, data: or vbscript: URLs; relative URLs stay. The library also ignores whitespace,
  // control characters and entities inside a scheme ("java&#x09;script:").
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Elements whose content is not page text are dropped with it, not unwrapped.
  nonTextTags: ["script", "style", "textarea", "option", "xmp", "noscript", "iframe", "noembed", "noframes"],
  exclusiveFilter: (frame) => DROP_WITH_CONTENT.includes(frame.tag),
  transformTags: {
    // A link that opens a new window cannot reach back to this page (window.opener).
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: rest.target === "_blank" ? { ...rest, rel: "noopener noreferrer" } : rest,
      };
    },
  },
};

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
