import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN_E2E_OWNER } from "./e2e/adminOwner";

/**
 * The whole shop in one journey (issue 25): the production builds of the API, the storefront (with its output
 * cache, told of every change by the API's cache announcements) and the back office, on a fresh temporary
 * database, driven in Debian's Chromium. Ports: `E2E_API_PORT`, `E2E_WEB_PORT`, `E2E_ADMIN_PORT`.
 * Run with `pnpm --filter @outlet/admin e2e:shop` after building the three apps.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const API_PORT = Number(process.env.E2E_API_PORT ?? 18280);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 13201);
const ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT ?? 13202);
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
const ADMIN_ORIGIN = `http://127.0.0.1:${ADMIN_PORT}`;
process.env.E2E_SHOP_API_ORIGIN = API_ORIGIN;
process.env.E2E_SHOP_WEB_ORIGIN = WEB_ORIGIN;
// A folder named by the caller is the caller's to keep; the run that made one removes it when it ends (its
// servers have stopped by then). The workers inherit the name, so only the run's own process removes it.
const ownDataDir = process.env.E2E_SHOP_DATA_DIR === undefined;
const dataDir = process.env.E2E_SHOP_DATA_DIR ?? mkdtempSync(join(tmpdir(), "outlet-shop-e2e-"));
if (ownDataDir) process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
process.env.E2E_SHOP_DATA_DIR = dataDir;
// the storefront and the back office both forward client addresses with the key the API shares with them (§7)
const FORWARDING_KEY = "shop-e2e-forwarding-key-0123456789abcdef";
const INVALIDATE_KEY = "shop-e2e-invalidate-key-0123456789abcdef";

export default defineConfig({
  testDir: "./e2e",
  testMatch: /\.journey\.ts$/,
  workers: 1,
  // No retries: a journey passes on a loaded 2-core machine at its first run or it fails.
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e-shop.json" }]],
  // a person who asked for reduced motion gets the back office without transitions (src/theme.ts); the
  // journeys ask too, so axe never measures a notice halfway through fading in
  use: {
    baseURL: ADMIN_ORIGIN,
    trace: "off",
    // a click that waits for its element fails naming it, rather than as the test's timeout
    actionTimeout: 30_000,
    locale: "pl-PL",
    timezoneId: "Europe/Warsaw",
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    {
      name: "debian-chromium",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        viewport: { width: 1280, height: 800 },
        // the shop's service worker would answer from its own cache: the journey checks the server's pages
        serviceWorkers: "block",
        launchOptions: {
          executablePath: CHROMIUM,
          args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"],
        },
      },
    },
  ],
  webServer: [
    {
      command: `exec node ../api/dist/main.js >> "${join(dataDir, "api.log")}" 2>&1`,
      url: `${API_ORIGIN}/api/settings/public`,
      env: {
        PORT: String(API_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        CORS_ORIGINS: WEB_ORIGIN,
        API_PUBLIC_URL: API_ORIGIN,
        FORWARDING_KEY,
        // the stand-in bank confirms a BLIK code at once and the gateway notifies the shop
        BLIK_CONFIRM_MS: "0",
        LOG_LEVEL: "info",
        PASSWORD_SCRYPT_LOG_N: "12",
        ADMIN_EMAIL: ADMIN_E2E_OWNER.email,
        ADMIN_PASSWORD: ADMIN_E2E_OWNER.password,
        // every catalogue write tells the storefront which cached pages to drop
        STOREFRONT_INVALIDATE_URL: `${WEB_ORIGIN}/invalidate`,
        STOREFRONT_INVALIDATE_KEY: INVALIDATE_KEY,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `exec node build/node/main.js >> "${join(dataDir, "web.log")}" 2>&1`,
      cwd: "../storefront",
      url: WEB_ORIGIN,
      env: {
        PORT: String(WEB_PORT),
        HOST: "127.0.0.1",
        API_URL: API_ORIGIN,
        SITE_URL: WEB_ORIGIN,
        SEARCH_TIMEOUT_MS: "3000",
        NODE_ENV: "production",
        WEB_CONCURRENCY: "1",
        LOG_LEVEL: "info",
        RENDER_BUDGET_PER_MINUTE: "0",
        FORWARDING_KEY,
        CACHE_INVALIDATE_KEY: INVALIDATE_KEY,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `exec node dist/server/main.js >> "${join(dataDir, "admin.log")}" 2>&1`,
      url: `${ADMIN_ORIGIN}/healthz`,
      env: { PORT: String(ADMIN_PORT), HOST: "127.0.0.1", API_URL: API_ORIGIN, FORWARDING_KEY },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
