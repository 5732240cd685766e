// Interaction benchmark (issue 29): how long a tap takes to its next paint on a mid-range phone. Debian
// Chromium through Playwright, phone viewport (390×844, touch), 4× CPU slowdown over CDP
// (`Emulation.setCPUThrottlingRate`), the production build and the real API on a temp database
// (shopServers.mjs). Each interaction is measured with the Event Timing API — a `PerformanceObserver` of
// type `event` with `durationThreshold: 16`, the interaction's `duration` (input to the next paint, the
// longest entry of its `interactionId`) — on a fresh page that has hydrated and loaded the shopper code,
// 5 times; the median is printed as a Markdown table under the load average and the commit. A script, not
// a test: the figures depend on the machine (record them only from a quiet one, load average < 1.5).
//
//   pnpm --filter @outlet/api build && pnpm --filter @outlet/storefront build && pnpm --filter @outlet/storefront bench:interactions
//
// BENCH_API_PORT / BENCH_WEB_PORT move the servers (default 18780 / 13780); BENCH_RUNS the count (5).
import { chromium } from "@playwright/test";
import { measuredOn, median, startShop } from "./shopServers.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PRODUCT = "/koszula-w-krate-47?childSku=KOS-0047-BRA-S";
const CATEGORY = "/kobiety/sukienki";

/**
 * The five interactions: where each starts, what is done before it (not measured), and the tap measured.
 * Selectors are the ones the journeys use.
 */
const interactions = [
  {
    name: "choosing a size (product page)",
    path: PRODUCT,
    tap: (page) =>
      page
        .locator('button[data-option="size"]:not([aria-pressed="true"]):not([aria-disabled="true"]):visible')
        .first(),
  },
  {
    name: "„Dodaj do koszyka” (product page)",
    path: PRODUCT,
    tap: (page) => page.getByTestId("add-to-cart"),
  },
  { name: "opening the menu", path: CATEGORY, tap: (page) => page.locator(".menu__open") },
  {
    name: "choosing a filter (category page)",
    path: CATEGORY,
    before: async (page) => {
      await page.locator(".filters-details > summary", { hasText: /^Filtruj/ }).tap();
      await page.getByRole("dialog", { name: "Filtry" }).waitFor();
      await page.waitForTimeout(500);
    },
    tap: (page) => page.locator('.filters-details a[data-filter="size"]', { hasText: /^S$/ }),
  },
  { name: "opening the cart", path: CATEGORY, tap: (page) => page.getByTestId("microcart-button") },
];

/** Records every Event Timing entry of an interaction from the start of the page. */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0)
        window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * The duration of the first interaction recorded after `from` entries, waiting up to 5 s for its entries
 * (they are reported after the next paint). An interaction under 16 ms reports no entry: 16 is returned as
 * its upper bound, and `fast` says so.
 */
async function interactionAfter(page, from) {
  const found = await page
    .waitForFunction((skip) => window.__interactions.length > skip, from, { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!found) return { duration: 16, fast: true };
  await page.waitForTimeout(300); // the other entries of the same interaction (pointerdown, pointerup, click)
  return page.evaluate((skip) => {
    const entries = window.__interactions.slice(skip);
    const id = entries[0].id;
    return {
      duration: Math.max(...entries.filter((entry) => entry.id === id).map((entry) => entry.duration)),
      fast: false,
    };
  }, from);
}

/**
 * Opens a page and waits for the shopper code; a page the loaded shop could not render in time ("Sklep jest
 * chwilowo niedostępny", its API too slow) is loaded again, up to 3 times.
 */
async function openReady(page, url) {
  for (let attempt = 1; ; attempt++) {
    await page.goto(url);
    await page.waitForSelector("html[data-shop-ready]", { timeout: 60_000 });
    const failed = await page.getByRole("heading", { name: "Sklep jest chwilowo niedostępny" }).count();
    if (failed === 0) return;
    if (attempt === 3) throw new Error(`${url}: the shop could not render the page 3 times`);
  }
}

const shop = await startShop({
  apiPort: Number(process.env.BENCH_API_PORT ?? 18780),
  webPort: Number(process.env.BENCH_WEB_PORT ?? 13780),
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
/**
 * The browser state of a shopper who has answered the cookie notice ("Odrzucam opcjonalne"), as the
 * journeys start (e2e/consent.setup.ts): the notice would otherwise cover the page being tapped.
 */
async function consentedState() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openReady(page, shop.web);
  await page.getByRole("button", { name: "Odrzucam opcjonalne" }).click();
  await page.getByTestId("consent-notice").waitFor({ state: "detached" });
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

try {
  const storageState = await consentedState();
  console.info(`${measuredOn(`Tap → next paint, 4× CPU slowdown, ${RUNS}× each`)}\n`);
  const rows = [];
  for (const interaction of interactions) {
    const samples = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        locale: "pl-PL",
        timezoneId: "Europe/Warsaw",
        storageState,
      });
      const page = await context.newPage();
      await page.addInitScript(observeInteractions);
      await openReady(page, shop.web + interaction.path);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await interaction.before?.(page);
      const target = interaction.tap(page);
      await target.waitFor();
      await page.waitForTimeout(1000); // a shopper's tap comes after the page has settled
      const from = await page.evaluate(() => window.__interactions.length);
      await target.tap();
      samples.push(await interactionAfter(page, from));
      await context.close();
    }
    const value = median(samples.map((sample) => sample.duration));
    rows.push(
      `| ${interaction.name} | ${samples.every((s) => s.fast) ? "< 16" : Math.round(value)} ms | ${samples.map((s) => (s.fast ? "<16" : Math.round(s.duration))).join(", ")} |`,
    );
  }
  console.info(["| interaction | median | the runs (ms) |", "| --- | ---: | --- |", ...rows].join("\n"));
} finally {
  await browser.close();
  shop.stop();
}
