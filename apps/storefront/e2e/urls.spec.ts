import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, hydrated } from "./support";

test.describe("unknown paths, redirects and server files", () => {
  test("resolve in the spec's order: tag, category, product, CMS page, faq/partners, else 404", async ({
    request,
  }) => {
    const cases: [string, RegExp][] = [
      ["/nowosci", /<h1[^>]*>Nowości<\/h1>/],
      ["/kobiety/sukienki", /<h1[^>]*>Sukienki<\/h1>/],
      ["/koszula-w-krate-47", /<h1[^>]*>Koszula w kratę<\/h1>/],
      ["/regulamin", /<h1[^>]*>Regulamin sklepu<\/h1>/],
      ["/faq", /<h1[^>]*>Najczęściej zadawane pytania<\/h1>/],
      ["/partners", /<h1[^>]*>Nasi partnerzy<\/h1>/],
      ["/cms-page/o-nas", /<h1[^>]*>O nas<\/h1>/],
    ];
    for (const [path, heading] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(heading);
    }
    const missing = await request.get("/nie-ma-takiej-strony");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Nie znaleziono strony");
    expect((await request.get("/cms-page/nie-ma")).status()).toBe(404);
    expect((await request.get("/p/NIE-MA/nie-ma")).status()).toBe(404);
    expect((await request.get("/preview-cms-draft/AAAAAAAAAAAAAAAAAAAAAAAA")).status()).toBe(404);
  });

  test("a directly opened child of a configurable product answers 301 to its parent", async ({ request }) => {
    const response = await request.get("/p/KOS-0047-BRA-S/koszula-w-krate-47-brazowy-s", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/koszula-w-krate-47?childSku=KOS-0047-BRA-S");
  });

  test("a page fetched without JavaScript has product names, prices and JSON-LD", async ({ request }) => {
    const html = await (await request.get("/koszula-w-krate-47?childSku=KOS-0047-BRA-S")).text();
    expect(html).toContain("Koszula w kratę");
    expect(html).toMatch(/\d+,\d{2}\s?zł/);
    expect(html).toContain('data-child-sku="KOS-0047-BRA-S"');
    expect(html).toContain('"@type":"ProductGroup"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const listing = await (await request.get("/kobiety")).text();
    expect(listing).toMatch(/<h3 class="product-tile__name"[^>]*>[^<]+<\/h3>/);
    expect(listing).toMatch(/\d+,\d{2}\s?zł/);
  });

  test("sitemap.xml, robots.txt and the product feed", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(/<loc>[^<]*\/kobiety<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/koszula-w-krate-47<\/loc>/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
    const feed = await request.get("/feed/google.xml");
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toMatch(/<g:price>\d+\.\d{2} PLN<\/g:price>/);
    // Ceneo's own format, not a copy of Google's RSS.
    const ceneo = await (await request.get("/feed/ceneo.xml")).text();
    expect(ceneo).toMatch(/<offers [^>]*version="1">/);
    expect(ceneo).toMatch(/<o id="[^"]+" url="http[^"]+" price="\d+\.\d{2}" avail="(1|99)" basket="1">/);
    expect(ceneo).not.toContain("<rss");
    const csv = await (await request.get("/feed/facebook.csv")).text();
    expect(csv.split("\n")[0]).toContain("price");
    expect((await request.get("/feed/unknown.xml")).status()).toBe(404);
  });

  test("content and not-found pages pass axe", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await expect(page.locator("details.faq-item, .rich-text").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const response = await page.goto("/nie-ma-takiej-strony");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleziono strony");
    await expectNoSeriousA11yViolations(page);
  });
});
