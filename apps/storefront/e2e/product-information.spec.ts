import { expect, test } from "@playwright/test";
import { API_ORIGIN } from "./shopper";
import { expectNoSeriousA11yViolations, hydrated } from "./support";

// What a product offer must show before purchase (after-sales-and-law.md §5, issue 27): the manufacturer's
// postal and electronic address, safety information and the fibre composition, in the server-rendered
// HTML of every product page type (one product of each from the deterministic demo catalogue).

const compositionSection = /<h2 id="composition-title">Skład i pielęgnacja<\/h2>/;
const safetySection = /<h2 id="safety-title">Bezpieczeństwo produktu i producent<\/h2>/;
// "95 % bawełna" with the no-break space the page prints
const composition = /\d+(,\d+)?(\u00a0|&nbsp;|&#160;|&#xa0;)% [a-ząćęłńóśźż]+/i;
// a postal address (street, postcode and city) and an e-mail or a contact form link, inside <address>
const manufacturer =
  /<address class="product__party">[^<]+(<span><br\/?>[^<]+<\/span>){3}(<br\/?><a href="(mailto:[^"]+@[^"]+|https?:\/\/[^"]+)"[^>]*>[^<]+<\/a>)+<\/address>/;

const physical = [
  ["simple", "/p/SZA-2892/zolta-chusta-2892"],
  ["configurable", "/p/KOS-0047/koszula-w-krate-47"],
] as const;
const sets = [
  ["bundle", "/p/ZES-5219/zestaw-czapka-beanie-gabriela-khaki-listonoszka-5219"],
  ["grouped", "/p/ZES-5222/komplet-akcesoriow-karol-5222"],
] as const;
const digital = [
  ["virtual", "/p/BON-5209/bon-podarunkowy-50-zl-5209"],
  ["downloadable", "/p/POR-5213/poradnik-jak-dobrac-rozmiar-pdf-5213"],
] as const;

test.describe("product information on every product page type", () => {
  for (const [type, path] of physical) {
    test(`a ${type} product shows its composition, manufacturer and safety in its server HTML`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(compositionSection);
      expect(html).toMatch(safetySection);
      expect(html).toMatch(composition);
      expect(html).toMatch(manufacturer);
      expect(html).toContain("<dt>Informacje o bezpieczeństwie</dt>");
      expect(html).toMatch(/<dt>EAN<\/dt><dd>590\d{10}<\/dd>/);
    });
  }

  for (const [type, path] of sets) {
    test(`a ${type} product shows each part's composition and manufacturer in its server HTML`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(compositionSection);
      expect(html).toMatch(safetySection);
      const section = html.slice(html.indexOf('id="safety-title"'));
      // every part under its own name, each with its manufacturer's addresses
      const parts = section.match(/<h3>[^<]+<\/h3>/g) ?? [];
      expect(parts.length).toBeGreaterThanOrEqual(2);
      const makers = section.match(new RegExp(`<dt>Producent</dt><dd>${manufacturer.source}`, "g")) ?? [];
      expect(makers.length).toBe(parts.length);
      expect(html).toMatch(composition);
    });
  }

  for (const [type, path] of digital) {
    test(`a ${type} product, not a good, has no such sections`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(safetySection);
    });
  }

  test("the sections are open, readable by a screen reader and pass axe", async ({ page }) => {
    await page.goto("/p/KOS-0047/koszula-w-krate-47");
    await hydrated(page);
    const safety = page.getByRole("region", { name: "Bezpieczeństwo produktu i producent" });
    await expect(safety).toBeVisible();
    await expect(safety.getByRole("term").filter({ hasText: "Producent" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Skład i pielęgnacja" })).toContainText("bawełna");
    await expectNoSeriousA11yViolations(page);
  });

  test("a sealed hygiene product says in its server HTML when the withdrawal right ends (art. 38 pkt 5)", async ({
    request,
  }) => {
    // the demo catalogue's bodies (Niemowlęta, category 28) carry `no_withdrawal_after_unseal`
    const found = await request.post(
      `${API_ORIGIN}/api/catalog/catalog/product/_search?request_format=search-query&size=50`,
      { data: { _appliedFilters: [{ attribute: "category_ids", value: { eq: 28 }, scope: "default" }] } },
    );
    const hits = (await found.json()).hits.hits as {
      _source: { url_path: string; no_withdrawal_after_unseal?: boolean };
    }[];
    const body = hits.map((hit) => hit._source).find((p) => p.no_withdrawal_after_unseal === true);
    expect(body, "a flagged body in the demo catalogue").toBeDefined();
    const path = `/${body?.url_path}`;
    const html = await (await request.get(String(path))).text();
    expect(html).toContain('data-testid="seal-withdrawal-note"');
    expect(html).toContain(
      "Po jego otwarciu prawo odstąpienia wygasa (art. 38 pkt 5 ustawy o prawach konsumenta)",
    );
    const shirt = await (await request.get(physical[1][1])).text();
    expect(shirt).not.toContain("seal-withdrawal-note");
  });
});
