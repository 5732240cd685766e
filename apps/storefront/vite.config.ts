import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

// Workspace packages resolve to their TypeScript sources (the `@outlet/source` export condition), so the
// dev server and the build never depend on a stale `dist/`.
const SOURCE = "@outlet/source";

// Browser chunks: every page loads React + react-router and everything the root route imports statically,
// so those go into two chunks ("vendor", "shell") instead of ~20 small ones. Fewer requests on a slow
// mobile connection start the page sooner; route modules stay split per route.
const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|valtio|proxy-compare)[\\/]/;
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions], externalConditions: [SOURCE] } },
  server: { host: "127.0.0.1", port: 3000 },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "vendor", test: VENDOR, priority: 2 },
                {
                  name: (id, ctx) => {
                    rootClosure ??= staticClosure(ROOT_ROUTE, (m) => ctx.getModuleInfo(m));
                    return rootClosure.has(id) && !id.endsWith(".css") ? "shell" : null;
                  },
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
