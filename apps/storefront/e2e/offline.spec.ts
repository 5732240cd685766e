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
