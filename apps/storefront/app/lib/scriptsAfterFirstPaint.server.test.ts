import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scriptsAfterFirstPaint.server";

// react-router 7's <Scripts> output, as the server renders it (abridged: one route module).
const page = [
  '<html><head><link rel="preload" as="image" href="/img/a.jpg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/vendor-2.js"/>',
  '<link rel="stylesheet" href="/assets/shell.css"/></head><body><main>Sukienki</main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-3.js";',
  'import * as route0 from "/assets/root-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0};',
  "",
  'import("/assets/entry.client-1.js");</script></body></html>',
].join("\n");

describe("scriptsAfterFirstPaint", () => {
  it("takes the module preloads out of the head and has the module script add them after the first paint", () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/img/a.jpg" fetchPriority="high"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    // waits for a frame (and the largest image) before anything is fetched
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain('img[fetchpriority="high"]');
    expect(script).toContain('for (const href of ["/assets/entry.client-1.js","/assets/vendor-2.js"])');
    expect(script).toContain('await import("/assets/manifest-3.js");');
    expect(script).toContain('const route0 = await import("/assets/root-4.js");');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-1.js");')).toBe(true);
    expect(html).not.toContain("async=");
  });

  it("runs in a browser-like scope: the bootstrap is a valid module body", async () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(scriptsAfterFirstPaint(page))?.[1] ?? "";
    const imported: string[] = [];
    const appended: string[] = [];
    const scope = {
      setTimeout: (run: () => void) => run(),
      clearTimeout: () => undefined,
      requestAnimationFrame: (run: () => void) => run(),
      document: {
        querySelector: () => null,
        createElement: () => ({}) as { href?: string },
        head: { append: (link: { href: string }) => appended.push(link.href) },
      },
      window: {} as { __reactRouterRouteModules?: unknown },
      importModule: async (href: string) => {
        imported.push(href);
        return { href };
      },
    };
    const run = new Function(
      ...Object.keys(scope),
      `return (async () => {${script.replaceAll("import(", "importModule(")}})();`,
    );
    await run(...Object.values(scope));
    expect(appended).toEqual(["/assets/entry.client-1.js", "/assets/vendor-2.js"]);
    expect(imported).toEqual(["/assets/manifest-3.js", "/assets/root-4.js", "/assets/entry.client-1.js"]);
    expect(scope.window.__reactRouterRouteModules).toEqual({ root: { href: "/assets/root-4.js" } });
  });

  it("leaves a page without react-router's module script, or with a statement it does not know, as it is", () => {
    const plain = '<head><link rel="modulepreload" href="/assets/a.js"/></head><body></body>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const unknown = page.replace('import("/assets/entry.client-1.js");', "startSomethingElse();");
    expect(scriptsAfterFirstPaint(unknown)).toBe(unknown);
  });
});
