import { expect, test } from "@playwright/test";
import { addToCart, createAccount, login, open, PRODUCTS, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`browsing chrome (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("cart lines show a 150×150 thumbnail in the panel and on the cart page", async ({
      page,
    }, testInfo) => {
      await open(page, PRODUCTS.scarf.path);
      await addToCart(page, 1);
      await page.getByTestId("microcart-button").click();
      const panelThumb = page.locator("#microcart .cart-line img").first();
      await expect(panelThumb).toBeVisible();
      await expect(panelThumb).toHaveAttribute("src", /^\/img\/150\/150\/resize\//);
      await expect(panelThumb).toHaveAttribute("width", "150");
      await expect(panelThumb).toHaveAttribute("height", "150");
      // The picture itself arrived (not a broken image).
      await expect
        .poll(() => panelThumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await page.screenshot({ path: testInfo.outputPath(`microcart-${device.label}.png`) });

      await open(page, "/koszyk");
      const pageThumb = page.locator("main .cart-line img").first();
      await expect(pageThumb).toBeVisible();
      await expect(pageThumb).toHaveAttribute("src", /^\/img\/150\/150\/resize\//);
      await expect
        .poll(() => pageThumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await page.screenshot({ path: testInfo.outputPath(`cart-page-${device.label}.png`) });
      await expectNoSeriousA11yViolations(page);
    });

    test("the first home banner has its caption, and the footer signs up to the newsletter with consent", async ({
      page,
    }, testInfo) => {
      await open(page, "/");
      const first = page.locator(".banners__main > li").first();
      await expect(first.locator(".banner__text strong")).toHaveText("Wyprzedaż");
      await expect(first.locator(".banner__text")).toBeVisible();

      const footer = page.getByRole("region", { name: "Newsletter" });
      const email = footer.getByRole("textbox", { name: /^E-mail/ });
      const consent = footer.getByRole("checkbox", { name: /Wyrażam zgodę na otrzymywanie newslettera/ });
      const submit = footer.getByRole("button", { name: "Zapisz się", exact: true });
      await footer.scrollIntoViewIfNeeded();
      // Closed, the footer holds no form field (a page's own e-mail field stays the only one); the button
      // opens the form with the focus in the e-mail field.
      await expect(footer.getByRole("textbox")).toHaveCount(0);
      await footer.getByRole("button", { name: "Zapisz się do newslettera" }).click();
      await expect(email).toBeFocused();
      // A wrong address: a Polish error at the field, which gets the focus.
      await email.fill("anna@");
      await submit.click();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toBeFocused();
      await expect(footer.locator("#footer-newsletter-email-error")).toHaveText(/adres e-mail/i);
      // No consent: the error is at the checkbox.
      await email.fill(uniqueEmail("footer"));
      await submit.click();
      await expect(consent).toBeFocused();
      await expect(footer.getByText("Zaznacz zgodę, aby zapisać się do newslettera.")).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`footer-newsletter-errors-${device.label}.png`) });
      await expectNoSeriousA11yViolations(page);
      await consent.check();
      await submit.click();
      await expect(footer.getByRole("status")).toContainText(/Dziękujemy|Sprawdź/);
      await page.screenshot({ path: testInfo.outputPath(`footer-newsletter-done-${device.label}.png`) });
    });
  });
}

test("on a page with its own newsletter form the footer's Newsletter section points to the agreements, never empty", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("stopka-konto");
  await createAccount(request, email);
  await login(page, email);
  await open(page, "/account/orders");
  const section = page.locator(".site-footer__newsletter");
  await expect(section.getByRole("link", { name: "Zgody" })).toHaveAttribute("href", "/account/agreements");
  await expect(section.getByRole("button", { name: /Zapisz się/ })).toHaveCount(0);
});
