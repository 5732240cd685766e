/**
 * HTML from the CMS or a product description. The HTML MUST come through `sanitizeHtml` (done in the
 * loaders, on the server), so this is the one place that renders raw HTML.
 */
export function RichText({ html, className = "rich-text" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the loaders pass sanitizeHtml output only
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
