import { expect, test } from "@playwright/test";

const SEEDED = [
  { from: "/stara-kolekcja", to: "/category/wyprzedaz", status: 301 },
  { from: "/promocje", to: "/tag/wyprzedaz", status: 302 },
  { from: "/kobiety/sukienki-letnie", to: "/category/sukienki", status: 301 },
  { from: "/regulamin-sklepu", to: "/regulamin", status: 301 },
] as const;

test("the shop's redirects answer with their status and target instead of 404", async ({ request }) => {
  for (const redirect of SEEDED) {
    const answer = await request.get(redirect.from, { maxRedirects: 0 });
    expect(answer.status(), redirect.from).toBe(redirect.status);
    expect(answer.headers().location, redirect.from).toBe(redirect.to);
  }
  // The query goes along; an unknown path is still a 404.
  const withQuery = await request.get("/stara-kolekcja?utm_source=news", { maxRedirects: 0 });
  expect(withQuery.headers().location).toBe("/category/wyprzedaz?utm_source=news");
  expect((await request.get("/nie-ma-takiej-strony", { maxRedirects: 0 })).status()).toBe(404);
});

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`an old link (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("lands on the page it moved to", async ({ page }) => {
      await page.goto("/stara-kolekcja");
      await expect(page).toHaveURL(/\/category\/wyprzedaz$/);
      await expect(page.locator(".product-tile").first()).toBeVisible();
      await page.goto("/regulamin-sklepu");
      await expect(page).toHaveURL(/\/regulamin$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
}
