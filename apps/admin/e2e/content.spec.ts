import { expect, type Page, test } from "@playwright/test";
import { expectAxeClean, SHOP_ORIGIN, screenshot, shopGet, signIn } from "./adminSupport";

// Issue 25, content: a CMS page edited in the back office is a draft the shop does not show, its preview
// opens in the shop, and publishing drops the shop's cached page at once; the menu likewise.
const NEW_TEXT = "Szyjemy w Gdańsku od 2010 roku – nowa historia sklepu.";

/** The shop's page as a shopper's next request gets it (through the shop's output cache). */
async function shopText(page: Page, path: string): Promise<{ html: string; cache: string | null }> {
  const res = await shopGet(page, path);
  expect(res.status()).toBe(200);
  return { html: await res.text(), cache: res.headers()["x-cache"] ?? null };
}

test("a CMS page: draft, preview in the shop, publish; the cached shop page shows it at the next request", async ({
  page,
  context,
}) => {
  // the shop has the page cached before the edit
  await shopText(page, "/cms-page/o-nas");
  const cached = await shopText(page, "/cms-page/o-nas");
  expect(cached.cache).toBe("HIT");
  expect(cached.html).toContain("polskim outletem");

  await signIn(page);
  await page.getByRole("menuitem", { name: "Strony CMS" }).click();
  await expect(page.getByRole("cell", { name: "Dostawa i płatności" })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "cms-pages-desktop");

  await page.getByRole("cell", { name: "O nas", exact: true }).click();
  const content = page.getByLabel("Treść (HTML)");
  await expect(content).toHaveValue(/polskim outletem/);

  // a wrong identifier is refused at its field, in Polish
  const identifier = page.getByLabel(/^Identyfikator/);
  await identifier.fill("O nas!");
  await page.getByRole("button", { name: "Zapisz szkic" }).click();
  await expect(page.getByText(/Identyfikator może zawierać tylko małe litery/).first()).toBeVisible();
  await identifier.fill("o-nas");

  await content.fill(`<p>${NEW_TEXT}</p><script>alert(1)</script>`);
  await page.getByRole("button", { name: "Zapisz szkic" }).click();
  await expect(page.getByText(/Zmiany czekają na publikację/)).toBeVisible();
  await expect(content).toHaveValue(`<p>${NEW_TEXT}</p>`);
  expect((await shopText(page, "/cms-page/o-nas")).html).not.toContain(NEW_TEXT);

  await page.getByRole("button", { name: "Podgląd" }).click();
  const link = page.getByRole("link", { name: "Otwórz podgląd w sklepie" });
  await expect(link).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "cms-page-edit-desktop");
  const href = await link.getAttribute("href");
  expect(href).toMatch(new RegExp(`^${SHOP_ORIGIN}/preview-cms-draft/[A-Za-z0-9_-]{43}$`));
  const preview = await context.newPage();
  await preview.goto(href as string);
  await expect(preview.getByText(NEW_TEXT)).toBeVisible();
  await preview.screenshot({ path: "reports/screens/cms-preview-in-shop.png", fullPage: true });
  await preview.close();

  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByText("Opublikowano. Sklep pokazuje nową wersję.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Historia publikacji" })).toBeVisible();
  const after = await shopText(page, "/cms-page/o-nas");
  expect(after.html).toContain(NEW_TEXT);
  expect(after.html).not.toContain("alert(1)");

  const shopPage = await context.newPage();
  await shopPage.goto(`${SHOP_ORIGIN}/cms-page/o-nas`);
  await expect(shopPage.getByText(NEW_TEXT)).toBeVisible();
  await shopPage.screenshot({ path: "reports/screens/cms-page-in-shop.png", fullPage: true });
  await shopPage.close();
});

