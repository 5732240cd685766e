import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from "vite";

// Workspace packages resolve to their TypeScript sources (the `@outlet/source` export condition), so the
// dev server and the build never depend on a stale `dist/`.
const SOURCE = "@outlet/source";

// Browser chunks: every page loads React + react-router and everything the root route imports statically,
// so those go into two chunks ("vendor", "shell") instead of ~20 small ones. Fewer requests on a slow
// mobile connection start the page sooner; route modules stay split per route.
const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|valtio|proxy-compare)[\\/]/;
// Domain packages stay out of the shell group: their barrels (`index.ts`) put every module of a package in
// the root's static import closure, and a grouped module is emitted whole into the shell even when only the
// lazily loaded shopper code uses it (cart-merge planners, checkout, hashes). Left to the bundler, each goes
// to the chunk of the code that uses it.
const WORKSPACE_PACKAGE = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/;
// The same for third-party modules the vendor group does not take: a barrel's chain put `@noble/hashes`
// (the cart's checksums, shopper code only) in the shell of every page (issue 29).
const THIRD_PARTY = /[\\/]node_modules[\\/]/;
// Lazy chunks loaded after the first paint whose dependencies the browser finds through their imports (no
// preload links added by Vite's loader, see `modulePreload` below).
const LOADED_BY_IMPORTS = /(^|\/)ShopperOverlays-[\w-]+\.js$/;
// The shell group's style sheet is the root route's: linked by every page, never removed.
const SHELL = "shell";
const SHELL_SHEET = new RegExp(`^assets/${SHELL}-[\\w-]+\\.css$`);
let rootClosure: Set<string> | null = null;
function staticClosure(start: string, info: (id: string) => { importedIds: readonly string[] } | null) {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of info(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/**
 * `BUNDLE_REPORT=1 pnpm build` prints, per browser chunk, its modules by rendered size (what to cut when
 * a chunk grows). Off by default.
 */
function bundleReport(): Plugin {
  return {
    name: "outlet-bundle-report",
    apply: "build",
    generateBundle(_options, bundle) {
      if (!process.env.BUNDLE_REPORT || this.environment?.name !== "client") return;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules = Object.entries(output.modules)
          .map(
            ([id, info]) =>
              [
                info.renderedLength,
                id.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, ""),
              ] as const,
          )
          .sort((a, b) => b[0] - a[0]);
        const total = modules.reduce((sum, [size]) => sum + size, 0);
        console.info(`\n${output.fileName} ${total} B`);
        for (const [size, id] of modules.slice(0, 25)) console.info(`  ${String(size).padStart(8)} ${id}`);
      }
    },
  };
}

/**
 * The browser chunks of each URL dispatcher view (`app/components/dispatched/`), for the server's
 * modulepreload links: the client build writes them to `build/dispatched-views.json` (outside the public
 * folder), and the server build reads them as `virtual:dispatched-view-chunks`. Chunks the entry and the
 * root route load anyway are left out. Empty in the dev server. The views' style sheets go to
 * `build/dispatched-view-styles.json` (the module's `styles` export) for the server's stylesheet links: left
 * to the view's lazily loaded chunk, the listing's sheet arrived after the first paint and moved the page
 * (CLS 0.082 on a phone, issue 29).
 */
function dispatchedViewChunks(): Plugin {
  const file = fileURLToPath(new URL("./build/dispatched-views.json", import.meta.url));
  const stylesFile = fileURLToPath(new URL("./build/dispatched-view-styles.json", import.meta.url));
  const id = "virtual:dispatched-view-chunks";
  return {
    name: "outlet-dispatched-view-chunks",
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const chunks = existsSync(file) ? readFileSync(file, "utf8") : "{}";
      const styles = existsSync(stylesFile) ? readFileSync(stylesFile, "utf8") : "{}";
      return `export default ${chunks};\nexport const styles = ${styles};`;
    },
    writeBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length > 0) {
          const name = stack.pop() as string;
          if (seen.has(name)) continue;
          seen.add(name);
          stack.push(...(byName.get(name)?.imports ?? []));
        }
        return seen;
      };
      const always = closure(
        chunks
          .filter((chunk) => /app[\\/](root|entry\.client)\.tsx$/.test(chunk.facadeModuleId ?? ""))
          .map((chunk) => chunk.fileName),
      );
      const views: Record<string, string[]> = {};
      const styles: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const match = /app[\\/]components[\\/]dispatched[\\/](Dispatched\w+)\.tsx$/.exec(
          chunk.facadeModuleId ?? "",
        );
        if (!match?.[1]) continue;
        const own = [...closure([chunk.fileName])].filter((name) => !always.has(name));
        views[match[1]] = own.map((name) => `/${name}`);
        styles[match[1]] = [
          ...new Set(own.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])])),
          // with react-router's "#" (as its manifest writes route sheets): when the view's chunk loads, Vite's
          // loader adds the sheet again, after the shell's, which keeps the cascade
        ].map((name) => `/${name}#`);
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(views));
      writeFileSync(stylesFile, JSON.stringify(styles));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), bundleReport(), dispatchedViewChunks()],
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions], externalConditions: [SOURCE] } },
  server: { host: "127.0.0.1", port: 3000 },
  // A lazily loaded chunk that imports from the shell lists the shell's style sheet among its
  // dependencies; Vite's loader adds a sheet unless a <link> with the same address is there. react-router
  // writes that sheet "….css#" (a sheet also used by lazy chunks), so the loader added the shell a second
  // time, after the page's own sheet: the shell's rules then won over the page's, and the listing's phone
  // layout jumped 84 px while a tap on "Do koszyka" was still under way (the tap landed on the tile).
  // Naming it "….css#" here too lets the loader find react-router's link.
  experimental: isSsrBuild
    ? {}
    : {
        // (other addresses relative to the importing chunk: without the option they were "assets/…" under the
        // base, one byte longer each, and the JS budget noticed)
        renderBuiltUrl: (filename: string, { hostId, hostType }: { hostId: string; hostType: string }) => {
          if (hostType !== "js") return undefined;
          if (!SHELL_SHEET.test(filename)) return { relative: true };
          const path = relative(dirname(hostId), filename);
          return `${path.startsWith(".") ? path : `./${path}`}#`;
        },
      },
  build: isSsrBuild
    ? {}
    : {
        // `OUTLET_PROFILE_BUILD=1`: unminified chunks, so a CPU profile names React's and our functions.
        ...(process.env.OUTLET_PROFILE_BUILD ? { minify: false } : {}),
        // The shopper overlays' chunk is loaded after the first paint; Vite's loader added a
        // <link rel="modulepreload"> for each of its ~15 chunks the page had not loaded, one `appendChild`
        // each, 50–100 ms of main thread at 4× in a CPU profile of a category page (issue 29). The browser
        // fetches them from the chunk's own imports instead; style sheets are still preloaded.
        modulePreload: {
          resolveDependencies: (filename: string, deps: string[]) =>
            LOADED_BY_IMPORTS.test(filename) ? deps.filter((dep) => dep.endsWith(".css")) : deps,
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "vendor", test: VENDOR, priority: 2 },
                {
                  name: (id, ctx) => {
                    rootClosure ??= staticClosure(ROOT_ROUTE, (m) => ctx.getModuleInfo(m));
                    return rootClosure.has(id) &&
                      !id.endsWith(".css") &&
                      !WORKSPACE_PACKAGE.test(id) &&
                      !THIRD_PARTY.test(id)
                      ? SHELL
                      : null;
                  },
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
