import { expect, type Page, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";

/**
 * Issue 29: a browser's first Intl object (of any kind) loads ICU's data — 20–50 ms of main thread on a
 * desktop, four times that on a mid-range phone, inside the task that renders the page. The shop's pages
 * build none while they load and hydrate and the shopper code starts: prices, counts and Warsaw dates are
 * written by `@outlet/formatting` without Intl, the listing's collator and the maker's country too.
 */
function recordIntl() {
  const made: string[] = [];
  (window as unknown as { __intlMade: string[] }).__intlMade = made;
  const kinds = [
    "NumberFormat",
    "DateTimeFormat",
    "Collator",
    "DisplayNames",
    "PluralRules",
    "RelativeTimeFormat",
    "ListFormat",
    "Segmenter",
  ] as const;
  for (const kind of kinds) {
    const original = Intl[kind] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(original, {
      construct(target, args) {
        made.push(`${kind} ${new Error().stack?.split("\n").slice(2, 4).join(" < ") ?? ""}`);
        return Reflect.construct(target, args);
      },
    });
  }
  for (const [owner, name] of [
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
    [String.prototype, "localeCompare"],
  ] as const) {
    const original = (owner as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
    (owner as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      made.push(`${name} ${new Error().stack?.split("\n")[2] ?? ""}`);
      return original?.apply(this, args);
    };
  }
}

async function intlMadeLoading(page: Page, path: string): Promise<string[]> {
  await open(page, path);
  await page.waitForTimeout(1500); // what the shopper code starts after it is ready
  return page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
}

test.describe("no Intl object while a page loads (issue 29)", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordIntl);
  });

  for (const path of [
    "/",
    "/kobiety/sukienki",
    "/kobiety/sukienki?size=S&color=Czarny",
    PRODUCTS.shirt.path,
    "/szukaj?q=sukienka",
  ]) {
    test(`${path} builds none`, async ({ page }) => {
      // the recorder works: a page that asks for one is seen
      expect(await intlMadeLoading(page, path)).toEqual([]);
      await page.evaluate(() => new Intl.NumberFormat("pl-PL").format(1));
      expect(
        await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade),
      ).toHaveLength(1);
    });
  }

  test("the cart with a line builds none", async ({ page }) => {
    await open(page, `${PRODUCTS.shirt.path}?childSku=KOS-0047-BRA-S`);
    await addToCart(page, 1);
    expect(await intlMadeLoading(page, "/koszyk")).toEqual([]);
    await expect(page.locator(".cart-page__live .cart-line[data-sku]")).toHaveCount(1);
  });
});
