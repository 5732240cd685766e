import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_API_ORIGIN } from "./adminOwner";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";
import { deliveredTransferOrder } from "./placeOrder";

// Issue 26, the merchant's side of returns: a withdrawal a shopper made is found in "Zwroty", its parcel
// received and the money refunded; the shopper's order page on the shop then shows the refund. Desktop and
// phone, axe clean.

const PHONE = { width: 390, height: 844 };
const SHOP = `http://127.0.0.1:${process.env.E2E_ADMIN_SHOP_PORT ?? 13102}`;

/** A guest's delivered bank-transfer order of two scarves, one of them withdrawn with a bank account given. */
async function withdrawnOrder(
  request: APIRequestContext,
  email: string,
): Promise<{ orderNumber: string; secret: string; withdrawalId: number }> {
  const { orderNumber, secret } = await deliveredTransferOrder(request, email, 2);
  // the shopper's side, as the order page's form sends it
  const page = await request.get(`${ADMIN_API_ORIGIN}/api/ext/withdrawal/${orderNumber}?secret=${secret}`);
  const itemId = (await page.json()).result.lines[0].item_id as number;
  const withdrawn = await request.post(`${ADMIN_API_ORIGIN}/api/ext/withdrawal/${orderNumber}`, {
    data: {
      secret,
      request_key: crypto.randomUUID(),
      name: "Ewa Zwrotna",
      email,
      confirmed: true,
      lines: [{ item_id: itemId, qty: 1 }],
    },
  });
  expect(withdrawn.status()).toBe(200);
  const withdrawalId = (await withdrawn.json()).result.id as number;
  const account = await request.post(
    `${ADMIN_API_ORIGIN}/api/ext/withdrawal/${orderNumber}/${withdrawalId}/bank-account`,
    { data: { secret, account: "PL61 1090 1014 0000 0712 1981 2874" } },
  );
  expect(account.status()).toBe(200);
  return { orderNumber, secret, withdrawalId };
}

async function openReturn(page: Page, orderNumber: string, withdrawalId: number): Promise<void> {
  await page.getByRole("menuitem", { name: "Zwroty" }).click();
  const row = page.getByRole("row", { name: new RegExp(orderNumber) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Zgłoszone");
  await expectAxeClean(page);
  await screenshot(page, "returns-desktop");
  await row.click();
  await expect(
    page.getByRole("heading", { name: `Zwrot ${withdrawalId} · zamówienie ${orderNumber}` }),
  ).toBeVisible();
}

test("the owner receives a shopper's return and refunds it; the shopper's order page shows the refund", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const { orderNumber, secret, withdrawalId } = await withdrawnOrder(request, "zwrot.panel@example.pl");
  await signIn(page);
  await openReturn(page, orderNumber, withdrawalId);
  await expect(page.getByTestId("return-status")).toHaveText("Zgłoszone");
  // the account in groups of four, as the shopper typed it and banks print it (s23)
  await expect(page.getByText("Konto do zwrotu: PL61 1090 1014 0000 0712 1981 2874")).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "return-reported-desktop");

  await page.getByRole("button", { name: "Przyjmij paczkę" }).click();
  await expect(page.getByTestId("return-status")).toHaveText("Otrzymane");
  const refund = page.getByRole("button", { name: /^Zwróć \d+,\d{2}/ });
  await expect(refund).toBeEnabled();
  await expectAxeClean(page);
  const amount = ((await refund.textContent()) ?? "").replace(/^Zwróć\s+/, "").trim();
  await refund.click();
  // money leaves the shop: a dialog names the amount and the order first
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toHaveText(
    `Zwrócić ${amount} klientowi za zamówienie ${orderNumber}?`,
  );
  await expectAxeClean(page);
  await screenshot(page, "return-refund-dialog-desktop");
  await dialog.getByRole("button", { name: "Wróć", exact: true }).click();
  await expect(refund).toBeFocused();
  await expect(page.getByTestId("return-status")).toHaveText("Otrzymane");
  await refund.click();
  await dialog.getByRole("button", { name: `Zwróć ${amount}` }).click();
  await expect(page.getByText(`Zwrot ${amount} zlecony.`)).toBeVisible();
  await expect(page.getByTestId("return-status")).toHaveText("Zwrot środków wykonany");
  await expect(page.getByText("Ten zwrot jest zakończony.")).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "return-refunded-desktop");

  // s20: the order list and the order page say at a glance the order went partly back and part of the money
  await page.getByRole("menuitem", { name: "Zamówienia" }).click();
  const orderRow = page.getByRole("row", { name: new RegExp(orderNumber) });
  await expect(orderRow.getByTestId("return-badge")).toHaveText("Częściowo zwrócone");
  await expect(orderRow.getByTestId("refund-badge")).toHaveText("Zwrócono część pieniędzy");
  await expectAxeClean(page);
  await screenshot(page, "orders-partly-returned-desktop");
  await orderRow.click();
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("return-badge")).toHaveText("Częściowo zwrócone");
  // s21: the payment box says what is true (@outlet/orders paymentSummary): paid, and the part given back
  await expect(page.getByTestId("payment-summary")).toHaveText(
    new RegExp(
      `^Zapłacono .* · zwrócono ${amount.replace(/\s/g, "\\s")}, \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}$`,
    ),
  );
  await expectAxeClean(page);
  await screenshot(page, "order-partly-returned-desktop");

  // a phone opens the order list and the return afresh
  await page.setViewportSize(PHONE);
  await page.goto("/#/orders");
  const phoneRow = page.locator(`a[href="#/orders/${orderNumber}/show"]`);
  await expect(phoneRow).toContainText("Częściowo zwrócone");
  await expect(phoneRow).toContainText("Zwrócono część pieniędzy");
  await expectAxeClean(page);
  await screenshot(page, "orders-partly-returned-phone");
  await page.goto(`/#/returns/${withdrawalId}/show`);
  await expect(page.getByTestId("return-status")).toHaveText("Zwrot środków wykonany");
  await expectAxeClean(page);
  await screenshot(page, "return-refunded-phone");

  // the shopper's order page on the shop (the mail's link), phone and desktop
  const shopper = await page.context().newPage();
  shopper.on("pageerror", (error) => pageErrors.push(error.message));
  for (const [index, viewport] of [PHONE, { width: 1280, height: 800 }].entries()) {
    await shopper.setViewportSize(viewport);
    await shopper.goto(`${SHOP}/zamowienie/${orderNumber}/${secret}`);
    // a first visit answers the cookie notice, so the screenshot shows the page
    if (index === 0) await shopper.getByRole("button", { name: "Odrzucam opcjonalne" }).click();
    const section = shopper.getByTestId("withdrawal");
    await expect(section).toContainText("Zwrot środków wykonany");
    await expect(shopper.getByTestId("order-money")).toContainText(`· Zwrócono: ${amount} (`);
    await expectAxeClean(shopper);
    await screenshot(shopper, `return-shopper-${viewport.width}`);
  }
  expect(pageErrors).toEqual([]);
});
