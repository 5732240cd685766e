import { expect, type Locator, type Page, test } from "@playwright/test";
import { API_ORIGIN, addToCart, cartCount, open, PRODUCTS } from "./shopper";

/** The stock of a child sku as the API reports it. */
async function stockOf(page: Page, sku: string): Promise<number> {
  const answer = await page.request.get(`${API_ORIGIN}/api/stock/check?sku=${sku}`);
  return ((await answer.json()) as { result: { qty: number } }).result.qty;
}

/** Every control is at least a 44×44 px touch target (WCAG 2.5.5). */
async function expectTouchTarget(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box, "the control is shown").not.toBeNull();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** Presses a stepper button and waits for the server to take the new quantity. */
async function press(page: Page, button: Locator, how: "click" | "Enter" | "Space"): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().includes("/api/cart/update"));
  if (how === "click") await button.click();
  else await button.press(how);
  expect((await saved).status()).toBe(200);
  // the stepper takes the next press once the totals are back
  await expect(page.locator(".qty-stepper[aria-busy]")).toHaveCount(0);
}

const NAME = "Koszula w kratę";

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`cart quantity stepper (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("−/+ with touch-sized, named buttons, by mouse and keyboard, from 1 up to the stock; a refused + says why", async ({
      page,
    }) => {
      // The shirt page preselects KOS-0047-BRA-XS, whose stock is managed.
      const stock = await stockOf(page, "KOS-0047-BRA-XS");
      expect(stock).toBeGreaterThanOrEqual(3);
      await open(page, PRODUCTS.shirt.path);
      await addToCart(page, 1);
      await open(page, "/koszyk");
      const line = page.locator(".cart-line").first();
      const qty = line.getByRole("spinbutton", { name: `Ilość: ${NAME}` });
      const decrease = line.getByRole("button", { name: `Zmniejsz ilość – ${NAME}` });
      const increase = line.getByRole("button", { name: `Zwiększ ilość – ${NAME}` });
      const remove = line.getByRole("button", { name: `Usuń ${NAME} z koszyka` });
      for (const control of [decrease, qty, increase, remove]) await expectTouchTarget(control);
      await expect(remove).toHaveText("Usuń");
      await page.screenshot({ path: `test-results/cart-stepper-${device.label}.png`, fullPage: true });

      // 1 is the least: "−" looks unavailable and does nothing.
      await expect(qty).toHaveValue("1");
      await expect(decrease).toHaveAttribute("aria-disabled", "true");
      // (force: Playwright waits for an aria-disabled control to become enabled; a shopper can press it)
      await decrease.click({ force: true });
      await expect(qty).toHaveValue("1");
      await expect(line).toHaveCount(1);

      await press(page, increase, "click");
      await expect(qty).toHaveValue("2");
      await expect(cartCount(page)).toHaveText("2");
      await expect(decrease).not.toHaveAttribute("aria-disabled", "true");
      // The keyboard: focus stays on the button, Enter and Space step.
      await increase.focus();
      await press(page, increase, "Enter");
      await expect(qty).toHaveValue("3");
      await expect(increase).toBeFocused();
      await press(page, decrease, "Space");
      await expect(qty).toHaveValue("2");
      await expect(decrease).toBeFocused();

      // Up to the stock; beyond it the line stays as it is and the shopper is told why.
      await qty.fill(String(stock));
      await expect(qty).toHaveValue(String(stock));
      await expect(increase).toHaveAttribute("aria-disabled", "true");
      await increase.click({ force: true });
      await expect(page.getByText(`Dostępna liczba sztuk tego produktu: ${stock}.`)).toBeVisible();
      await expect(qty).toHaveValue(String(stock));
      await expect(line).toHaveAttribute("data-sku", "KOS-0047-BRA-XS");
    });

    test("the cart panel has the same stepper and a clear remove button", async ({ page }) => {
      await open(page, PRODUCTS.scarf.path);
      await addToCart(page, 1);
      await page.getByTestId("microcart-button").click();
      const panel = page.getByTestId("microcart");
      const decrease = panel.getByRole("button", { name: "Zmniejsz ilość – Żółta chusta" });
      const increase = panel.getByRole("button", { name: "Zwiększ ilość – Żółta chusta" });
      const remove = panel.getByRole("button", { name: "Usuń Żółta chusta z koszyka" });
      for (const control of [
        decrease,
        panel.getByRole("spinbutton", { name: "Ilość: Żółta chusta" }),
        increase,
        remove,
      ])
        await expectTouchTarget(control);
      await press(page, increase, "click");
      await expect(panel.getByRole("spinbutton", { name: "Ilość: Żółta chusta" })).toHaveValue("2");
      await expect(cartCount(page)).toHaveText("2");
      await page.screenshot({ path: `test-results/cart-panel-stepper-${device.label}.png` });
      await remove.click();
      const dialog = page.getByRole("dialog", { name: "Czy na pewno usunąć „Żółta chusta” z koszyka?" });
      await dialog.getByRole("button", { name: "Usuń" }).click();
      await expect(panel.getByText("Twój koszyk jest pusty.")).toBeVisible();
      await expect(cartCount(page)).toHaveText("0");
    });
  });
}
