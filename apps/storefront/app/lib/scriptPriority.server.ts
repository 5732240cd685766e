/**
 * Lowers the fetch priority of a rendered page's module preloads (`<link rel="modulepreload">`, which
 * react-router puts in the head before the style sheet): the shop's JavaScript still starts downloading
 * with the HTML, in parallel and without a waterfall, but after the style sheets and the largest image
 * rather than beside them. On a phone's 4G the 140–170 kB of scripts had taken the bandwidth the first paint
 * needed (issue 29: first paint 2.4–3 s in Lighthouse's simulation, the scripts counted as render-blocking).
 * Hydration waits for the first paint anyway (entry.client.tsx). Pure; a link that states its own priority
 * keeps it.
 *
 * @example
 * lowPriorityModulePreloads('<link rel="modulepreload" href="/assets/a.js"/>');
 * // '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>'
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/gi,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}
