import { defineConfig } from "vite";

/**
 * The back office's browser bundle (`dist/client`). JSX compiles with React's automatic runtime; in
 * development `/api/admin/*` is proxied to the API, as the production server does.
 */
export default defineConfig({
  resolve: { conditions: ["@outlet/source"] },
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // MUI marks its modules "use client" for server components; a browser bundle has nothing to keep
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
    },
  },
  server: { proxy: { "/api/admin": process.env.API_URL ?? "http://127.0.0.1:8080" } },
});
