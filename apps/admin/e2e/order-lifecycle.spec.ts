import { expect, type Page, test } from "@playwright/test";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";
import { placeCashOrder, placeLockerOrder, placeTransferOrder } from "./placeOrder";

const PHONE = { width: 390, height: 844 };

async function act(page: Page, label: string) {
  await page.getByRole("button", { name: label, exact: true }).click();
}

async function expectStatus(page: Page, label: string) {
  await expect(page.getByTestId("order-status")).toHaveText(label);
}

test("the owner finds a transfer order by its number, confirms the payment, packs, ships and delivers it", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const number = await placeTransferOrder(request, "zofia.wisniewska@example.pl");
  await signIn(page);
  const transfers = page.getByRole("link", { name: /Przelewy do potwierdzenia/ });
  await expect(transfers).toContainText(/[1-9]\d* zamówieni/);
  await expect(page.getByRole("heading", { name: "Sprzedaż dziś" })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "start-desktop");
  await page.getByRole("menuitem", { name: "Zamówienia" }).click();
  await page.getByRole("textbox", { name: /^Szukaj: numer/ }).fill(String(Number(number)));
  const row = page.getByRole("row", { name: new RegExp(number) });
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectAxeClean(page);
  await screenshot(page, "orders-desktop");
  await row.click();

  await expect(page.getByRole("heading", { name: `Zamówienie nr ${number}` })).toBeVisible();
  await expectStatus(page, "Przyjęte");
  await expect(page.getByText("Do zamówienia: Proszę zapakować na prezent.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Spakuj" })).toHaveCount(0);
  await expectAxeClean(page);
  await screenshot(page, "order-desktop");

  // money moves: a dialog asks with the amount and the order; "Wróć" changes nothing and gives the focus back
  const confirmPayment = page.getByRole("button", { name: "Potwierdź wpłatę", exact: true });
  await confirmPayment.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    new RegExp(`Potwierdzić wpłatę \\d+,\\d{2}\\s+zł za zamówienie ${number}\\?`),
  );
  await expectAxeClean(page);
  await screenshot(page, "order-confirm-payment-dialog-desktop");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(confirmPayment).toBeFocused();
  await expectStatus(page, "Przyjęte");
  // and by keyboard alone: Enter opens it, Tab reaches its confirming button
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Potwierdź wpłatę" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Wpłata potwierdzona.")).toBeVisible();
  await expectStatus(page, "Opłacone");
  await act(page, "Spakuj");
  await expectStatus(page, "Spakowane");

  await act(page, "Wyślij");
  // a courier order: no carrier is chosen for the staff member (InPost sent InPost tracking for courier parcels)
  const carrier = page.getByRole("combobox", { name: /^Przewoźnik/ });
  await expect(carrier).not.toContainText(/\w/);
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  await expect(page.getByText("Wybierz przewoźnika.")).toBeVisible();
  await expect(carrier).toBeFocused();
  await carrier.click();
  await page.getByRole("option", { name: "InPost" }).click();
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  await expect(page.getByText(/numer przesyłki/i).first()).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel("Numer przesyłki").fill("620000111222333444");
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  await expectStatus(page, "Wysłane");
  await expect(page.getByTestId("shipment")).toContainText("InPost, nr 620000111222333444");
  await expect(page.getByRole("link", { name: "620000111222333444" })).toHaveAttribute(
    "href",
    "https://inpost.pl/sledzenie-przesylek?number=620000111222333444",
  );

  await act(page, "Oznacz jako dostarczone");
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  await expectStatus(page, "Dostarczone");
  const timeline = page.getByTestId("timeline");
  await expect(timeline).toContainText("wlasciciel@outlet.local");
  await expect(timeline).toContainText(/Wysłano e-mail/);
  await expectAxeClean(page);
  await screenshot(page, "order-delivered-desktop");

  // a phone opens the page afresh (resizing a desktop window would keep its open side menu as a drawer)
  await page.setViewportSize(PHONE);
  await page.reload();
  await expectStatus(page, "Dostarczone");
  await expectAxeClean(page);
  await screenshot(page, "order-phone");
  await page.getByRole("button", { name: "Otwórz menu" }).click();
  await page.getByRole("menuitem", { name: "Zamówienia" }).click();
  await expect(page.getByRole("link", { name: new RegExp(`Nr ${number}`) })).toBeVisible();
  await expect(page.getByText("Dostarczone").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
  await screenshot(page, "orders-phone");
  await page.getByRole("link", { name: new RegExp(`Nr ${number}`) }).click();
  await expectStatus(page, "Dostarczone");
  expect(pageErrors).toEqual([]);
});

