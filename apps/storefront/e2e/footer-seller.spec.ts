import { expect, test } from "@playwright/test";
import { open, outbox, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// Who runs the shop (after-sales-and-law.md §6, issue 27): the public shop settings' company in every
// page's footer with the links to the terms, the privacy policy and the accessibility information; the
// accessibility information page and its report form, which reaches the shop like the contact form.

const pages = [
  "/",
  "/c/sukienki",
  "/szukaj?q=sukienka",
  "/p/KOS-0047/koszula-w-krate-47",
  "/koszyk",
  "/login",
  "/register",
  "/kontakt",
  "/dostepnosc",
];

test.describe("footer and accessibility information", () => {
  for (const path of pages)
    test(`${path} names the seller and links the documents in its server HTML`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      // React separates neighbouring text with empty comments
      const footer = html.slice(html.indexOf('<footer class="site-footer')).replace(/<!-- -->/g, "");
      expect(footer).toMatch(/<h2 id="footer-seller">Sprzedawca<\/h2>/);
      // the demo company of the shop settings: name, registered address, NIP, REGON or KRS, e-mail, phone
      expect(footer).toMatch(
        /<address class="site-footer__seller">[^<]+<br\/?>[^<]+\d{2}-\d{3} [^<]+<br\/?>NIP: \d{10}/,
      );
      expect(footer).toMatch(/(REGON: \d{9}|KRS: \d{10})/);
      expect(footer).toMatch(/href="mailto:[^"]+@[^"]+"/);
      // one contact e-mail, the settings' (s21: the contact column showed a second, different one)
      expect(new Set([...footer.matchAll(/href="mailto:([^"]+)"/g)].map((m) => m[1])).size).toBe(1);
      expect(footer).toMatch(/href="tel:\+?\d+"/);
      for (const link of ["/dostepnosc", "/regulamin", "/polityka-prywatnosci"])
        expect(footer).toContain(`href="${link}"`);
    });

  test("the accessibility page states the standard, gaps, review date and complaint route, and its report reaches the shop", async ({
    page,
  }) => {
    await open(page, "/dostepnosc");
    await expect(page.getByRole("heading", { level: 1, name: "Informacja o dostępności" })).toBeVisible();
    for (const name of [
      "Jak spełniamy wymagania",
      "Czego jeszcze nie spełniamy i co oferujemy zamiast tego",
      "Data ostatniego przeglądu",
      "Gdzie złożyć skargę",
      "Zgłoś problem z dostępnością",
    ])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByText("WCAG 2.1 na poziomie AA")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const email = uniqueEmail("dostepnosc");
    await page.getByLabel("Imię i nazwisko").fill("Anna Nowak");
    await page.getByLabel("E-mail").fill(email);
    await expect(page.getByLabel("Temat")).toHaveValue("Problem z dostępnością");
    await page.getByLabel("Wiadomość").fill("Przycisk filtra nie ma nazwy dla czytnika ekranu.");
    await page.getByLabel("Wyrażam zgodę na przetwarzanie danych w celu odpowiedzi").check();
    await page.getByRole("button", { name: "Wyślij" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Dziękujemy!" })).toBeVisible();
    await expect
      .poll(() => outbox().find((mail) => mail.kind === "contact" && mail.text.includes(email))?.subject)
      .toBe("Formularz kontaktowy: Problem z dostępnością");
  });
});
