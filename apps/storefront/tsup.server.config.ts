import { defineConfig } from "tsup";

// The production server (server/main.ts) as one ESM file beside the react-router build: build/node/main.js
// loads ../server/index.js and serves ../client. Dependencies stay external (node_modules).
export default defineConfig({
  entry: { main: "server/main.ts" },
  outDir: "build/node",
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: false,
  clean: true,
  sourcemap: true,
  splitting: false,
});
