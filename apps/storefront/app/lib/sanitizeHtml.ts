/**
 * Sanitises CMS and description HTML before it is rendered (catalogue issue: "CMS HTML sanitised before
 * rendering"). An allow-list of tags and attributes; everything else is dropped. Script-like elements are
 * removed with their content, event-handler attributes and `javascript:`/`data:` URLs never survive, and
 * links that open a new window get `rel="noopener noreferrer"`. It runs on the server, so no DOM is used.
 */

const ALLOWED_TAGS = new Set([
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
]);
const VOID_TAGS = new Set(["br", "hr", "img"]);
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "svg",
  "math",
  "textarea",
  "select",
  "button",
  "form",
]);
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  "*": ["title", "lang"],
  a: ["href", "target", "rel"],
  img: ["src", "alt", "width", "height", "loading"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  ol: ["start"],
};
const URL_ATTRIBUTES = new Set(["href", "src"]);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);?/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);?/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "")
    .replace(/&newline;/gi, "");
}

function safeUrl(value: string): boolean {
  // Control characters and whitespace are ignored by browsers inside schemes ("java	script:").
  const compact = [...decodeEntities(value)]
    .filter((char) => (char.codePointAt(0) ?? 0) > 0x20)
    .join("")
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return (
    scheme === undefined || scheme === "http" || scheme === "https" || scheme === "mailto" || scheme === "tel"
  );
}

function sanitizeAttributes(tag: string, raw: string): string {
  const allowed = new Set([...(ALLOWED_ATTRIBUTES["*"] ?? []), ...(ALLOWED_ATTRIBUTES[tag] ?? [])]);
  const out: string[] = [];
  let blankTarget = false;
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of raw.matchAll(pattern)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!allowed.has(name)) continue;
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    if (URL_ATTRIBUTES.has(name) && !safeUrl(value)) continue;
    if (name === "rel") continue;
    if (name === "target") blankTarget = value === "_blank";
    out.push(`${name}="${escapeAttribute(decodeEntities(value))}"`);
  }
  if (tag === "a" && blankTarget) out.push('rel="noopener noreferrer"');
  return out.length > 0 ? ` ${out.join(" ")}` : "";
}

/**
 * Returns HTML that keeps only allowed tags and attributes. Pure.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>'); // "<p>Hi</p>"
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  let out = "";
  let dropping: string | null = null;
  let depth = 0;
  const token = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
  for (const match of html.matchAll(token)) {
    const text = match[0];
    const tagName = match[2]?.toLowerCase();
    if (text.startsWith("<!--")) continue;
    if (tagName === undefined) {
      if (dropping) continue;
      out += text === "<" ? "&lt;" : text.replace(/>/g, "&gt;");
      continue;
    }
    const closing = match[1] === "/";
    if (dropping) {
      if (tagName === dropping) depth += closing ? -1 : 1;
      if (depth === 0) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tagName)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? "")) {
        dropping = tagName;
        depth = 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tagName)) continue;
    if (closing) {
      if (!VOID_TAGS.has(tagName)) out += `</${tagName}>`;
      continue;
    }
    out += `<${tagName}${sanitizeAttributes(tagName, (match[3] ?? "").replace(/\/\s*$/, ""))}>`;
  }
  return out;
}
