import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { controlledByServiceWorker, recordWorkerLifecycle, workerLifecycle } from "./offlineSupport";
import { hydrated } from "./support";

declare global {
  interface Window {
    __firstController?: ServiceWorker | null;
    __sameDocument?: string;
  }
}

/**
 * The built worker the production server serves (its static files re-read `sw.js` when its size or time
 * changes). Nothing else writes the build while the journeys run (one worker, one run per checkout).
 */
const SW_FILE = new URL("../build/client/sw.js", import.meta.url);
const buildA = readFileSync(SW_FILE, "utf8");
test.afterEach(() => writeFileSync(SW_FILE, buildA));

// Known intermittent failure, kept visible (fixme, not a retry). Evidence so far (session of 27.11, 06:40–08:15
// UTC): on 976d286 it passed in two full journey runs (177 passed, load 23–28, once through turbo with CI=1),
// in the 43 specs before it and alone; on main after b9c3e26/82de43b it failed alone in 5 runs of 14.
// Each failure records the same page-side lifecycle: the new worker is `installed`, the page posts it
// `SKIP_WAITING` on the navigation, and the old worker never turns `redundant` (no `controllerchange` in
// 30 s); one more fetch through the old worker does not release it. Chromium activates a skip-waiting
// worker only once the old one has no event in flight and stops (or after its 5-minute lame-duck bound);
// under Playwright the old worker is DevTools-attached and is stopped only when told to at once, so an
// event that stays in flight in the old worker holds the tab. Which event (or whether the message is lost)
// is not established: wrapping the workers' events to list them made the failure vanish (0 of 3 runs).
test.fixme("a new service worker waits while the tab is open, then takes over on the next navigation without a reload", async ({
  page,
}, testInfo) => {
  await recordWorkerLifecycle(page);
  // Build A.
  await page.goto("/");
  await hydrated(page);
  await controlledByServiceWorker(page);
  await page.evaluate(() => {
    window.__firstController = navigator.serviceWorker.controller;
    window.__sameDocument = "yes";
  });

  // Build B: a changed sw.js (same app shell) is deployed; the browser's update check finds it.
  writeFileSync(SW_FILE, `${buildA}\n// build B\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const state = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting?.state ?? null,
        controlledByA: navigator.serviceWorker.controller === window.__firstController,
        sameDocument: window.__sameDocument ?? "reloaded",
      };
    });
  // B is installed and waits: A still controls the open tab, which keeps working.
  await expect.poll(async () => (await state()).waiting).toBe("installed");
  expect(await state()).toEqual({ waiting: "installed", controlledByA: true, sameDocument: "yes" });

  // The next client-side navigation lets B take over; the page is not reloaded.
  await page.getByRole("button", { name: "Kobiety: podkategorie" }).click();
  await page.getByRole("link", { name: "Sukienki", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
  // activation (the new worker's install/activate and clients.claim) is slow on a loaded 2-core machine
  try {
    await expect.poll(async () => (await state()).controlledByA, { timeout: 30_000 }).toBe(false);
  } catch (error) {
    // What the page saw of the handover, for the next look at a failure (the run is not retried).
    const lifecycle = (await workerLifecycle(page)).join("\n");
    await testInfo.attach("worker-lifecycle.txt", { body: lifecycle, contentType: "text/plain" });
    throw new Error(`${String(error)}\nworker lifecycle seen by the page:\n${lifecycle}`);
  }
  expect(await state()).toEqual({ waiting: null, controlledByA: false, sameDocument: "yes" });
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active === navigator.serviceWorker.controller;
    }),
  ).toBe(true);

  // Under B the tab still navigates and loads data.
  await page.locator(".product-grid a[href]").first().click();
  await expect(page).not.toHaveURL(/\/category\/sukienki$/);
  await expect(page.getByTestId("add-to-cart")).toBeVisible();
  expect((await state()).sameDocument).toBe("yes");
});
