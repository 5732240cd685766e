/** The module script react-router's `<Scripts>` writes: the manifest, the matched route modules, the entry. */
const ROUTER_MODULE_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*\/?>/gi;

/**
 * Starts a rendered page's JavaScript after the browser has painted it (issue 29): the module preloads leave
 * the head, and react-router's module script first waits for a frame (then a task; at most 1 s in a tab that
 * paints none) and for the page's high-priority image (the largest one, `fetchpriority="high"`), then adds the
 * same preloads and imports the same modules. The server's HTML is the page until hydration anyway; what it
 * changes is that on a phone's 4G the 140–170 kB of scripts no longer share the bandwidth and the main thread
 * with the first paint and the largest image (Lighthouse counted every script that had arrived before the
 * largest paint as holding it back: LCP 2.4–2.7 s instead of ~1 s). Pure; a page without that script (or with
 * an unexpected one) is left as it is.
 *
 * @example
 * scriptsAfterFirstPaint('<link rel="modulepreload" href="/a.js"/>…<script type="module" async="">import "/a.js";</script>');
 */
export function scriptsAfterFirstPaint(html: string): string {
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const body = script[1] ?? "";
  const statements = body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const rewritten: string[] = [];
  for (const statement of statements) {
    const sideEffect = /^import ("[^"]+");$/.exec(statement);
    const namespace = /^import \* as (\w+) from ("[^"]+");$/.exec(statement);
    if (sideEffect) rewritten.push(`await import(${sideEffect[1]});`);
    else if (namespace) rewritten.push(`const ${namespace[1]} = await import(${namespace[2]});`);
    else if (
      /^window\.__reactRouterRouteModules = .*;$/.test(statement) ||
      /^import\("[^"]+"\);$/.test(statement)
    )
      rewritten.push(statement);
    else return html;
  }
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  const bootstrap = [
    "await new Promise((painted) => {",
    "  const fallback = setTimeout(painted, 1000);",
    "  requestAnimationFrame(() => setTimeout(() => {",
    "    const image = document.querySelector('img[fetchpriority=\"high\"]');",
    "    const shown = () => { clearTimeout(fallback); painted(); };",
    '    if (!image || image.complete) shown(); else { image.addEventListener("load", () => requestAnimationFrame(() => setTimeout(shown, 0))); image.addEventListener("error", shown); }',
    "  }, 0));",
    "});",
    `for (const href of ${JSON.stringify(hrefs)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.fetchPriority = "low"; link.href = href; document.head.append(link); }`,
    ...rewritten,
  ].join("\n");
  return withoutPreloads.replace(ROUTER_MODULE_SCRIPT, () => `<script type="module">${bootstrap}</script>`);
}
