// Builds the service worker (issue 9) after `react-router build`: bundles sw/serviceWorker.ts with Vite
// into one classic script, then lets Workbox inject the precache manifest of the app shell (every built
// script and style, the icons, the web app manifest and the offline page) and writes build/client/sw.js.
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { injectManifest } from "workbox-build";

const root = fileURLToPath(new URL("..", import.meta.url));
const staging = `${root}build/sw-staging`;

await build({
  configFile: false,
  root,
  logLevel: "warn",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: staging,
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    lib: {
      entry: `${root}sw/serviceWorker.ts`,
      formats: ["iife"],
      name: "outletServiceWorker",
      fileName: () => "sw.js",
    },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: `${staging}/sw.js`,
  swDest: `${root}build/client/sw.js`,
  globDirectory: `${root}build/client`,
  globPatterns: [
    "assets/**/*.{js,css}",
    "offline.html",
    "manifest.webmanifest",
    "icons/*.{png,svg}",
    "favicon.svg",
  ],
  // Vite's file names already carry a content hash.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
});
for (const warning of warnings) process.stderr.write(`[sw] ${warning}\n`);
process.stdout.write(`[sw] build/client/sw.js: ${count} precached files, ${(size / 1024).toFixed(1)} KiB\n`);
await rm(staging, { recursive: true, force: true });
