import { expect, test } from "@playwright/test";
import { hydrated } from "./support";

test("the service worker installs, serves the shell offline and shows the Polish offline page for an unvisited page", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
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
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
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
