import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  controlledByServiceWorker,
  recordWorkerLifecycle,
  recordWorkerVersions,
  workerLifecycle,
} from "./offlineSupport";
import { hydrated } from "./support";

// This journey is about the service worker (the journeys block it by default: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

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

// The handover once stalled in about 1 of 3 runs: a request the page sent while the old worker was stopping for
// the handover (a chunk, the price refresh, route discovery after the navigation) started that worker again,
// and Chromium forgot it was to stop; under DevTools (Playwright) it then stays until the 5-minute bound. The
// page now holds the navigation until the new version controls the tab (app/lib/serviceWorker.ts).
test("a new service worker waits while the tab is open, then takes over on the next navigation without a reload", async ({
  page,
}, testInfo) => {
  await recordWorkerLifecycle(page);
  const workerVersions = await recordWorkerVersions(page);
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

  // The next client-side navigation lets B take over before its requests go out; the page is not reloaded.
  await page.getByRole("button", { name: "Kobiety: podkategorie" }).click();
  await page.getByRole("link", { name: "Sukienki", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
  try {
    await expect.poll(async () => (await state()).controlledByA).toBe(false);
  } catch (error) {
    // What the page saw of the handover, for the next look at a failure (the run is not retried).
    const lifecycle = [
      ...(await workerLifecycle(page)),
      "versions as the browser saw them:",
      ...workerVersions(),
    ].join("\n");
    await testInfo.attach("worker-lifecycle.txt", { body: lifecycle, contentType: "text/plain" });
    throw new Error(`${String(error)}\nworker lifecycle seen by the page:\n${lifecycle}`);
  }
  expect(await state()).toEqual({ waiting: null, controlledByA: false, sameDocument: "yes" });
  // The navigation waited for B: its data request left the page after `controllerchange`, so B served it.
  const order = await page.evaluate(() => {
    const data = performance
      .getEntriesByType("resource")
      .find((entry) => new URL(entry.name).pathname === "/kobiety/sukienki.data");
    return { dataStart: data?.startTime ?? null, lastControllerChange: window.__controllerChangedAt ?? null };
  });
  expect(order.dataStart).not.toBeNull();
  expect(order.lastControllerChange).not.toBeNull();
  expect(order.dataStart ?? 0).toBeGreaterThanOrEqual(order.lastControllerChange ?? Number.POSITIVE_INFINITY);
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
