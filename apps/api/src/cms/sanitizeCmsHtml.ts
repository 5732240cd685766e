import sanitize from "sanitize-html";

// The storefront's allow-list (apps/storefront/app/lib/sanitizeHtml.server.ts), applied once more when staff
// save content: what is stored is already what the shop renders, so a preview, a published page and an
// export all hold the same safe HTML. The storefront still sanitises on render (content written before
// this, or by the import).
const DROP_WITH_CONTENT = ["template", "svg", "math", "object", "embed", "form", "button", "select"];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...["a", "abbr", "b", "blockquote", "br", "caption", "code", "dd", "div", "dl", "dt", "em"],
    ...["figcaption", "figure", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "li", "ol", "p", "pre"],
    ...["s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead"],
    ...["tr", "u", "ul"],
    ...DROP_WITH_CONTENT,
  ],
  allowedAttributes: {
    "*": ["title", "lang"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  nonTextTags: ["script", "style", "textarea", "option", "xmp", "noscript", "iframe", "noembed", "noframes"],
  exclusiveFilter: (frame) => DROP_WITH_CONTENT.includes(frame.tag),
  transformTags: {
    // a link that opens a new window cannot reach back to the shop's page (window.opener)
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
 * The HTML of a CMS page or block as it is stored: allowed tags and attributes only; scripts, styles,
 * frames and forms go with their content, event handlers and `javascript:` URLs are removed. Pure.
 *
 * @example
 * sanitizeCmsHtml('<p onclick="x()">Hej<script>alert(1)</script></p>'); // "<p>Hej</p>"
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
