import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("is rendered on the server with products and Polish prices", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pl"');
    expect(html).toContain("Nowa kolekcja");
    expect(html).toMatch(/data-sku="[^"]+"/);
    // A price formatted by @outlet/formatting: decimal comma, a space, the zł sign.
    expect(html).toMatch(/\d,\d{2}\s?zł/);
  });

  test("hydrates in the browser without errors and lists the seeded products", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const tiles = page.getByRole("list", { name: "Produkty" }).getByRole("listitem");
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThanOrEqual(3);
    await expect(tiles.first()).toContainText(/\d,\d{2}\s?zł/);
    expect(errors).toEqual([]);
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/");
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
