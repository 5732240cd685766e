import { expect, type Page, test } from "@playwright/test";
import { createAccount, open, outbox, PASSWORD, placeOrderByApi, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// Issue 32: what a shopper is told after registering, after a password reset and on a used reset link,
// and the comments of the checkout on the order page.

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

for (const size of SIZES) {
  test(`registering says the account exists and a welcome mail is sent (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size);
    const email = uniqueEmail(`witaj-${size.name}`);
    await open(page, "/register");
    await page.getByLabel(/^Imię/).fill("Zofia");
    await page.getByLabel(/^Nazwisko/).fill("Wróbel");
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Hasło/).fill(PASSWORD);
    await page.getByLabel(/^Powtórz hasło/).fill(PASSWORD);
    await page.getByRole("button", { name: "Załóż konto" }).click();
    await expect(page).toHaveURL(/\/account$/);
    const notice = page.locator(".notifications").getByRole("status");
    await expect(notice).toContainText(
      `Konto zostało założone. Wysłaliśmy wiadomość powitalną na adres ${email}.`,
    );
    await shot(page, `register-${size.name}`);
    const welcome = outbox().filter((m) => m.kind === "welcome" && m.to === email);
    expect(welcome.map((m) => m.subject)).toEqual(["Witamy w sklepie Outlet, Zofia!"]);
    await expectNoSeriousA11yViolations(page);
  });

  test(`a reset link ends with "Hasło zostało zmienione", and used again says so with a way on (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const email = uniqueEmail(`reset-${size.name}`);
    await createAccount(request, email);
    // each step that waits on the server says so on its button (issue 32's walk: 9 s with no word)
    const hold = async (path: string) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**${path}`, async (route) => {
        await held;
        await route.continue();
      });
      // released, the route lets every later request through at once
      return () => release();
    };
    await open(page, "/forgot-password");
    await page.getByLabel(/^E-mail/).fill(email);
    const sending = await hold("/api/user/reset-password");
    await page.getByRole("button", { name: "Wyślij link" }).click();
    await expect(page.getByRole("button", { name: "Wysyłamy link…" })).toHaveAttribute("aria-busy", "true");
    sending();
    await expect(page.getByText(/Jeśli konto istnieje/)).toBeVisible();
    const mail = outbox().find((m) => m.kind === "password_reset" && m.to === email);
    const link = new URL(mail?.data.link ?? "http://x/");
    const path = `${link.pathname}${link.search}`;
    const setPassword = async () => {
      await page.getByLabel(/^Nowe hasło/).fill("Czerwony-Lis-2026!z");
      await page.getByLabel(/^Powtórz hasło/).fill("Czerwony-Lis-2026!z");
      await page.getByRole("button", { name: "Zapisz hasło" }).click();
    };
    await open(page, path);
    const saving = await hold("/api/user/create-password");
    await setPassword();
    const working = page.getByRole("button", { name: "Zapisujemy hasło…" });
    await expect(working).toHaveAttribute("aria-busy", "true");
    await expect(working).toHaveAttribute("aria-disabled", "true");
    await shot(page, `reset-saving-${size.name}`);
    saving();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator(".notifications").getByRole("status")).toContainText(
      "Hasło zostało zmienione.",
    );
    await shot(page, `reset-done-${size.name}`);

    // the same link again: what happened, said as the page opens (not after typing the password twice, not
    // "Popraw zaznaczone pola."), and a link to ask again
    await page.getByTestId("logout").click();
    await open(page, path);
    const used = page.getByTestId("reset-link-used");
    await expect(used).toContainText("Ten link do zmiany hasła został już użyty albo wygasł.");
    await expect(page.getByLabel(/^Nowe hasło/)).toHaveCount(0);
    await expect(page.getByText("Popraw zaznaczone pola.")).toHaveCount(0);
    await expect(page).toHaveURL(/\/create-password/);
    await shot(page, `reset-used-${size.name}`);
    await expectNoSeriousA11yViolations(page);
    await used.getByRole("link", { name: "Poproś o nowy link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
}

test("the order page shows the comments for the courier and about the order", async ({ page, request }) => {
  const placed = await placeOrderByApi(request, {
    email: uniqueEmail("uwagi"),
    extraFields: {
      delivery_comment: "Proszę dzwonić domofonem 12",
      order_comment: "Zapakuj na prezent, bez paragonu",
    },
  });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await open(page, `/zamowienie/${placed.orderNumber}/${placed.order_secret}`);
    await expect(page.getByTestId("order-delivery-comment")).toHaveText(
      "Uwagi dla kuriera" + "Proszę dzwonić domofonem 12",
    );
    await expect(page.getByTestId("order-comment")).toHaveText(
      "Uwagi do zamówienia" + "Zapakuj na prezent, bez paragonu",
    );
    await page.getByTestId("order-comment").scrollIntoViewIfNeeded();
    await shot(page, `order-comments-${size.name}`);
  }
  await expectNoSeriousA11yViolations(page);
});
