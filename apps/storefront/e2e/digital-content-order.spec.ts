import { expect, test } from "@playwright/test";
import { addToCart, open, outbox, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// Issue 27 (after-sales-and-law.md §2, §7): a PDF is digital content. Its page promises no shipping and no
// 30-day return; before ordering, the shopper gives the express consent to its immediate delivery and
// acknowledges losing the right of withdrawal (art. 38 ust. 1 pkt 13); the order records it and the
// confirmation mail repeats it, with the version of the terms in force.

const PDF = "/p/POR-5213/poradnik-jak-dobrac-rozmiar-pdf-5213";
const CONSENT =
  "Żądam natychmiastowego dostarczenia treści cyfrowych (plików PDF) przed upływem terminu do odstąpienia od umowy i przyjmuję do wiadomości, że z chwilą rozpoczęcia ich dostarczania tracę prawo odstąpienia od umowy.";
const REQUIRED =
  "Aby kupić treści cyfrowe, zaznacz zgodę na ich natychmiastowe dostarczenie i przyjęcie do wiadomości utraty prawa odstąpienia od umowy.";

for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`buying a PDF alone (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("asks the consent before the order, records it and repeats it in the mail with the terms' version", async ({
      page,
    }) => {
      await open(page, PDF);
      const info = page.locator(".product__info");
      await expect(page.getByTestId("digital-content-note")).toContainText("nie wysyłamy go pocztą");
      await expect(info).not.toContainText("Wysyłka w 24 h");
      await expect(info).not.toContainText("Zwrot do 30 dni");
      await page.screenshot({ path: `/tmp/shots-s11-27/pdf-product-${device.label}.png`, fullPage: false });
      await addToCart(page, 1);
      await open(page, "/checkout");

      // the privacy policy is information, the terms and the digital content are consents
      await expect(page.getByTestId("privacy-information")).toContainText(
        "Administratorem Twoich danych osobowych jest",
      );
      await expect(page.getByRole("checkbox", { name: /polityk/i })).toHaveCount(0);
      const consent = page.getByLabel(CONSENT);
      await expect(consent).not.toBeChecked();

      const email = uniqueEmail("pdf");
      await page.getByLabel("Imię").first().fill("Anna");
      await page.getByLabel("Nazwisko").first().fill("Nowak");
      await page.getByLabel("E-mail").fill(email);
      await page.locator("#billing-firstName").fill("Anna");
      await page.locator("#billing-lastName").fill("Nowak");
      await page.locator("#billing-streetAddress").fill("Długa 5");
      await page.locator("#billing-apartmentNumber").fill("m. 2");
      await page.locator("#billing-zipCode").fill("80-827");
      await page.locator("#billing-city").fill("Gdańsk");
      await page.locator("#billing-phoneNumber").fill("+48 600 100 200");
      await page
        .getByRole("group", { name: "Metoda płatności" })
        .getByLabel(/Przelew/)
        .check();
      await page.getByLabel("Akceptuję regulamin sklepu").check();

      const orders: { consents?: Record<string, unknown> }[] = [];
      await page.route("**/api/order**", async (route) => {
        const body = route.request().postDataJSON() as (typeof orders)[number] | null;
        if (body) orders.push(body);
        await route.continue();
      });
      // without the consent the order is not sent: the error is at the box
      await page.getByTestId("place-order").click();
      await expect(consent).toHaveAccessibleDescription(REQUIRED);
      expect(orders).toHaveLength(0);
      await consent.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-s11-27/pdf-consent-${device.label}.png` });
      await expectNoSeriousA11yViolations(page);

      await consent.check();
      await page.getByTestId("place-order").click();
      await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 15_000 });
      expect(orders).toHaveLength(1);
      expect(orders[0]?.consents).toEqual({ terms_version: "2.0", digital_immediate_delivery: true });

      await expect
        .poll(() => outbox().filter((m) => m.kind === "order_confirmation" && m.to === email).length)
        .toBe(1);
      const mail = outbox().find((m) => m.kind === "order_confirmation" && m.to === email);
      expect(mail?.text).toContain(`„${CONSENT}”`);
      expect(mail?.text).toMatch(
        /Regulamin sklepu \(wersja 2\.0 z 29 listopada 2026 r\.\): http[^\s]+\/regulamin/,
      );
    });
  });
}
