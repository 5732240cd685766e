import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { expectOrderPlaced } from "./checkoutJourney";
import { API_ORIGIN, addToCart, fillCheckout, open, PRODUCTS, uniqueEmail } from "./shopper";
import { hydrated } from "./support";

// Issue 27: axe with the WCAG 2.0/2.1/2.2 A and AA rule sets finds nothing on every route of
// apps/storefront/app/routes.ts (one sample address per route, parameters filled), on a phone and a desktop,
// and the checkout again with each delivery and payment choice and the locker search, and the payment pages
// the shopper sees after an online order (the stand-in gateway's page, the order page after a cancelled
// payment with "Zapłać ponownie").

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every page route of routes.ts (resource routes — feeds, images, sitemap, robots, session — aside). */
const ROUTES: readonly string[] = [
  "/",
  "/pwa.html",
  PRODUCTS.shirt.path,
  "/c/sukienki",
  "/category/sukienki",
  "/tag/wyprzedaz",
  "/szukaj?q=sukienka",
  "/cms-page/o-nas",
  "/preview-cms-draft/zlyKluczSzkicuZlyKluczSzkicu",
  "/koszyk",
  "/checkout",
  "/login",
  "/register",
  "/forgot-password",
  "/create-password?token=abc&email=anna%40example.pl",
  "/account",
  "/account/addresses",
  "/account/addresses/edit",
  "/account/orders",
  "/account/orders/000000001",
  "/account/password",
  "/account/agreements",
  "/account/notifications",
  "/account/reviews",
  "/wishlist",
  "/porownanie",
  "/zamowienie/000000001/zly-sekret",
  "/newsletter/potwierdz?token=zly",
  "/newsletter/wypisz?token=zly",
  "/powiadomienie/potwierdz?token=zly",
  "/powiadomienie/wypisz?token=zly",
  "/ocen-produkty/00000000-0000-4000-8000-000000000000/zly-sekret",
  "/kontakt",
  "/dostepnosc",
  "/regulamin",
  "/polityka-prywatnosci",
  "/error",
  "/dostawa-i-platnosci",
  "/nie-ma-takiej-strony",
];

/** The violations of the listed rule sets, as "rule: targets". */
async function violations(page: Page): Promise<string[]> {
  // only the violations are read: axe then skips describing every passing node (much of its time);
  // `options` replaces what was set before it, so it comes first
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(TAGS)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`axe on every route (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    for (const path of ROUTES)
      test(`${path} has no WCAG A/AA violation`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        expect(await violations(page)).toEqual([]);
      });

    test("the checkout with each delivery and payment choice and the locker search has no violation", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await open(page, PRODUCTS.scarf.path);
      await addToCart(page, 1);
      await open(page, "/checkout");
      const found: Record<string, string[]> = {};
      const delivery = page.getByRole("group", { name: "Sposób dostawy" });
      const payments = page.getByRole("group", { name: "Metoda płatności" });
      for (const method of [/Dostawa kurierem/, /Paczkomat InPost/, /Odbiór w sklepie/]) {
        await delivery.getByRole("radio", { name: method }).check();
        if (method.source.includes("Paczkomat")) {
          // the locker search with its results open
          await page.locator("#shipping-inpostLocker").fill("krakow");
          await expect(page.getByTestId("inpost-finder").getByRole("radio").first()).toBeVisible();
        }
        const count = await payments.getByRole("radio").count();
        for (let i = 0; i < count; i++) {
          const payment = payments.getByRole("radio").nth(i);
          await payment.check();
          const list = await violations(page);
          if (list.length > 0) found[`${method.source} / ${await payment.evaluate((el) => el.id)}`] = list;
        }
      }
      expect(found).toEqual({});
    });

    test("the payment pages: the gateway's page and the order page offering to pay again", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await open(page, PRODUCTS.scarf.path);
      await addToCart(page, 1);
      await open(page, "/checkout");
      await fillCheckout(page, uniqueEmail(`axe-platnosc-${device.label}`));
      await page
        .getByRole("group", { name: "Metoda płatności" })
        .getByRole("radio", { name: /Płatność online/ })
        .check();
      await page.getByTestId("place-order").click();
      await expectOrderPlaced(page);
      // the order page redirects to the stand-in gateway (routes.ts has no page of its own for it)
      const gateway = new RegExp(`^${API_ORIGIN.replace(/[.]/g, "\\.")}/api/ext/platnosc/[A-Za-z0-9]{32}$`);
      await page.waitForURL(gateway, { timeout: 20_000 });
      await expect(page.getByRole("heading", { name: "Płatność za zamówienie" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`gateway-${device.label}.png`), fullPage: true });
      await page.getByRole("button", { name: "Anuluj i wróć do sklepu" }).click();
      await expect(page.getByTestId("order-payment-status")).toContainText("Płatność nie została zakończona");
      await hydrated(page);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`pay-again-${device.label}.png`),
        fullPage: true,
      });
    });
  });
}

test.describe("at 320 CSS px (WCAG 1.4.10)", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("every page route reflows without horizontal scrolling", async ({ page }) => {
    test.setTimeout(240_000);
    const wide: string[] = [];
    for (const path of ROUTES) {
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) wide.push(`${path}: ${overflow} px`);
    }
    expect(wide).toEqual([]);
  });
});

for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`focus and motion (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("no element focused by Tab is hidden under the sticky header (WCAG 2.4.11)", async ({ page }) => {
      await open(page, PRODUCTS.shirt.path);
      // start below the header: the page is scrolled, then Tab walks back and forth through it
      await page.mouse.wheel(0, 1500);
      const hidden: string[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press(i < 40 ? "Tab" : "Shift+Tab");
        const state = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const header = document.querySelector(".site-header");
          if (!focused || !header || header.contains(focused) || focused === document.body) return null;
          if (focused.closest("[role=dialog], .menu__panel")) return null;
          const box = focused.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return null;
          // hidden: what is drawn at the element's centre is the header, not the element (a skip link
          // shown over the header is on top, so it is seen)
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const covered = top !== null && header.contains(top) && !focused.contains(top);
          return covered ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 30)}` : null;
        });
        if (state) hidden.push(state);
      }
      expect(hidden).toEqual([]);
    });

    test("animations and transitions stop when the system asks for reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, PRODUCTS.shirt.path);
      const moving = await page.evaluate(
        () =>
          [...document.querySelectorAll("*")]
            .map((element) => getComputedStyle(element))
            .filter(
              (style) =>
                style.transitionDuration.split(",").some((d) => Number.parseFloat(d) > 0.001) ||
                (style.animationName !== "none" &&
                  style.animationDuration.split(",").some((d) => Number.parseFloat(d) > 0.001)),
            ).length,
      );
      expect(moving).toBe(0);
    });
  });
}
