// The root route's style sheet is linked by every page (react-router writes it "….css#", a sheet lazy
// chunks use too). A lazily loaded chunk that imports from the shell lists that sheet among its
// dependencies, and Vite's loader adds a sheet unless a <link> with the same address is there: written
// without the "#", the shell came a second time after the page's own sheet, its rules won over the page's
// and the listing's phone layout jumped under a tap (the whole run of 2ba1d55). Needs the storefront built.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const assets = fileURLToPath(new URL("../../apps/storefront/build/client/assets/", import.meta.url));
const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
const manifestFile = scripts.find((name) => name.startsWith("manifest-"));
const manifest = JSON.parse(
  readFileSync(join(assets, manifestFile ?? ""), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
) as { entry: { css: string[] }; routes: Record<string, { css?: string[] }> };
const rootSheets = [...manifest.entry.css, ...(manifest.routes.root?.css ?? [])];

/** The style sheets a chunk's lazy imports name (Vite's `__vite__mapDeps` list), as addresses on the site. */
function lazySheets(source: string): string[] {
  const list = /m\.f=\[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return (
    [...list.matchAll(/"([^"]+)"/g)]
      .map((match) => match[1] ?? "")
      .filter((dep) => /\.css#?$/.test(dep))
      // relative to the chunk ("./shell-….css#"), or to the site's base without `renderBuiltUrl` ("assets/…")
      .map((dep) =>
        dep.startsWith("assets/")
          ? `/${dep}`
          : new URL(dep, "https://shop.test/assets/").href.replace("https://shop.test", ""),
      )
  );
}

describe("the root route's style sheet in the storefront's lazy chunks", () => {
  it("is linked by the root route as react-router writes it", () => {
    expect(rootSheets.length).toBeGreaterThan(0);
    for (const sheet of rootSheets) expect(sheet).toMatch(/^\/assets\/shell-[\w-]+\.css#$/);
  });

  it("is named by every lazy chunk exactly as the root route links it, so Vite's loader never adds it again", () => {
    const named = scripts.flatMap((name) =>
      lazySheets(readFileSync(join(assets, name), "utf8")).map((sheet) => ({ chunk: name, sheet })),
    );
    const rootNamed = named.filter(({ sheet }) =>
      rootSheets.some((root) => root.replace(/#$/, "") === sheet.replace(/#$/, "")),
    );
    // the shell's chunk is imported by lazy chunks (the size picker's, the shopper code's)
    expect(rootNamed.length).toBeGreaterThan(0);
    for (const { chunk, sheet } of rootNamed)
      expect({ chunk, sheet }).toEqual({ chunk, sheet: expect.stringMatching(/#$/) });
  });
});
