import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

// Workspace packages resolve to their TypeScript sources (the `@outlet/source` export condition), so the
// dev server and the build never depend on a stale `dist/`.
const SOURCE = "@outlet/source";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions], externalConditions: [SOURCE] } },
  server: { host: "127.0.0.1", port: 3000 },
});
