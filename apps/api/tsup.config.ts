import { defineConfig } from "tsup";

// The app is bundled together with the `@outlet/*` workspace packages (read from their TypeScript sources
// through the `@outlet/source` condition), so `node dist/main.js` runs without building them first.
// Third-party dependencies stay external and are loaded from node_modules.
export default defineConfig({
  // the image renderer runs in a worker thread: its own file next to the chunks that start it
  entry: {
    main: "src/main.ts",
    server: "src/server.ts",
    importMain: "src/importMain.ts",
    renderWorker: "src/media/renderWorker.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  dts: false,
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@outlet\//],
  esbuildOptions(options) {
    options.conditions = ["@outlet/source", "import", "default"];
  },
});
