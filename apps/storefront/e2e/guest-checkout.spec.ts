import { expect, test } from "@playwright/test";
import { addToCart, fillCheckout, grosze, open, outbox, PRODUCTS, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations, watchErrors } from "./support";

test("a guest buys a product and sees the thank-you page; the backend holds the order with its own totals", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, PRODUCTS.scarf.path);
  const price = grosze((await page.locator(".product__info .price").first().textContent()) ?? "");
  await addToCart(page, 1);

  await page.getByTestId("microcart-button").click();
  await expect(page.getByTestId("microcart")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Przejdź do kasy" }).last().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true");

  // Submitting the empty form shows the spec's messages, tied to the fields, focus on the first.
  await page.getByTestId("place-order").click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Formularz zamówienia nie został poprawnie wypełniony." }),
  ).toBeVisible();
  await expect(page.locator("#personal-firstName")).toBeFocused();
  await expect(page.locator("#personal-firstName")).toHaveAttribute(
    "aria-describedby",
    "personal-firstName-error",
  );
  await expect(page.locator("#personal-firstName-error")).toHaveText("To pole jest wymagane.");
  await expectNoSeriousA11yViolations(page);

  const email = uniqueEmail("gosc");
  await fillCheckout(page, email);
  await page
    .getByLabel(/Dostawa kurierem|Kurier/)
    .first()
    .check();
  await page
    .getByLabel(/Przelew/)
    .first()
    .check();
  await page.getByTestId("place-order").click();

  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 15_000 });
  const orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").replace(/\D/g, "");
  expect(orderNumber).not.toBe("");
  const totalText = (await page.getByText(/Do zapłaty:/).textContent()) ?? "";
  await expectNoSeriousA11yViolations(page);

  // The backend confirmed the order by e-mail with its own grand total: product + courier (5,00 zł).
  const mail = outbox().find((entry) => entry.kind === "order_confirmation" && entry.to === email);
  expect(mail?.subject).toContain(orderNumber);
  const serverTotal = grosze(/Razem do zapłaty: ([\d\s\u00a0]+,\d\d) zł/.exec(mail?.text ?? "")?.[1] ?? "0");
  expect(serverTotal).toBe(price + 500);
  expect(grosze(totalText)).toBe(serverTotal);
  // the order's page (full layout): the cart is empty right away
  await expect(page).toHaveURL(/\/zamowienie\/\d+\/[A-Za-z0-9]{32}$/);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await page.goto("/");
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  // The confirmation mail's review link opens the order's review page.
  const link = new URL(mail?.data.review_link ?? "http://x/");
  await open(page, link.pathname);
  await page.getByLabel(/Podpis/).fill("Anna");
  await page.getByLabel("Treść opinii").first().fill("Piękny kolor, dobra jakość.");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Wyślij opinię" }).click();
  await expect(page.getByText("Dziękujemy! Opinia pojawi się po moderacji.")).toBeVisible();
  expect(errors).toEqual([]);
});
