import { defineConfig } from "tsup";

// The production server (server/main.ts) as one ESM file beside the browser build: dist/server/main.js
// serves ../client. It imports only Node's own modules.
export default defineConfig({
  entry: { main: "server/main.ts" },
  outDir: "dist/server",
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: false,
  clean: true,
  sourcemap: true,
  splitting: false,
});
