import { expect, test } from "@playwright/test";
import { PRODUCTS } from "./shopper";
import { expectNoSeriousA11yViolations, hydrated, watchErrors } from "./support";

// The CMS blocks of the seed (api-contract §10.3, GET /api/ext/cms-data/cmsBlockIdentifier/{id}/storeId/1):
// `header-promo` above the header of every page, `product-delivery-info` beside the add-to-cart button.
const PROMO = "Darmowy odbiór osobisty · 30 dni na zwrot";
const DELIVERY = "Wysyłka w 24 h. Zwrot do 30 dni.";

test("the server renders the header promo block and the product page's delivery block", async ({
  request,
}) => {
  const home = await (await request.get("/")).text();
  expect(home).toContain(PROMO);
  const product = await (await request.get(PRODUCTS.dress.path)).text();
  expect(product).toContain(PROMO);
  expect(product).toContain(DELIVERY);
});

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`CMS blocks (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("the promo strip tops the page and the delivery note sits by the add-to-cart button", async ({
      page,
    }, testInfo) => {
      const errors = watchErrors(page);
      await page.goto("/");
      await hydrated(page);
      const promo = page.getByRole("complementary", { name: "Promocja" });
      await expect(promo).toHaveText(PROMO);
      await expect(promo).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`promo-${device.label}.png`) });

      await page.locator(".product-tile a").first().click();
      await expect(page.locator("h1")).toBeVisible();
      await hydrated(page);
      const delivery = page.getByRole("complementary", { name: "Dostawa i zwroty" });
      await expect(delivery).toContainText(DELIVERY);
      const add = page.locator(".add-to-cart button").first();
      const [addBox, deliveryBox] = [await add.boundingBox(), await delivery.boundingBox()];
      if (!addBox || !deliveryBox) throw new Error("no boxes");
      // Right below the add-to-cart button, where a shopper about to buy reads it.
      expect(deliveryBox.y).toBeGreaterThan(addBox.y);
      expect(deliveryBox.y - (addBox.y + addBox.height)).toBeLessThan(200);
      await delivery.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`delivery-${device.label}.png`) });
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  });
}
