import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, hydrated, tilePrices, watchErrors } from "./support";

test.describe("category listing to product and back", () => {
  test("filters by size and colour, sorts by price, picks a variant and restores the filters on back", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto("/");
    await hydrated(page);

    // Open a category from the menu (the URL dispatcher serves /kobiety/sukienki).
    await page.getByRole("button", { name: "Kobiety: podkategorie" }).click();
    await page.getByRole("link", { name: "Sukienki", exact: true }).first().click();
    // The menu links either to the dispatcher path or, with the site configuration, to /category/{slug}.
    await expect(page).toHaveURL(/\/(kobiety\/sukienki|category\/sukienki)$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
    await expect(page.locator(".listing__count")).toHaveText(/^\d+ produkt(y|ów)?$/);
    await expect(page.getByRole("navigation", { name: "Okruszki" })).toContainText("Kobiety");
    await expectNoSeriousA11yViolations(page);

    // Filter by size S and the first colour, then sort by price low to high.
    await page.locator('a[data-filter="size"]', { hasText: /^S$/ }).click();
    await expect(page).toHaveURL(/size=168/);
    const colour = page.locator('a[data-filter="color"]').first();
    const colourId = await colour.getAttribute("data-value");
    await colour.click();
    await expect(page).toHaveURL(new RegExp(`color=${colourId}`));
    await page.getByLabel("Sortuj").selectOption({ label: "Cena: od najniższej" });
    await expect(page).toHaveURL(/sort=final_price(&|$)/);
    await expect(page.locator('a[data-filter="size"][aria-current="true"]')).toHaveText(/S/);
    const prices = await tilePrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const filteredUrl = page.url();

    // Open a product: the tile links to its best-matching child.
    const tile = page.locator(".product-tile").first();
    const name = (await tile.locator("h3").textContent()) ?? "";
    await tile.locator("a").first().click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/childSku=/);
    await expect(page.getByRole("button", { name: /Rozmiar S$/ })).toHaveAttribute("aria-pressed", "true");

    // Choose another size: the URL carries the new childSku (history replaced).
    const other = page
      .locator('button[data-option="size"][aria-pressed="false"]:not([aria-disabled])')
      .first();
    if ((await other.count()) > 0) {
      const before = new URL(page.url()).searchParams.get("childSku");
      await other.click();
      await expect.poll(() => new URL(page.url()).searchParams.get("childSku")).not.toBe(before);
      await expect(page.locator("article.product")).toHaveAttribute(
        "data-child-sku",
        new URL(page.url()).searchParams.get("childSku") ?? "",
      );
    }
    await expectNoSeriousA11yViolations(page);

    // Back: the listing with its filters and sort.
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.locator('a[data-filter="size"][aria-current="true"]')).toHaveText(/S/);
    await expect(page.locator(`a[data-filter="color"][data-value="${colourId}"]`)).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByLabel("Sortuj")).toHaveValue("final_price");
    expect(errors).toEqual([]);
  });

  test("a shared filtered link renders the same state on the server, with pages of 50", async ({
    request,
  }) => {
    const html = await (await request.get("/kobiety?size=168&sort=final_price:desc")).text();
    expect(html).toMatch(
      /data-filter="size" data-value="168"[^>]*aria-current="true"|aria-current="true"[^>]*data-filter="size" data-value="168"/,
    );
    expect((html.match(/class="product-tile"/g) ?? []).length).toBe(50);
    expect(html).toContain('aria-label="Strona 2"');
    const page2 = await (await request.get("/kobiety?page=2&size=168&sort=final_price:desc")).text();
    expect(page2).toMatch(/aria-current="page"[^>]*>2</);
  });

  test("an empty listing shows the spec's warning", async ({ page }) => {
    await page.goto("/kobiety/sukienki?price_from=100000&price_to=100001");
    await hydrated(page);
    await expect(page.locator(".listing__warning")).toHaveText(
      "Brak produktów w tej kategorii. Wróć, gdy będziesz online!",
    );
    await expect(page.getByRole("status").filter({ hasText: "Brak produktów" }).first()).toBeVisible();
    await expect(page.locator(".listing__count")).toHaveText("0 produktów");
    // filters chosen: the panel stays, so they can be cleared
    await expect(page.locator(".listing__filters")).toHaveCount(1);
  });

  test("/c/{slug}, /category/{slug} and /tag/{slug} list products", async ({ request }) => {
    for (const path of ["/c/sukienki", "/category/sukienki", "/tag/nowosci"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toMatch(/class="product-tile"/);
    }
  });
});

test("filters and the tag listing work from the keyboard and pass axe", async ({ page }) => {
  await page.goto("/tag/ostatnie-sztuki");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Ostatnie sztuki" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const size = page.locator('a[data-filter="size"]').first();
  const id = await size.getAttribute("data-value");
  await size.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`size=${id}`));
  await expect(page.locator(`a[data-filter="size"][data-value="${id}"]`)).toHaveAttribute(
    "aria-current",
    "true",
  );
});
