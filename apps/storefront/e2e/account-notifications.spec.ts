import { expect, type Locator, test } from "@playwright/test";
import { API_ORIGIN, open, outbox, uniqueEmail } from "./shopper";
import { signInWithGoogle } from "./socialProviders";
import { expectNoSeriousA11yViolations } from "./support";

// The Google SDK is stubbed per page; the service worker would otherwise fetch it itself.
test.use({ serviceWorkers: "block" });

test("the account's notifications page subscribes to the newsletter, shows the opt-in state and unsubscribes", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("powiadomienia");
  await signInWithGoogle(page, request, email);

  // Konto → Zgody: the newsletter form starts with the account's e-mail (it was empty)
  for (const size of [
    { name: "phone", width: 390, height: 844 },
    { name: "desktop", width: 1280, height: 800 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await open(page, "/account/agreements");
    await expect(page.locator("#agreements-newsletter-email")).toHaveValue(email);
    // the sidebar's "Wyloguj się" starts where its links start (it was indented)
    const textLeft = (locator: Locator) =>
      locator.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return Math.round(range.getBoundingClientRect().left);
      });
    const nav = page.getByRole("navigation", { name: "Moje konto" });
    expect(await textLeft(nav.getByTestId("logout"))).toBe(
      await textLeft(nav.getByRole("link", { name: "Zgody" })),
    );
    await page.screenshot({ path: `test-results/agreements-newsletter-${size.name}.png` });
  }

  await open(page, "/account/notifications");
  await expect(page.getByRole("heading", { name: `Newsletter na adres ${email}` })).toBeVisible();
  await expect(page.getByTestId("newsletter-status")).toHaveText("Nie subskrybujesz newslettera.");
  await expect(page.getByText("odbierz kupon 10% rabatu")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Subscribing starts the API's double opt-in: pending until the e-mailed link is used.
  await page.getByRole("button", { name: "Zapisz się" }).click();
  await expect(page.getByText("Dziękujemy! Sprawdź skrzynkę, aby potwierdzić zapis.")).toBeVisible();
  await expect(page.getByTestId("newsletter-status")).toHaveText(
    "Zapis czeka na potwierdzenie – kliknij link w wiadomości, którą wysłaliśmy.",
  );
  const mail = outbox().find((entry) => entry.kind === "newsletter_confirm" && entry.to === email);
  expect(mail?.data.confirmToken).toBeTruthy();
  const confirmed = await request.post(`${API_ORIGIN}/api/ext/mailchimp-subscribe/confirm`, {
    data: { token: mail?.data.confirmToken },
  });
  expect(confirmed.status()).toBe(200);

  await open(page, "/account/notifications");
  await expect(page.getByTestId("newsletter-status")).toHaveText("Zapisano do newslettera.");
  await page.getByRole("button", { name: "Wypisz się" }).click();
  await expect(page.getByText("Wypisano z newslettera.")).toBeVisible();
  await expect(page.getByTestId("newsletter-status")).toHaveText("Nie subskrybujesz newslettera.");

  // The API agrees, after a reload too.
  await open(page, "/account/notifications");
  await expect(page.getByTestId("newsletter-status")).toHaveText("Nie subskrybujesz newslettera.");

  // Unsubscribing on /account/agreements says so too (issue 12: it was silent there).
  await page.getByRole("button", { name: "Zapisz się" }).click();
  await expect(page.getByTestId("newsletter-status")).toHaveText(
    "Zapis czeka na potwierdzenie – kliknij link w wiadomości, którą wysłaliśmy.",
  );
  const again = outbox()
    .filter((entry) => entry.kind === "newsletter_confirm" && entry.to === email)
    .at(-1);
  expect(again?.data.confirmToken).not.toBe(mail?.data.confirmToken);
  const reconfirmed = await request.post(`${API_ORIGIN}/api/ext/mailchimp-subscribe/confirm`, {
    data: { token: again?.data.confirmToken },
  });
  expect(reconfirmed.status()).toBe(200);
  await open(page, "/account/agreements");
  await page.getByRole("button", { name: "Wypisz się" }).click();
  await expect(page.locator(".notifications").getByText("Wypisano z newslettera.")).toBeVisible();
});
