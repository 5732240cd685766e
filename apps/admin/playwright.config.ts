import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN_E2E_OWNER } from "./e2e/adminOwner";

/**
 * The back office's journeys: Debian's Chromium (never a downloaded browser) against the production build
 * of the admin server and a real reference API on a fresh temporary database, on ports of their own so they
 * can run beside the storefront's journeys.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const API_PORT = Number(process.env.E2E_ADMIN_API_PORT ?? 18180);
const ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT ?? 13101);
process.env.E2E_ADMIN_API_PORT = String(API_PORT);
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
const ADMIN_ORIGIN = `http://127.0.0.1:${ADMIN_PORT}`;
/**
 * The shop beside the back office (its production server with the output cache): the content journey
 * previews a draft there and sees a publication drop its cached page (the API announces the cache tags to
 * its `/invalidate`).
 */
const SHOP_PORT = Number(process.env.E2E_ADMIN_SHOP_PORT ?? ADMIN_PORT + 1);
process.env.E2E_ADMIN_SHOP_PORT = String(SHOP_PORT);
const SHOP_ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;
const SHOP_INVALIDATE_KEY = "admin-e2e-invalidate-key-0123456789abcdef";
// A folder named by the caller is the caller's to keep; the run that made one removes it when it ends (its
// servers have stopped by then). The workers inherit the name, so only the run's own process removes it.
const ownDataDir = process.env.E2E_ADMIN_DATA_DIR === undefined;
const dataDir = process.env.E2E_ADMIN_DATA_DIR ?? mkdtempSync(join(tmpdir(), "outlet-admin-e2e-"));
if (ownDataDir) process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
// shared by the API and the admin server only, so X-Forwarded-For is believed from the admin server alone (§7)
const ADMIN_E2E_FORWARDING_KEY = "admin-e2e-forwarding-key-0123456789abcdef";
process.env.E2E_ADMIN_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "./e2e",
  workers: 1,
  // No retries: a journey passes on a loaded 2-core machine at its first run or it fails.
  retries: 0,
  // A journey here is a merchant's whole task: up to a dozen axe checks and screenshots on the way. The
  // return-and-refund journey took 1.5 min on a loaded 2-core machine (beside the shop's journeys), as long as
  // the old 90 s limit; this limit catches a hang, not a slow machine.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
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
        // the admin server forwards client addresses with the key the API shares with it (§7)
        FORWARDING_KEY: ADMIN_E2E_FORWARDING_KEY,
        LOG_LEVEL: "info",
        PASSWORD_SCRYPT_LOG_N: "12",
        ADMIN_EMAIL: ADMIN_E2E_OWNER.email,
        ADMIN_PASSWORD: ADMIN_E2E_OWNER.password,
        STOREFRONT_URL: SHOP_ORIGIN,
        CORS_ORIGINS: SHOP_ORIGIN,
        STOREFRONT_INVALIDATE_URL: `${SHOP_ORIGIN}/invalidate`,
        STOREFRONT_INVALIDATE_KEY: SHOP_INVALIDATE_KEY,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `exec node dist/server/main.js >> "${join(dataDir, "admin.log")}" 2>&1`,
      url: `${ADMIN_ORIGIN}/healthz`,
      env: {
        PORT: String(ADMIN_PORT),
        HOST: "127.0.0.1",
        API_URL: API_ORIGIN,
        FORWARDING_KEY: ADMIN_E2E_FORWARDING_KEY,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `exec node ../storefront/build/node/main.js >> "${join(dataDir, "shop.log")}" 2>&1`,
      url: SHOP_ORIGIN,
      env: {
        PORT: String(SHOP_PORT),
        HOST: "127.0.0.1",
        API_URL: API_ORIGIN,
        SITE_URL: SHOP_ORIGIN,
        NODE_ENV: "production",
        WEB_CONCURRENCY: "1",
        RENDER_BUDGET_PER_MINUTE: "0",
        CACHE_INVALIDATE_KEY: SHOP_INVALIDATE_KEY,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
