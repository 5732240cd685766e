// Page-speed figures without Lighthouse (a quicker companion to lighthouse.mjs): Debian Chromium through Playwright,
// mobile viewport, 4x CPU slowdown and a throttled network over CDP, against the production build served
// as shipped (react-router-serve, compressed) and the real API on a temp database. Per page: the median of
// 3 cold loads of LCP, CLS, TBT (sum of long-task time above 50 ms after FCP) and the compressed bytes of
// the JavaScript requested before hydration (initial) and in all (with the shopper code loaded after it).
//
//   pnpm --filter @outlet/api build && pnpm --filter @outlet/storefront build && pnpm --filter @outlet/storefront bench:web
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";

const API = "http://127.0.0.1:18580";
const WEB = "http://127.0.0.1:13580";
const pages = [
  ["home", "/"],
  ["category", "/kobiety/sukienki"],
  ["category + 2 filters", "/kobiety/sukienki?color=49&size=168"],
  ["product", "/koszula-w-krate-47?childSku=KOS-0047-BRA-S"],
  ["search", "/szukaj?q=sukienka"],
];

function start(command, args, env, cwd) {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: "ignore", cwd });
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not start`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const api = start("node", ["../api/dist/main.js"], {
  PORT: "18580",
  HOST: "127.0.0.1",
  DATA_DIR: mkdtempSync(join(tmpdir(), "outlet-bench-")),
  LOG_LEVEL: "warn",
  // the shop's origin, so the browser's calls to the API (cart, session) pass CORS
  CORS_ORIGINS: WEB,
});
// The server finds its assets at "build/client" relative to its working directory, and other people's
// rebuilds of ./build would swap the assets under a running measurement: serve a snapshot (STOREFRONT_BUILD:
// another build folder, e.g. one kept for a before/after comparison).
mkdirSync("node_modules/.cache", { recursive: true });
const snapshot = mkdtempSync(resolve("node_modules/.cache/outlet-build-"));
cpSync(process.env.STOREFRONT_BUILD ?? "./build", join(snapshot, "build"), { recursive: true });
symlinkSync(resolve("public"), join(snapshot, "public"));
const web = start(
  "node",
  [resolve("node_modules/@react-router/serve/bin.js"), "./build/server/index.js"],
  {
    PORT: "13580",
    HOST: "127.0.0.1",
    API_URL: API,
    SITE_URL: WEB,
    NODE_ENV: "production",
  },
  snapshot,
);
try {
  await waitFor(`${API}/api/catalog/catalog/product/_search?request_format=search-query&size=1`);
  await waitFor(WEB);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  for (const [name, path] of pages) {
    const runs = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.addInitScript(() => {
        window.__perf = { lcp: 0, cls: 0, longTasks: [], hydratedAt: 0 };

        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__perf.lcp = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__perf.cls += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__perf.longTasks.push([entry.startTime, entry.duration]);
        }).observe({ type: "longtask", buffered: true });
        // The moment React has hydrated (root.tsx sets the attribute in its first effect). Observed on
        // `document`: the init script runs before <html> exists.
        new MutationObserver((_records, observer) => {
          if (!document.documentElement?.dataset.hydrated) return;
          window.__perf.hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      });
      await page.goto(WEB + path, { waitUntil: "load" });
      await page.waitForSelector("html[data-hydrated]");
      // The shopper services load after hydration; wait for them so the total includes them.
      await page.waitForSelector("html[data-shop-ready]", { timeout: 30_000 }).catch(() => undefined);
      await page.waitForTimeout(1500);
      runs.push(
        await page.evaluate(() => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
          const tbt = window.__perf.longTasks
            .filter(([start]) => start >= fcp)
            .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
          const scripts = performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.endsWith(".js"));
          const bytes = (entries) => entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
          // Initial: the scripts requested before hydration (the page's own code). The shopper code loads
          // after hydration and is counted in the total only.
          const initial = scripts.filter((entry) => entry.startTime <= window.__perf.hydratedAt);
          return {
            lcp: window.__perf.lcp,
            cls: window.__perf.cls,
            tbt,
            js: bytes(initial),
            jsTotal: bytes(scripts),
          };
        }),
      );
      await context.close();
    }
    rows.push({
      page: name,
      "LCP ms": Math.round(median(runs.map((r) => r.lcp))),
      CLS: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      "TBT ms": Math.round(median(runs.map((r) => r.tbt))),
      "initial JS kB (compressed)": Number((median(runs.map((r) => r.js)) / 1024).toFixed(1)),
      "all JS after the shop loads kB": Number((median(runs.map((r) => r.jsTotal)) / 1024).toFixed(1)),
    });
  }
  await browser.close();
  const columns = Object.keys(rows[0] ?? {});
  const lines = [`| ${columns.join(" | ")} |`, `| ${columns.map(() => "---").join(" | ")} |`];
  for (const row of rows) lines.push(`| ${columns.map((column) => row[column]).join(" | ")} |`);
  console.info(lines.join("\n"));
} finally {
  api.kill();
  web.kill();
  rmSync(snapshot, { recursive: true, force: true });
}
