import { expect, test } from "@playwright/test";
import { addToCart, cartCount, open, PRODUCTS, shopReady } from "./shopper";

/**
 * A shopper who lands on a missing page (an old link, a typo) keeps a working shop around it: the header
 * shows their cart and account links, the microcart opens, and the footer offers the newsletter. The error
 * pages were drawn without the shop's services, so the header kept its server placeholders for good.
 */
for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a 404 page keeps the shopper's header, cart and footer working (${device.label})`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    await open(page, PRODUCTS.scarf.path);
    await addToCart(page, 1);

    const response = await page.goto("/to-nie-istnieje");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })).toBeVisible();
    await shopReady(page);
    await expect(cartCount(page)).toHaveText("1");
    await expect(page.getByRole("link", { name: /Zaloguj się/ })).toBeAttached();
    await expect(
      page
        .getByRole("region", { name: "Newsletter" })
        .getByRole("button", { name: "Zapisz się do newslettera" }),
    ).toBeVisible();
    await page.getByTestId("microcart-button").click();
    await expect(page.getByTestId("microcart")).toBeVisible();
    await expect(page.getByTestId("microcart")).toContainText("Żółta chusta");
  });
}
