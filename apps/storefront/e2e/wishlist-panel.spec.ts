import { expect, test } from "@playwright/test";
import { open, PRODUCTS, storedValue } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("the wishlist panel lists the products, removes one and leads to /wishlist, from the keyboard", async ({
  page,
}) => {
  await open(page, PRODUCTS.shirt.path);
  await page.getByTestId("wishlist-toggle").click();
  // the next page is a new document: it reads the list once the first one has stored it
  await expect
    .poll(
      async () => ((await storedValue(page, "shop/wishlist/current-wishlist")) as unknown[] | null)?.length,
    )
    .toBe(1);
  await open(page, PRODUCTS.scarf.path);
  await page.getByTestId("wishlist-toggle").click();
  await expect(page.getByTestId("wishlist-count")).toHaveText("2");

  const button = page.getByTestId("wishlist-button");
  await button.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByTestId("wishlist-panel");
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Ulubione" })).toBeFocused();
  await expect(panel.locator("li")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // Escape closes it and focus goes back to the header button.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();

  // The microcart and the wishlist panel are never open together (the panels cover the header, so the
  // other button is reached from the keyboard).
  await button.click();
  await page.getByTestId("microcart-button").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("microcart")).toBeVisible();
  await expect(panel).toHaveCount(0);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await expect(page.getByTestId("microcart")).toHaveCount(0);

  await panel.locator(`li[data-sku="${PRODUCTS.scarf.sku}"]`).getByRole("button").click();
  await expect(panel.locator("li")).toHaveCount(1);
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");
  await panel.getByRole("link", { name: "Zobacz wszystkie ulubione" }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByTestId("wishlist-items").locator("li")).toHaveCount(1);
  await expect(panel).toHaveCount(0);
});
