import { expect, test } from "@playwright/test";
import { controlledByServiceWorker } from "./offlineSupport";
import { hydrated } from "./support";

// This journey is about the service worker (the journeys block it by default: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test("the service worker installs, serves the shell offline and shows the Polish offline page for an unvisited page", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await hydrated(page);
  await controlledByServiceWorker(page);
  const manifest = await page.request.get("/manifest.webmanifest");
  expect((await manifest.json()).short_name).toBe("Outlet");

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await expect(page.locator("header")).toBeVisible();

  await page.goto("/nigdy-nie-odwiedzona-strona");
  await expect(page.getByRole("heading", { name: "Jesteś offline" })).toBeVisible();
  await context.setOffline(false);
});

test("a visited category browses offline; an unvisited product offline says so and goes home", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await hydrated(page);
  await controlledByServiceWorker(page);
  const openDresses = async () => {
    await page.getByRole("button", { name: "Kobiety: podkategorie" }).click();
    await page.getByRole("link", { name: "Sukienki", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
  };
  await openDresses();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  await context.setOffline(true);
  await openDresses();
  await page.locator(".product-grid a[href]").first().click();
  await expect(page.getByRole("alert")).toContainText(
    "Produkt, kategoria lub strona nie jest dostępna offline. Przekierowujemy na stronę główną",
  );
  await expect(page).toHaveURL(/\/$/);
  await context.setOffline(false);
});

test("a visited category browses offline from the offline storage when the service worker's cache has lost it", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await hydrated(page);
  await controlledByServiceWorker(page);
  const openDresses = async () => {
    await page.getByRole("button", { name: "Kobiety: podkategorie" }).click();
    await page.getByRole("link", { name: "Sukienki", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
  };
  await openDresses();
  // The route data was copied into its §14 collection (IndexedDB "shop", store "entries").
  const storedKeys = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open("shop");
          // never creates the database the shop has not opened yet (see `storedValue`)
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("entries")) {
              db.close();
              return resolve([]);
            }
            const keys = db.transaction("entries", "readonly").objectStore("entries").getAllKeys();
            keys.onsuccess = () => {
              resolve(keys.result.map(String));
              db.close();
            };
          };
          open.onerror = () => resolve([]);
        }),
    );
  await expect
    .poll(async () =>
      (await storedKeys()).filter((key) => /^shop\/(url|categories)\/.*sukienki\.data/.test(key)),
    )
    .toHaveLength(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // The worker's catalogue cache is gone (evicted, expired, or a browser without a worker): the page's own
  // copy answers offline.
  expect(await page.evaluate(() => caches.delete("outlet-catalogue"))).toBe(true);
  await context.setOffline(true);
  await openDresses();
  await expect(page.locator(".product-grid a[href]").first()).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await context.setOffline(false);
});
