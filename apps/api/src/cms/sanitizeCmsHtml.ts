import { htmlAllowList } from "@outlet/formatting";
import sanitize from "sanitize-html";

// The shop's allow-list (`@outlet/formatting` htmlAllowList, the one the storefront renders with), applied
// once more when staff save content: what is stored is already what the shop renders, so a preview, a
// published page and an export all hold the same safe HTML. The storefront still sanitises on render
// (content written before this, or by the import).

const OPTIONS = htmlAllowList();

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
