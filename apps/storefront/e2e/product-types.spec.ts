import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, hydrated, watchErrors } from "./support";

// One product of each type from the deterministic demo catalogue (apps/api seed).
const products = [
  ["simple", "/p/SZA-2892/zolta-chusta-2892", "Żółta chusta"],
  ["bundle", "/p/ZES-5219/zestaw-czapka-beanie-gabriela-khaki-listonoszka-5219", "Zestaw zawiera"],
  ["grouped", "/p/ZES-5222/komplet-akcesoriow-karol-5222", "W komplecie"],
  ["virtual", "/p/BON-5209/bon-podarunkowy-50-zl-5209", "Produkt cyfrowy"],
  ["downloadable", "/p/POR-5213/poradnik-jak-dobrac-rozmiar-pdf-5213", "Plik PDF do pobrania"],
  ["configurable", "/p/KOS-0047/koszula-w-krate-47", "Rozmiar"],
] as const;

test.describe("product page for every product type", () => {
  for (const [type, path, text] of products) {
    test(`${type} renders on the server with its price`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*class="page-title product__name"[^>]*>[^<]+<\/h1>/);
      expect(html).toMatch(/\d+,\d{2}\s?zł/);
      expect(html).toContain(text);
      expect(html).toContain('data-testid="add-to-cart"');
    });
  }

  test("a configurable product shows its size table and approved reviews with ratings", async ({
    request,
  }) => {
    const html = await (await request.get("/p/KOS-0047/koszula-w-krate-47")).text();
    expect(html).toContain("Tabela rozmiarów");
    expect(html).toMatch(/<h2 id="reviews-title">Opinie<\/h2>/);
    expect(html).toMatch(/Średnia ocena \d,\d z 5|Ten produkt nie ma jeszcze opinii/);
  });

  test("a reduced product shows the struck price with the 30-day lowest price, and passes axe", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto("/tag/wyprzedaz");
    await hydrated(page);
    const tile = page
      .locator(".product-tile")
      .filter({ has: page.locator("s.price__original") })
      .first();
    await tile.locator("a").first().click();
    await expect(page.locator("article.product s.price__original")).toBeVisible();
    await expect(page.locator("article.product .price__omnibus")).toContainText(
      "Najniższa cena z 30 dni przed obniżką:",
    );
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