test("the packing list shows the lines with their options, the shopper's comment and where the parcel goes", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const number = await placeTransferOrder(request, "pakowanie@example.pl");
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Sprzedaż dziś" })).toBeVisible();
  await page.goto(`/#/orders/${number}/show`);
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${number}` })).toBeVisible();
  // when it was placed, as the order's timeline shows it (Warsaw time)
  const placedAt =
    (await page.getByTestId("timeline").locator("li").first().locator("time").textContent()) ?? "";
  expect(placedAt).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  // s21: a transfer still waiting for its money is not packed, so its packing list is not offered yet
  await expect(page.getByRole("link", { name: "Lista do spakowania" })).toHaveCount(0);
  await act(page, "Potwierdź wpłatę");
  await page.getByRole("dialog").getByRole("button", { name: "Potwierdź wpłatę" }).click();
  await expectStatus(page, "Opłacone");
  await page.getByRole("link", { name: "Lista do spakowania" }).click();

  await expect(
    page.getByRole("heading", { name: `Lista do spakowania — zamówienie nr ${number}` }),
  ).toBeVisible();
  await expect(page.getByTestId("packing-lines")).toContainText("SKU SZA-2892");
  await expect(page.getByTestId("packing-lines").getByRole("row")).toHaveCount(2);
  await expect(page.getByTestId("packing-comments")).toHaveText(
    "Do zamówienia: Proszę zapakować na prezent.",
  );
  await expect(page.getByTestId("packing-delivery")).toContainText("Zofia Wiśniewska");
  await expect(page.getByTestId("packing-delivery")).toContainText("Ogrodowa 7 m. 3");
  await expect(page.getByTestId("packing-delivery")).toContainText("81-701 Sopot");
  await expect(page.getByTestId("packing-delivery")).toContainText("tel. +48 601 200 300");
  // a packing slip goes into the parcel: no prices on it
  await expect(page.getByRole("main")).not.toContainText("zł");
  await expect(page.getByRole("main")).toContainText(`Złożone ${placedAt} · status: Opłacone · 1 szt.`);
  await expect(page.getByRole("button", { name: "Drukuj" })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "packing-list-desktop");

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId("packing-comments")).toHaveText(
    "Do zamówienia: Proszę zapakować na prezent.",
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
  await screenshot(page, "packing-list-phone");
  await page.getByRole("link", { name: "Wróć do zamówienia" }).click();
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${number}` })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("a locker order's buyer reads as a contact, not at the locker's street (issue 32)", async ({
  page,
  request,
}) => {
  const number = await placeLockerOrder(request, "paczkomat.kontakt@example.pl");
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Sprzedaż dziś" })).toBeVisible();
  await page.goto(`/#/orders/${number}/show`);
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${number}` })).toBeVisible();
  const billing = page.getByTestId("billing-address");
  await expect(billing).toHaveText("Zofia Wiśniewskatel. +48 601 200 300paczkomat.kontakt@example.pl");
  await expect(page.getByText("Paczkomat KRA01M: ul. Floriańska 12, 31-019 Kraków")).toBeVisible();
  // the locker's address once, then who collects the parcel
  await expect(page.getByTestId("shipping-address")).toHaveText(
    "Zofia Wiśniewskatel. +48 601 200 300paczkomat.kontakt@example.pl",
  );
  await expectAxeClean(page);
  await screenshot(page, "locker-order-desktop");
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(billing).toHaveText("Zofia Wiśniewskatel. +48 601 200 300paczkomat.kontakt@example.pl");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, "locker-order-phone");
});

test("cash on delivery asks before booking the cash, a refund over the rest is refused at its field, and the page reflows at 320 px", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const number = await placeCashOrder(request, "jan.kowalski@example.pl", { qty: 2 });
  await signIn(page);
  await expect(page.getByRole("button", { name: "Profil" })).toBeVisible();
  await page.goto(`/#/orders/${number}/show`);
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${number}` })).toBeVisible();
  const result = page.getByTestId("order-action-result");
  await act(page, "Spakuj");
  await expectStatus(page, "Spakowane");
  await expect(result).toHaveText("Zamówienie spakowane.");
  await expect(result).toBeFocused();

  // after "Wyślij" the focus stays where the staff member works: on what happened, then the next action
  await act(page, "Wyślij");
  await page.getByRole("combobox", { name: /^Przewoźnik/ }).click();
  await page.getByRole("option", { name: "DPD" }).click();
  await page.getByLabel("Numer przesyłki").fill("620000555666777888");
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  await expectStatus(page, "Wysłane");
  await expect(result).toHaveText("Zamówienie wysłane.");
  await expect(result).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Oznacz jako dostarczone" })).toBeFocused();

  // handing over a cash-on-delivery parcel books the cash: asked first, with the amount and the order
  const total = ((await page.getByTestId("order-total").textContent()) ?? "").replace(/\s+/g, " ").trim();
  expect(total).toMatch(/^\d+,\d{2} zł$/);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Oznaczyć zamówienie ${number} jako dostarczone i zapłacone`);
  expect(((await dialog.textContent()) ?? "").replace(/\s+/g, " ")).toContain(
    `zapłacone ${total} przy odbiorze?`,
  );
  await expectAxeClean(page);
  await screenshot(page, "order-cod-deliver-dialog-desktop");
  await dialog.getByRole("button", { name: "Wróć" }).click();
  await expect(dialog).toHaveCount(0);
  await expectStatus(page, "Wysłane");
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  await dialog.getByRole("button", { name: /^Dostarczone, zapłacono/ }).click();
  await expectStatus(page, "Dostarczone");
  await expect(result).toBeFocused();
  expect(((await result.textContent()) ?? "").replace(/\s+/g, " ")).toBe(
    `Zamówienie oznaczone jako dostarczone. Zapisano wpłatę ${total} przy odbiorze.`,
  );

  // a refund over what is left is refused at the field, before any confirmation
  await act(page, "Zwróć pieniądze");
  const amount = page.getByLabel("Kwota zwrotu (zł)");
  await amount.fill("99999,00");
  await page.getByRole("button", { name: "Dalej" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  const said = ((await page.locator("#refund-amount-helper-text").textContent()) ?? "").replace(/\s+/g, " ");
  expect(said).toBe(`Najwyżej ${total}: tyle zostało z wpłaty po wcześniejszych zwrotach.`);
  await expectAxeClean(page);
  await screenshot(page, "order-refund-too-much-desktop");
  await page.getByRole("button", { name: "Wróć" }).click();

  // 320 px: nothing scrolls sideways but the product table, inside its own labelled, focusable region
  await page.setViewportSize({ width: 320, height: 720 });
  await page.reload();
  await expectStatus(page, "Dostarczone");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const lines = page.getByRole("region", { name: /^Produkty zamówienia/ });
  await expect(lines).toBeVisible();
  await lines.focus();
  await expect(lines).toBeFocused();
  const box = await lines.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(320);
  await expectAxeClean(page);
  await screenshot(page, "order-320");

  // a pickup paid at the till asks the same, with the amount
  const pickup = await placeCashOrder(request, "jan.kowalski@example.pl", { pickup: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/#/orders/${pickup}/show`);
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${pickup}` })).toBeVisible();
  await act(page, "Spakuj");
  await act(page, "Gotowe do odbioru");
  await expectStatus(page, "Gotowe do odbioru");
  const pickupTotal = ((await page.getByTestId("order-total").textContent()) ?? "")
    .replace(/\s+/g, " ")
    .trim();
  await act(page, "Odebrane w sklepie");
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  expect(((await dialog.textContent()) ?? "").replace(/\s+/g, " ")).toContain(
    `Wydać zamówienie ${pickup} i przyjąć zapłatę ${pickupTotal} przy odbiorze?`,
  );
  await screenshot(page, "order-cod-collect-dialog-desktop");
  await dialog.getByRole("button", { name: /^Odebrane, zapłacono/ }).click();
  await expect(result).toBeFocused();
  expect(pageErrors).toEqual([]);
});
