import { expect, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// Issue 32's second walk: on a phone the "added" message squeezed "Przejdź do kasy" onto three lines and its
// "OK" stuck out past the message's right edge. The actions now go under the message when it is narrow.
test("on a phone the added-to-cart message keeps its buttons inside it, each on one line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  const message = page.locator(".notification").filter({ hasText: "Produkt został dodany do koszyka!" });
  const box = await message.boundingBox();
  if (!box) throw new Error("no message box");
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  for (const action of [
    message.getByRole("link", { name: "Przejdź do kasy" }),
    message.getByRole("button", { name: "OK" }),
  ]) {
    const own = await action.boundingBox();
    if (!own) throw new Error("no action box");
    // inside the message, and its words on one line (not three)
    expect(own.x).toBeGreaterThanOrEqual(box.x);
    expect(own.x + own.width).toBeLessThanOrEqual(box.x + box.width);
    const lines = await action.evaluate((element) => {
      const style = getComputedStyle(element);
      const content =
        element.getBoundingClientRect().height -
        Number.parseFloat(style.paddingTop) -
        Number.parseFloat(style.paddingBottom) -
        Number.parseFloat(style.borderTopWidth) -
        Number.parseFloat(style.borderBottomWidth);
      return Math.round(content / Number.parseFloat(style.lineHeight));
    });
    expect(lines).toBe(1);
  }
  await page.screenshot({ path: test.info().outputPath("added-message-phone.png") });
  await expectNoSeriousA11yViolations(page);
});
