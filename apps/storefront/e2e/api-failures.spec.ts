import { expect, test } from "@playwright/test";
import { type ChaosApi, type ChaosMode, startChaosApi } from "./chaosApi";
import { type OwnStorefront, startStorefront } from "./ownStorefront";
import { API_ORIGIN } from "./shopper";

/**
 * Issue 14 "honest failures": when the API is stopped, slower than the timeout or answers garbage, every
 * catalogue page type answers 503 with Retry-After and the Polish "try again" page — never an empty listing
 * with 200, never a 404 for a page that exists. The journey's own storefront talks to the real API through
 * a proxy the test breaks (the shared API stays up for the other journeys).
 */
const PAGES: readonly [string, string][] = [
  ["home", "/"],
  ["category", "/category/sukienki"],
  ["category by path", "/kobiety/sukienki"],
  ["tag", "/tag/nowosci"],
  ["search", "/szukaj?q=sukienka"],
  ["product", "/p/KOS-0047/koszula-w-krate-47"],
  ["product by path", "/koszula-w-krate-47"],
  ["CMS page", "/cms-page/o-nas"],
  ["CMS page by path", "/dostawa-i-platnosci"],
  ["terms", "/regulamin"],
  ["FAQ", "/faq"],
];

let chaos: ChaosApi;
let shop: OwnStorefront;

test.beforeAll(async () => {
  chaos = await startChaosApi(API_ORIGIN);
  shop = await startStorefront(chaos.origin);
});

test.afterAll(async () => {
  await shop?.stop();
  await chaos?.close();
});

test.describe.configure({ mode: "serial" });

test("every catalogue page type answers 200 with content while the API answers", async ({ request }) => {
  await chaos.setMode("pass");
  for (const [name, path] of PAGES) {
    const response = await request.get(`${shop.origin}${path}`);
    expect(response.status(), `${name}: ${(await response.text()).slice(0, 400)}`).toBe(200);
    expect(await response.text(), name).not.toContain("Spróbuj ponownie za chwilę");
  }
});

for (const mode of ["down", "slow", "garbage"] as const satisfies readonly ChaosMode[]) {
  test(`with the API ${mode}, every catalogue page type answers 503 with Retry-After and the Polish page`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    await chaos.setMode(mode);
    // The pages are asked at once: with the API slow each waits out the storefront's API timeouts, and one
    // after another they took 30 s of the run (the render budget is off, so none is refused for the count).
    await Promise.all(
      PAGES.map(async ([name, path]) => {
        const response = await request.get(`${shop.origin}${path}`, { maxRedirects: 0 });
        const html = await response.text();
        expect(response.status(), `${name} ${path}`).toBe(503);
        expect(response.headers()["retry-after"], name).toBe("30");
        expect(html, name).toContain("Sklep jest chwilowo niedostępny");
        expect(html, name).toContain("Spróbuj ponownie za chwilę.");
        expect(html, name).not.toContain("listing__count");
        expect(html, name).not.toContain('class="product-tile"');
      }),
    );
  });
}

test("the 503 page in the browser, then the shop is back once the API answers again", async ({ page }) => {
  await chaos.setMode("down");
  for (const [viewport, size] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    const response = await page.goto(`${shop.origin}/category/sukienki`);
    expect(response?.status()).toBe(503);
    await expect(
      page.getByRole("heading", { level: 1, name: "Sklep jest chwilowo niedostępny" }),
    ).toBeVisible();
    await expect(page.getByText("Spróbuj ponownie za chwilę.")).toBeVisible();
    await expect(page).toHaveTitle(/Sklep jest chwilowo niedostępny/);
    await page.screenshot({ path: test.info().outputPath(`unavailable-${viewport}.png`), fullPage: true });
  }
  await chaos.setMode("pass");
  await page.getByRole("link", { name: "Odśwież stronę" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
  await expect(page.locator(".product-tile").first()).toBeVisible();
});
