import { expect, test } from "@playwright/test";
import { addToCart, cartCount, open, PRODUCTS } from "./shopper";

// The page's own handling is under test, not the service worker's: requests must reach page.route.
test.use({ serviceWorkers: "block" });

test("a page whose data fails to load says why with OK, and the shopper stays where they were", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  await page.getByRole("button", { name: "Kobiety: podkategorie" }).click();
  const dresses = page.getByRole("link", { name: "Sukienki", exact: true }).first();
  const href = new URL((await dresses.getAttribute("href")) ?? "", "http://x").pathname;
  let failed = 0;
  await page.route(
    (url) => url.pathname === `${href}.data`,
    async (route) => {
      failed++;
      await route.fulfill({ status: 500, contentType: "text/plain", body: "Unexpected Server Error" });
    },
  );

  await dresses.click();
  const alert = page.locator(".notification").filter({
    hasText: "Nie udało się wczytać strony (błąd serwera 500). Spróbuj ponownie za chwilę.",
  });
  await expect(alert).toBeVisible();
  expect(failed).toBe(1);
  // Nothing is lost: same page, same product, same cart; no error page.
  await expect(page).toHaveURL(new RegExp(`${PRODUCTS.scarf.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByText("Coś poszło nie tak")).toHaveCount(0);
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toHaveCount(0);

  // The shop keeps working once the server answers again.
  await page.unrouteAll();
  await page.getByRole("button", { name: "Kobiety: podkategorie" }).click();
  await page.getByRole("link", { name: "Sukienki", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
  await expect(cartCount(page)).toHaveText("1");
});

test("a product below the fold whose data fails keeps the listing and its scroll position", async ({
  page,
}) => {
  await open(page, "/category/sukienki");
  const tiles = page.locator(".product-grid a[href]");
  const last = tiles.last();
  const href = new URL((await last.getAttribute("href")) ?? "", "http://x").pathname;
  await page.route(
    (url) => url.pathname === `${href}.data`,
    (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }),
  );
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  await last.click();
  await expect(
    page.getByText("Nie udało się wczytać strony (błąd serwera 503). Spróbuj ponownie za chwilę."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/category\/sukienki$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});
