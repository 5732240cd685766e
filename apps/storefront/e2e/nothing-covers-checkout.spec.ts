import { expect, type Page, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";

// Issue 32: the newsletter offer (due on an earlier page) covered part of "Zamawiam i płacę" on a desktop,
// and the round "↑" button covered the online payment radio and the totals on a phone. Nothing fixed on
// the screen may cover a control of the checkout, wherever the shopper has scrolled to.

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";

/** The controls (and the totals) that a fixed element covers in the current viewport. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.display !== "none" && r.width > 0 && r.height > 0;
    };
    const fixed = [...document.querySelectorAll("body *")].filter(
      (el) =>
        getComputedStyle(el).position === "fixed" &&
        visible(el) &&
        // the toasts come and go on their own; the cookie notice is answered in these journeys
        !el.closest(".notifications"),
    );
    const controls = [
      ...document.querySelectorAll(
        "main button, main input, main select, main textarea, main a, main label, [data-testid=place-order], .checkout__summary, .totals",
      ),
    ].filter(visible);
    const hits: string[] = [];
    for (const control of controls) {
      const c = control.getBoundingClientRect();
      if (c.bottom <= 0 || c.top >= innerHeight) continue;
      for (const cover of fixed) {
        if (cover.contains(control) || control.contains(cover)) continue;
        const f = cover.getBoundingClientRect();
        const overlaps = c.left < f.right && f.left < c.right && c.top < f.bottom && f.top < c.bottom;
        if (overlaps)
          hits.push(
            `${cover.className || cover.tagName} covers ${control.tagName.toLowerCase()} "${(control.textContent ?? (control as HTMLInputElement).name ?? "").trim().slice(0, 40)}"`,
          );
      }
    }
    return hits;
  });
}

for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const) {
  test(`nothing fixed covers a control of the checkout, the newsletter offer due (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // three pages of the visit make the newsletter offer due; a scroll shows it. Every step after the
    // first page is a navigation inside the app, as a shopper's (a reload would forget the offer).
    await open(page, PRODUCTS.scarf.path);
    await addToCart(page, 1);
    await page.locator("a.logo").click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page.locator("html")).toHaveAttribute("data-newsletter-offer", "waiting");
    await page.mouse.wheel(0, 200);
    await expect(page.getByTestId("newsletter-popup")).toBeVisible();
    // to the checkout without a reload, as a shopper goes: from the mini cart
    await page.getByTestId("microcart-button").click();
    await page.getByRole("link", { name: "Przejdź do kasy" }).last().click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("place-order")).toBeVisible();
    await page
      .getByRole("group", { name: "Metoda płatności" })
      .getByRole("radio", { name: /Płatność online/ })
      .check();
    // every screenful from the top to the bottom, with the "↑" shown once scrolled
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const found: string[] = [];
    for (let y = 0; y <= height; y += Math.floor(size.height / 2)) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
      found.push(...(await coveredControls(page)));
    }
    await page.getByTestId("place-order").scrollIntoViewIfNeeded();
    found.push(...(await coveredControls(page)));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-bottom-${size.name}.png` });
    expect([...new Set(found)]).toEqual([]);
  });
}
