// Lighthouse (mobile preset, simulated throttling) on the production build served as shipped
// (react-router-serve, compressed) against the real API on a temp database, in Debian's Chromium.
// Per page (six templates, the last one the cart with two lines): the median of 3 runs of the performance
// score, LCP, CLS, TBT and Lighthouse's benchmark index of the host (its CPU speed at the run), printed as a
// Markdown table under the machine's load average at the start and the commit measured. A figure taken with
// a load average above 1.5 is not a result (the script says so).
//
//   pnpm --filter @outlet/api build && pnpm --filter @outlet/storefront build && pnpm --filter @outlet/storefront lighthouse
//
// LIGHTHOUSE_API_PORT / LIGHTHOUSE_WEB_PORT move the two servers (default 18680 / 13680) and
// LIGHTHOUSE_CHROME_PORT the cart's browser (19222) when several people measure on one machine;
// LIGHTHOUSE_PAGES=cart measures only the templates whose name contains it.
import { execFile, spawn } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { chromium } from "@playwright/test";
import { measuredOn } from "./shopServers.mjs";

const run = promisify(execFile);
const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 18680);
const WEB_PORT = Number(process.env.LIGHTHOUSE_WEB_PORT ?? 13680);
const API = `http://127.0.0.1:${API_PORT}`;
const WEB = `http://127.0.0.1:${WEB_PORT}`;
// the remote-debugging port of the browser a page with a cart is measured in (see browserWithCookie)
const CHROME_PORT = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 19222);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// STOREFRONT_BUILD: another build folder (e.g. one kept for a before/after comparison); LIGHTHOUSE_KEEP: a
// folder to keep the JSON reports in.
const KEEP = process.env.LIGHTHOUSE_KEEP;
if (KEEP) mkdirSync(KEEP, { recursive: true });
// The server finds its assets at "build/client" relative to its working directory, and other people's
// rebuilds of ./build would swap the assets under a running measurement: serve a snapshot instead.
const snapshot = snapshotBuild(process.env.STOREFRONT_BUILD ?? "./build");
const pages = [
  ["home", "/"],
  ["category", "/kobiety/sukienki"],
  ["category + 2 filters", "/kobiety/sukienki?color=49&size=168"],
  ["product", "/koszula-w-krate-47?childSku=KOS-0047-BRA-S"],
  ["search", "/szukaj?q=sukienka"],
  // Two lines put in a fresh guest cart before every run (twoLineCart), so the server's HTML shows them.
  ["cart with 2 lines", "/koszyk", { cart: ["SZA-2892", "KOS-0047-BRA-S"] }],
];

const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

/** Copies `build` into a folder under node_modules (so the server still resolves its packages) with `public`. */
function snapshotBuild(build) {
  mkdirSync("node_modules/.cache", { recursive: true });
  const root = mkdtempSync(resolve("node_modules/.cache/outlet-build-"));
  cpSync(build, join(root, "build"), { recursive: true });
  symlinkSync(resolve("public"), join(root, "public"));
  return root;
}

