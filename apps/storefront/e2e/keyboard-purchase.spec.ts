import { expect, type Locator, type Page, test } from "@playwright/test";
import { cartCount, open, PRODUCTS, uniqueEmail } from "./shopper";

// Issue 27 (accessibility act, WCAG 2.1.1): a guest buys with the keyboard alone — from the product page
// to the thank-you page, courier and bank transfer — with Tab / Shift+Tab to move, typing into fields,
// Enter on links and buttons, Space on the checkbox and arrow keys in the radio groups. No mouse click,
// no `fill`/`check`: locators only tell the walk where it wants to be.

test.use({ viewport: { width: 1280, height: 800 } });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks to it. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let step = 0; step < 150; step++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs into a radio group, then moves with the arrow key until `target` is checked (and focused). */
async function arrowTo(page: Page, group: Locator, target: Locator): Promise<void> {
  const radios = group.getByRole("radio");
  for (let step = 0; step < 150; step++) {
    if (await radios.evaluateAll((all) => all.some((radio) => radio === document.activeElement))) break;
    await page.keyboard.press("Tab");
  }
  const count = await radios.count();
  for (let step = 0; step <= count; step++) {
    if ((await target.isChecked()) && (await isFocused(target))) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`the arrow keys never checked ${target}`);
}

/** Walks to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).not.toHaveValue("");
}

test("a guest buys with the keyboard alone: product page to thank-you page, courier and bank transfer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // the address bar is the one step a keyboard user takes outside the page
  await open(page, PRODUCTS.scarf.path);

  await tabTo(page, page.getByTestId("add-to-cart"));
  await page.keyboard.press("Enter");
  await expect(cartCount(page)).toHaveText("1");

  // back up to the header's cart, open it, then on to "Przejdź do kasy"
  await tabTo(page, page.getByTestId("microcart-button"), true);
  await page.keyboard.press("Enter");
  const microcart = page.getByTestId("microcart");
  await expect(microcart).toBeVisible();
  await tabTo(page, microcart.getByRole("link", { name: "Przejdź do kasy" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true");

  await typeInto(page, page.locator("#personal-firstName"), "Anna");
  await typeInto(page, page.locator("#personal-lastName"), "Nowak");
  await typeInto(page, page.locator("#personal-email"), uniqueEmail("klawiatura"));
  await typeInto(page, page.locator("#shipping-firstName"), "Anna");
  await typeInto(page, page.locator("#shipping-lastName"), "Nowak");
  await typeInto(page, page.locator("#shipping-streetAddress"), "Długa 5");
  await typeInto(page, page.locator("#shipping-apartmentNumber"), "m. 2");
  await typeInto(page, page.locator("#shipping-zipCode"), "80-827");
  await typeInto(page, page.locator("#shipping-city"), "Gdańsk");
  await typeInto(page, page.locator("#shipping-phoneNumber"), "+48 600 100 200");

  const delivery = page.getByRole("group", { name: "Sposób dostawy" });
  await arrowTo(page, delivery, delivery.getByRole("radio", { name: /Dostawa kurierem/ }));
  const payments = page.getByRole("group", { name: "Metoda płatności" });
  await arrowTo(page, payments, payments.getByRole("radio", { name: /Przelew/ }));

  const terms = page.getByLabel("Akceptuję regulamin sklepu");
  await tabTo(page, terms);
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();

  await tabTo(page, page.getByTestId("place-order"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("order-number")).toHaveText(/\d+/);
  await page.screenshot({ path: test.info().outputPath("keyboard-thank-you.png"), fullPage: true });
});
