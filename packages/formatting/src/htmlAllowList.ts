/**
 * Elements whose children are not page content (forms, embedded documents, vector markup): dropped whole.
 * They pass the tag filter only so that `exclusiveFilter` sees them and removes them with their content (an
 * allow-list sanitiser unwraps a tag it does not know, keeping what is inside).
 */
const DROP_WITH_CONTENT: readonly string[] = [
  "template",
  "svg",
  "math",
  "object",
  "embed",
  "form",
  "button",
  "select",
];

/**
 * The shop's allow-list for CMS and description HTML, as plain data in the option names of `sanitize-html`
 * (which both apps use over a real HTML parser): the API applies it when staff save content, the storefront
 * when it renders, so what is stored is what the shop shows (one rule, issue 30). A function, so an import of
 * the package's other parts does not carry it. Pure.
 *
 * @example
 * ```ts
 * import sanitize from "sanitize-html";
 * const OPTIONS = htmlAllowList();
 * sanitize('<p onclick="x()">Hej<script>alert(1)</script></p>', OPTIONS); // "<p>Hej</p>"
 * ```
 */
export function htmlAllowList() {
  return {
    allowedTags: [
      ...["a", "abbr", "b", "blockquote", "br", "caption", "code", "dd", "div", "dl", "dt", "em"],
      ...["figcaption", "figure", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "li", "ol", "p", "pre"],
      ...["s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead"],
      ...["tr", "u", "ul"],
      ...DROP_WITH_CONTENT,
    ],
    allowedAttributes: {
      "*": ["title", "lang"],
      // `rel` only ever holds the value `transformTags.a` sets (it runs first and drops the content's own)
      a: ["href", "target", "rel"],
      img: ["src", "alt", "width", "height", "loading"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan", "scope"],
      ol: ["start"],
    },
    // no javascript:, data: or vbscript: URLs; relative URLs stay
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    // elements whose content is not page text go with it, not unwrapped
    nonTextTags: [
      "script",
      "style",
      "textarea",
      "option",
      "xmp",
      "noscript",
      "iframe",
      "noembed",
      "noframes",
    ],
    exclusiveFilter: (frame: { readonly tag: string }): boolean => DROP_WITH_CONTENT.includes(frame.tag),
    transformTags: {
      a: (tagName: string, attribs: Readonly<Record<string, string>>) => ({
        tagName,
        attribs: safeLinkAttributes(attribs),
      }),
    },
  };
}

/**
 * A link's attributes as the shop keeps them: the content's own `rel` dropped, and a link that opens a new
 * window given `rel="noopener noreferrer"`, so the page it opens cannot reach back to the shop's
 * (its opener handle). Pure.
 *
 * @example
 * ```ts
 * safeLinkAttributes({ href: "https://example.pl", target: "_blank", rel: "opener" });
 * // { href: "https://example.pl", target: "_blank", rel: "noopener noreferrer" }
 * ```
 */
export function safeLinkAttributes(attribs: Readonly<Record<string, string>>): Record<string, string> {
  const { rel: _rel, ...rest } = attribs;
  return rest.target === "_blank" ? { ...rest, rel: "noopener noreferrer" } : rest;
}