const dataDir = mkdtempSync(join(tmpdir(), "outlet-lighthouse-"));
const children = [
  spawn("node", ["../api/dist/main.js"], {
    // the shop's origin: the browser's calls to the API (the cart, the session) were refused by CORS
    env: {
      ...process.env,
      PORT: String(API_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      CORS_ORIGINS: WEB,
    },
    stdio: "ignore",
  }),
  spawn("node", [resolve("node_modules/@react-router/serve/bin.js"), "./build/server/index.js"], {
    cwd: snapshot,
    env: {
      ...process.env,
      PORT: String(WEB_PORT),
      HOST: "127.0.0.1",
      API_URL: API,
      SITE_URL: WEB,
      NODE_ENV: "production",
    },
    stdio: "ignore",
  }),
];

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not start`);
}

/**
 * A new guest cart holding one of each sku, filled the way a shopper without JavaScript fills it (the shop's
 * own `POST /koszyk/dodaj`), and the cookie that names it: the cart page renders its lines on the server.
 * A fresh cart per run, since the page's scripts hand those lines over to the browser's cart.
 */
async function twoLineCart(skus) {
  let cookie = "";
  for (const sku of skus) {
    const answer = await fetch(`${WEB}/koszyk/dodaj`, {
      method: "POST",
      body: new URLSearchParams({ sku }),
      headers: { Origin: WEB, ...(cookie ? { Cookie: cookie } : {}) },
      redirect: "manual",
    });
    const location = answer.headers.get("location") ?? "";
    if (answer.status !== 303 || location !== "/koszyk")
      throw new Error(`adding ${sku} to the cart answered ${answer.status} ${location}`);
    cookie = (answer.headers.getSetCookie().find((c) => c.startsWith("outlet_cart=")) ?? cookie).split(
      ";",
    )[0];
  }
  return cookie;
}

/**
 * Debian's Chromium with Lighthouse's flags on `CHROME_PORT` (a fresh profile), holding `cookie` (as the
 * shop's `Set-Cookie` of `/koszyk/dodaj` gives it) for Lighthouse to drive with `--port`. `close()` ends it.
 */
async function browserWithCookie(cookie) {
  const profile = mkdtempSync(join(tmpdir(), "outlet-lighthouse-chrome-"));
  const chrome = spawn(
    process.env.CHROME_PATH ?? "/usr/bin/chromium",
    [
      ...chromeFlags.split(" "),
      `--remote-debugging-port=${CHROME_PORT}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const close = async () => {
    chrome.kill("SIGTERM");
    await new Promise((resolve) => (chrome.exitCode === null ? chrome.once("exit", resolve) : resolve()));
    // The browser's helpers may still be writing the profile for a while after it exits (over a second on a
    // slow host, which ended a whole measurement before its cart row): retried for 5 s, then left with a word.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 50, retryDelay: 100 });
    } catch (error) {
      console.warn(`could not remove the browser profile ${profile}: ${error.code ?? error}`);
    }
  };
  try {
    await waitFor(`http://127.0.0.1:${CHROME_PORT}/json/version`);
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${CHROME_PORT}`);
    const [name, value] = cookie.split("=");
    await cdp
      .contexts()[0]
      .addCookies([
        { name, value, domain: "127.0.0.1", path: "/koszyk", httpOnly: true, sameSite: "Lax", expires: -1 },
      ]);
    await cdp.close(); // disconnects; the browser stays for Lighthouse
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitFor(`${API}/api/catalog/catalog/product/_search?request_format=search-query&size=1`);
  await waitFor(WEB);
  const out = join(dataDir, "report.json");
  console.info(`${measuredOn(`Lighthouse ${RUNS}× per page`)}\n`);
  console.info(
    "| page | performance | LCP | CLS | TBT | initial JS (gzip) | all JS (gzip) | host CPU |\n|---|---|---|---|---|---|---|---|",
  );
  const only = process.env.LIGHTHOUSE_PAGES;
  for (const [name, path, setup] of pages.filter(([name]) => !only || name.includes(only))) {
    // Initial JavaScript: the scripts the server's HTML asks for (entry, route modules and their
    // modulepreloads); everything loaded later (the shopper code after hydration) counts in "all JS" only.
    const firstCart = setup?.cart ? await twoLineCart(setup.cart) : "";
    const html = await (
      await fetch(`${WEB}${path}`, { headers: firstCart ? { Cookie: firstCart } : {} })
    ).text();
    if (setup?.cart && (html.match(/data-sku="/g) ?? []).length < setup.cart.length)
      throw new Error(`${path}: the server did not render the ${setup.cart.length} lines of the cart`);
    const initialScripts = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      const cookie = setup?.cart ? await twoLineCart(setup.cart) : "";
      // The cart's cookie goes into the browser's own cookie jar, as the shop's answer put it there: sent as
      // Lighthouse's --extra-headers it never reached a request that passed the service worker (DevTools'
      // extra headers skip them), so once the worker controlled the page the claim of /koszyk/przenies came
      // without the cookie, took no lines and the page read "Twój koszyk jest pusty." (issue 29: a CLS of
      // 0.32 no shopper sees).
      const browser = cookie ? await browserWithCookie(cookie) : null;
      try {
        await run(
          "node",
          [
            "node_modules/lighthouse/cli/index.js",
            `${WEB}${path}`,
            "--quiet",
            "--output=json",
            `--output-path=${out}`,
            "--only-categories=performance",
            ...(browser ? [`--port=${CHROME_PORT}`] : [`--chrome-flags=${chromeFlags}`]),
          ],
          {
            env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
            maxBuffer: 64 << 20,
          },
        );
      } finally {
        await browser?.close();
      }
      const report = JSON.parse(readFileSync(out, "utf8"));
      const missing = report.audits["network-requests"].details.items.filter(
        (request) => request.statusCode >= 400 && request.url.includes("/assets/"),
      );
      if (missing.length > 0)
        throw new Error(`${path}: ${missing.length} assets missing, the build is inconsistent`);
      if (KEEP) copyFileSync(out, join(KEEP, `${name.replace(/\W+/g, "-")}-${i}.json`));
      const scripts = report.audits["network-requests"].details.items.filter(
        (request) => request.resourceType === "Script",
      );
      const transferred = (items) => items.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      samples.push({
        js: transferred(scripts.filter((request) => initialScripts.has(new URL(request.url).pathname))),
        jsAll: transferred(scripts),
        score: Math.round(report.categories.performance.score * 100),
        lcp: report.audits["largest-contentful-paint"].numericValue,
        cls: report.audits["cumulative-layout-shift"].numericValue,
        tbt: report.audits["total-blocking-time"].numericValue,
        // Lighthouse's own measure of this machine's speed at the run (higher is faster): the simulated phone
        // is this machine slowed 4×, so a TBT is comparable only between runs of a similar index.
        cpu: report.environment.benchmarkIndex,
      });
    }
    const m = (key) => median(samples.map((s) => s[key]));
    console.info(
      `| ${name} | ${m("score")} | ${(m("lcp") / 1000).toFixed(2)} s | ${m("cls").toFixed(3)} | ${Math.round(m("tbt"))} ms | ${(m("js") / 1024).toFixed(1)} kB | ${(m("jsAll") / 1024).toFixed(1)} kB | ${Math.round(m("cpu"))} |`,
    );
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(snapshot, { recursive: true, force: true });
}
