import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CONSENTED_STATE } from "./e2e/consentState";
import { E2E_FORWARDING_KEY } from "./e2e/forwardingKey";
import { E2E_OWNER } from "./e2e/staffOwner";

/**
 * Browser journeys run Debian's Chromium (never a downloaded browser) against the production build of the
 * storefront and a real reference API on a fresh temporary database.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const API_PORT = Number(process.env.E2E_API_PORT ?? 18080);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 13000);
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
const PROVIDERS_PORT = Number(process.env.E2E_PROVIDERS_PORT ?? 18090);
/**
 * The second storefront of the multistore journey (MULTISTORE on) listens here; the API admits its origin
 * too, since its pages ask the API for current prices from the browser.
 */
const MULTISTORE_PORT = Number(process.env.E2E_MULTISTORE_PORT ?? WEB_PORT + 5);
process.env.E2E_MULTISTORE_PORT = String(MULTISTORE_PORT);
const PROVIDERS_ORIGIN = `http://127.0.0.1:${PROVIDERS_PORT}`;
/** Social sign-in is configured for the journeys, against the stand-in providers of `e2e/fakeProviders.mjs`. */
const GOOGLE_CLIENT_ID = "outlet-e2e.apps.googleusercontent.com";
const FACEBOOK_APP_ID = "100200300";
// A folder named by the caller is the caller's to keep; the run that made one removes it when it ends (its
// servers have stopped by then). The workers inherit the name, so only the run's own process removes it.
const ownDataDir = process.env.E2E_DATA_DIR === undefined;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "outlet-e2e-"));
if (ownDataDir) process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
process.env.E2E_DATA_DIR = dataDir;

/**
 * `scripts/e2e.mjs` runs the journeys in parts side by side, each with its own servers, ports and data folder:
 * `E2E_SPLIT` names the part (`1/2`) and `E2E_SPLIT_FILES` lists its spec files (comma-separated).
 */
const SPLIT_JOURNEYS = process.env.E2E_SPLIT_FILES?.split(",").map(
  (name) => new RegExp(`(^|/)${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
);

/** Desktop Chrome's settings on Debian's Chromium. */
const DEBIAN_CHROMIUM = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "./e2e",
  // Parts running side by side must not clear each other's results folder.
  outputDir: process.env.E2E_SPLIT
    ? `test-results/part-${process.env.E2E_SPLIT.replace("/", "of")}`
    : "test-results",
  workers: 1,
  // No retries anywhere: a journey passes on a loaded 2-core machine at its first run or it fails.
  retries: 0,
  // Loaded CI machines (2 cores, the API and the shop in the same box) need more than the 5 s default.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile: `reports/e2e${process.env.E2E_SPLIT ? `-${process.env.E2E_SPLIT.replace("/", "of")}` : ""}.json`,
      },
    ],
  ],
  // a click that waits for its element fails naming it, rather than as the test's timeout
  use: {
    baseURL: WEB_ORIGIN,
    trace: "off",
    actionTimeout: 30_000,
    // The service worker precaches every built script (114 files, 1.4 MB) in each fresh browser context: a
    // journey that is not about it would pay that on both cores (5 listing and cart specs: 3.5 min with it,
    // 3.1 without). The journeys about it (offline*, security-headers) turn it on with `test.use`.
    serviceWorkers: "block",
  },
  projects: [
    {
      // The cookie notice answered once; the journeys start from that browser state (e2e/consent.setup.ts).
      name: "consent-setup",
      testMatch: /\.setup\.ts$/,
      use: DEBIAN_CHROMIUM,
    },
    {
      name: "debian-chromium",
      testIgnore: [/\.audit\.ts$/, /\.setup\.ts$/],
      ...(SPLIT_JOURNEYS ? { testMatch: SPLIT_JOURNEYS } : {}),
      dependencies: ["consent-setup"],
      use: { ...DEBIAN_CHROMIUM, storageState: CONSENTED_STATE },
    },
    {
      // After every journey: the two servers' request logs hold none of the secrets the journeys used.
      name: "log-audit",
      testMatch: /\.audit\.ts$/,
      dependencies: ["debian-chromium"],
    },
  ],
  webServer: [
    {
      // Google's and Facebook's token checks are outside the machine: stand-ins the API verifies against.
      command: "node e2e/fakeProviders.mjs",
      url: `${PROVIDERS_ORIGIN}/health`,
      env: { PORT: String(PROVIDERS_PORT), GOOGLE_CLIENT_ID, FACEBOOK_APP_ID },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Its log goes to a file the log audit reads (exec: the server itself is the process Playwright stops).
      command: `exec node ../api/dist/main.js >> "${join(dataDir, "api.log")}" 2>&1`,
      url: `${API_ORIGIN}/api/catalog/catalog/product/_search?request_format=search-query&size=1&request=%7B%7D`,
      env: {
        PORT: String(API_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        CORS_ORIGINS: `${WEB_ORIGIN},http://127.0.0.1:${MULTISTORE_PORT}`,
        // the stand-in payment site's address in payment.redirect_url (issue 12)
        API_PUBLIC_URL: API_ORIGIN,
        // The storefront's server forwards shoppers' addresses with this key (after-sales-and-law.md §7).
        FORWARDING_KEY: E2E_FORWARDING_KEY,
        // the BLIK stand-in's bank app confirms at once and notifies the shop (the journeys do not wait 2 s)
        BLIK_CONFIRM_MS: "0",
        LOG_LEVEL: "info",
        // Account journeys hash passwords on every register and login; the API's own tests use the same
        // lower scrypt cost (apps/api README) so the 2-core CI machine is not saturated.
        PASSWORD_SCRYPT_LOG_N: "12",
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `${PROVIDERS_ORIGIN}/google/certs`,
        FACEBOOK_APP_ID,
        FACEBOOK_APP_SECRET: "e2e-app-secret",
        FACEBOOK_GRAPH_URL: `${PROVIDERS_ORIGIN}/facebook`,
        CONVERSIONS_API_URL: `${PROVIDERS_ORIGIN}/conversions`,
        CONVERSIONS_API_TOKEN: "e2e-conversions-token",
        // The price-refresh journey changes a price the way a back office does (an owner's staff API key,
        // e2e/staffOwner.ts); with no STOREFRONT_INVALIDATE_URL the storefront's output cache keeps the page
        // it rendered before.
        ADMIN_EMAIL: E2E_OWNER.email,
        ADMIN_PASSWORD: E2E_OWNER.password,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The production server (server/main.ts) with its output cache, in one process.
      command: `exec node build/node/main.js >> "${join(dataDir, "web.log")}" 2>&1`,
      url: WEB_ORIGIN,
      // SITE_URL makes canonical and feed links predictable; a 3 s search timeout (the spec's server value
      // is 1 s) keeps the journeys stable on a loaded 2-core CI machine.
      env: {
        PORT: String(WEB_PORT),
        HOST: "127.0.0.1",
        API_URL: API_ORIGIN,
        SITE_URL: WEB_ORIGIN,
        SEARCH_TIMEOUT_MS: "3000",
        NODE_ENV: "production",
        WEB_CONCURRENCY: "1",
        LOG_LEVEL: "info",
        // Every journey comes from 127.0.0.1: the per-client render budget would count them all as one.
        RENDER_BUDGET_PER_MINUTE: "0",
        GOOGLE_CLIENT_ID,
        FACEBOOK_APP_ID,
        CONVERSION_EVENTS: "true",
        FORWARDING_KEY: E2E_FORWARDING_KEY,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
