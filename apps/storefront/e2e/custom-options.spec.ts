import { expect, test } from "@playwright/test";
import { API_ORIGIN, cartCount, grosze, open } from "./shopper";

/** The product page of the first demo bag with custom options (the API's demo catalogue seeds three). */
async function bagWithOptions(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const response = await request.post(
    `${API_ORIGIN}/api/catalog/catalog/product/_search?request_format=search-query&size=200`,
    { data: { _appliedFilters: [{ attribute: "type_id", value: { eq: "simple" }, scope: "default" }] } },
  );
  const hits = (await response.json()).hits.hits as { _source: { url_path: string; options?: unknown[] } }[];
  const bag = hits.map((hit) => hit._source).find((source) => (source.options ?? []).length > 0);
  expect(bag).toBeDefined();
  return `/${bag?.url_path}`;
}

/** The product page of the first demo blazer (configurable) with custom options on its parent. */
async function blazerWithOptions(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const response = await request.post(
    `${API_ORIGIN}/api/catalog/catalog/product/_search?request_format=search-query&size=999`,
    {
      data: { _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" }, scope: "default" }] },
    },
  );
  const hits = (await response.json()).hits.hits as { _source: { url_path: string; options?: unknown[] } }[];
  const blazer = hits.map((hit) => hit._source).find((source) => (source.options ?? []).length > 0);
  expect(blazer).toBeDefined();
  return `/${blazer?.url_path}`;
}

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`custom options (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("a monogram and gift wrapping raise the price shown, and the cart charges and lists them", async ({
      page,
      request,
    }) => {
      await open(page, await bagWithOptions(request));
      const price = page.locator(".product__info .price").first();
      const base = grosze((await price.textContent()) ?? "");
      const monogram = page.getByRole("group", { name: "Monogram" });
      const wrapping = page.getByRole("group", { name: "Pakowanie na prezent" });
      // The free value (option_type_id 0) is chosen first and costs nothing.
      await expect(wrapping.getByRole("radio", { name: /Bez pakowania/ })).toBeChecked();
      await monogram.getByRole("checkbox", { name: /Grawer inicjałów/ }).check();
      await expect
        .poll(async () => grosze((await price.textContent()) ?? ""))
        .toBeGreaterThan(base + 1500 - 1);
      await wrapping.getByRole("radio", { name: /Pudełko prezentowe \(\+10%\)/ }).check();
      const shown = grosze((await price.textContent()) ?? "");
      expect(shown).toBeGreaterThan(base + 1500 + Math.floor(base / 10) - 2);
      await page.screenshot({ path: test.info().outputPath(`options-product-${device.label}.png`) });
      await page.getByTestId("add-to-cart").click();
      await expect(cartCount(page)).toHaveText("1");
      await open(page, "/koszyk");
      const line = page.locator(".cart-line").first();
      await expect(line.locator(".cart-line__options")).toContainText("Monogram: Grawer inicjałów");
      await expect(line.locator(".cart-line__options")).toContainText(
        "Pakowanie na prezent: Pudełko prezentowe",
      );
      // The API's price (api-contract S4) is the one the page showed.
      await expect
        .poll(async () => grosze((await line.locator(".cart-line__price").textContent()) ?? ""))
        .toBe(shown);
      await page.screenshot({ path: test.info().outputPath(`options-cart-${device.label}.png`) });
    });

    test("a configurable blazer takes a monogram on the chosen size; the cart keeps both", async ({
      page,
      request,
    }) => {
      await open(page, await blazerWithOptions(request));
      const price = page.locator(".product__info .price").first();
      const size = page.locator('[data-option="size"][aria-pressed="true"]');
      const sizeLabel = ((await size.textContent()) ?? "").trim();
      expect(sizeLabel).not.toBe("");
      const base = grosze((await price.textContent()) ?? "");
      await page
        .getByRole("group", { name: "Monogram" })
        .getByRole("checkbox", { name: /Grawer inicjałów/ })
        .check();
      await expect
        .poll(async () => grosze((await price.textContent()) ?? ""))
        .toBeGreaterThan(base + 1500 - 1);
      const shown = grosze((await price.textContent()) ?? "");
      await page.getByTestId("add-to-cart").click();
      await expect(cartCount(page)).toHaveText("1");
      await open(page, "/koszyk");
      const line = page.locator(".cart-line").first();
      await expect(line.locator(".cart-line__options")).toContainText(`Rozmiar: ${sizeLabel}`);
      await expect(line.locator(".cart-line__options")).toContainText("Monogram: Grawer inicjałów");
      await expect
        .poll(async () => grosze((await line.locator(".cart-line__price").textContent()) ?? ""))
        .toBe(shown);
      await page.screenshot({ path: test.info().outputPath(`options-blazer-cart-${device.label}.png`) });
    });
  });
}