test("the menu: an entry renamed and moved, a CMS page added first, all in the shop's header after publishing", async ({
  page,
}) => {
  // the seeded menu has some 30 entries, each with its own list of every category: axe takes its time here
  test.setTimeout(240_000);
  const before = await shopText(page, "/cms-page/dostawa-i-platnosci");
  await shopText(page, "/cms-page/dostawa-i-platnosci");
  expect(before.html).not.toContain("Poznaj nas");

  await signIn(page);
  await page.getByRole("menuitem", { name: "Menu sklepu" }).click();
  await expect(page.getByRole("heading", { name: "Menu sklepu", level: 1 })).toBeVisible();
  await expect(page.getByText("Sklep pokazuje to menu.")).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "menu-desktop");

  // the first entry renamed and moved down one place; a new entry first: a link to the "O nas" CMS page
  const firstLabel = page.getByLabel("Pozycja 1: nazwa");
  const renamed = `${await firstLabel.inputValue()} – wyprzedaż`;
  await firstLabel.fill(renamed);
  await page.getByRole("button", { name: "Pozycja 1: niżej" }).click();
  await page.getByRole("button", { name: "Dodaj pozycję" }).click();
  const count = await page.getByLabel(/^Pozycja \d+: nazwa/).count();
  const added = `Pozycja ${count}`;
  await page.getByLabel(`${added}: nazwa`).fill("Poznaj nas");
  await page.getByLabel(`${added}: prowadzi do`).selectOption("cms_page");
  await page.getByLabel(`${added}: strona`).selectOption("o-nas");
  // an unsafe address is refused at its field
  await page.getByRole("button", { name: "Dodaj pozycję" }).click();
  await page.getByLabel(`Pozycja ${count + 1}: nazwa`).fill("Zły adres");
  await page.getByLabel(`Pozycja ${count + 1}: adres (/… albo https://…)`).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Zapisz szkic" }).click();
  await expect(page.getByText("Podaj adres zaczynający się od / albo https://.")).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("button", { name: `Pozycja ${count + 1}: usuń` }).click();
  for (let i = count; i > 1; i -= 1) await page.getByRole("button", { name: `Pozycja ${i}: wyżej` }).click();
  await page.getByRole("button", { name: "Opublikuj" }).click();
  await expect(page.getByText("Opublikowano menu. Sklep pokazuje nową wersję.")).toBeVisible();
  await expect(page.getByText(/Ostatnia publikacja:/)).toBeVisible();
  await screenshot(page, "menu-desktop-published");

  const after = await shopText(page, "/cms-page/dostawa-i-platnosci");
  expect(after.html).toContain("Poznaj nas");
  expect(after.html).toContain(renamed);
  const shop = await page.context().newPage();
  await shop.goto(`${SHOP_ORIGIN}/`);
  const links = shop.getByRole("navigation", { name: "Kategorie" }).getByRole("link");
  await expect(links.first()).toHaveText("Poznaj nas");
  await expect(
    shop.getByRole("navigation", { name: "Kategorie" }).getByRole("link", { name: "Poznaj nas" }),
  ).toBeAttached();
  await shop.screenshot({ path: "reports/screens/menu-in-shop.png" });
  await shop.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the CMS pages list reads as a simple list", async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole("heading", { name: "Sprzedaż dziś" })).toBeVisible();
    await page.goto("/#/cms-pages");
    await expect(page.getByText("Dostawa i płatności")).toBeVisible();
    await expectAxeClean(page);
    await screenshot(page, "cms-pages-phone");
  });

  test("a page's edit form and the menu reflow at 320 px (no sideways scrolling)", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await expect(page.getByRole("heading", { name: "Sprzedaż dziś" })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 700 });
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await page.goto("/#/cms-pages/6");
    await expect(page.getByLabel("Treść (HTML)")).toHaveValue(/Paczkomat InPost/);
    await expect(page.getByRole("button", { name: "Opublikuj" })).toBeVisible();
    expect(await sideways()).toBe(false);
    await expectAxeClean(page);
    await screenshot(page, "cms-page-edit-320");
    await page.goto("/#/menu");
    await expect(page.getByLabel("Pozycja 1: nazwa")).toBeVisible();
    expect(await sideways()).toBe(false);
    await screenshot(page, "menu-320");
  });
});
