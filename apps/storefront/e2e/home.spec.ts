import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, hydrated, watchErrors } from "./support";

test.describe("home page", () => {
  test("is rendered on the server with the three sections, the menu flags and Polish prices", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pl"');
    for (const title of ["Nowa kolekcja", "Bestsellery", "Wyprzedaż"]) expect(html).toContain(title);
    expect(html).toMatch(/class="menu__item menu__item--flag"[\s\S]*?Nowości/);
    expect(html).toContain("Ostatnie sztuki");
    expect(html).toMatch(/data-sku="[^"]+"/);
    expect(html).toMatch(/\d,\d{2}\s?zł/);
    expect(html).toContain('<link rel="canonical" href="');
    expect(html).toContain('property="og:title"');
    const alias = await request.get("/pwa.html");
    expect(alias.status()).toBe(200);
  });

  test("hydrates without errors, lists 6 + 8 + 5 products and passes axe", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/");
    await hydrated(page);
    await expect(
      page
        .getByRole("list", { name: "Nowa kolekcja" })
        .getByRole("listitem")
        .filter({ has: page.locator("h3") }),
    ).toHaveCount(6);
    await expect(page.getByRole("list", { name: "Bestsellery" }).locator(":scope > li")).toHaveCount(8);
    await expect(page.getByRole("list", { name: "Wyprzedaż" }).locator(":scope > li")).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);

    // The menu works from the keyboard: Enter opens a sub-menu, Escape closes it and keeps focus.
    const toggle = page.getByRole("button", { name: "Mężczyźni: podkategorie" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    await expect(panel.getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    expect(errors).toEqual([]);
  });
});
