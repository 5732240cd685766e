import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { API_ORIGIN, cartCount, fillCheckout, grosze, open, outbox, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

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

const SHOTS = "/tmp/shots-s13-a";
mkdirSync(SHOTS, { recursive: true });

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`custom options (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("an engraving's text is typed, charged only with a text, and shown in the cart, order and mail (issue 32)", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await open(page, await bagWithOptions(request));
      const price = page.locator(".product__info .price").first();
      const base = grosze((await price.textContent()) ?? "");
      const engraving = page.getByRole("textbox", { name: "Grawer inicjałów (+18,45 zł)" });
      await expect(engraving).toHaveAccessibleDescription(
        "Do 10 znaków: litery (także polskie), cyfry, spacja oraz . & -. 0/10 znaków",
      );
      // a sign that cannot be engraved: the error at the field, nothing added, the field focused
      await engraving.fill("Anna@");
      await expect(engraving).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await engraving.getAttribute("id")}-error`)).toHaveText(
        "Grawer może zawierać tylko litery, cyfry, spację oraz znaki . & -",
      );
      await expect.poll(async () => grosze((await price.textContent()) ?? "")).toBe(base);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/engraving-error-${device.label}.png`, fullPage: true });
      await page.getByTestId("add-to-cart").click();
      await expect(engraving).toBeFocused();
      await expect(cartCount(page)).toHaveText("0");
      // initials with Polish letters: the fee is added, the counter counts them
      await engraving.fill("Ł&Ż");
      await expect(engraving).not.toHaveAttribute("aria-invalid", "true");
      await expect(engraving).toHaveAccessibleDescription(/3\/10 znaków$/);
      await expect.poll(async () => grosze((await price.textContent()) ?? "")).toBe(base + 1845);
      await page.screenshot({ path: `${SHOTS}/engraving-product-${device.label}.png`, fullPage: true });
      await page.getByTestId("add-to-cart").click();
      await expect(cartCount(page)).toHaveText("1");
      // another text is another line
      await engraving.fill("AK");
      await page.getByTestId("add-to-cart").click();
      await expect(cartCount(page)).toHaveText("2");
      await open(page, "/koszyk");
      const lines = page.locator(".cart-line");
      await expect(lines).toHaveCount(2);
      await expect(page.locator(".cart-line__options", { hasText: "Grawer inicjałów: Ł&Ż" })).toHaveCount(1);
      await expect(page.locator(".cart-line__options", { hasText: "Grawer inicjałów: AK" })).toHaveCount(1);
      await expect
        .poll(async () => grosze((await lines.first().locator(".cart-line__price").textContent()) ?? ""))
        .toBe(base + 1845);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/engraving-cart-${device.label}.png`, fullPage: true });

      await open(page, "/checkout");
      const email = uniqueEmail("grawer");
      await fillCheckout(page, email);
      // the summary's unit price carries the engraving's fee, as the line's total does (it read 1 × the bag)
      const summaryUnits = page.getByTestId("line-qty");
      await expect(summaryUnits).toHaveCount(2);
      for (const unit of await summaryUnits.all())
        await expect
          .poll(async () => grosze(((await unit.textContent()) ?? "").split("×")[1] ?? ""))
          .toBe(base + 1845);
      // issue 32 (minor): collected in the store, cash on delivery is paid at the till with no fee
      await page.getByRole("radio", { name: /^Odbiór w sklepie/ }).check();
      await expect(page.getByRole("radio", { name: "Płatność przy odbiorze", exact: true })).toBeVisible();
      // no courier to read a note at the shop's counter: only the note for the shop is offered
      await page.getByRole("checkbox", { name: "Dodaj uwagi do zamówienia" }).check();
      await expect(page.getByLabel("Uwagi dla kuriera")).toHaveCount(0);
      await expect(page.locator("#comments-order")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/pickup-cod-no-fee-${device.label}.png`, fullPage: true });
      await page.getByRole("radio", { name: /^Dostawa kurierem/ }).check();
      await expect(page.getByRole("radio", { name: "Płatność przy odbiorze (+5,00 zł)" })).toBeVisible();
      await expect(page.getByLabel("Uwagi dla kuriera")).toBeVisible();
      await page.getByRole("radio", { name: "Przelew bankowy" }).check();
      await page.getByTestId("place-order").click();
      await expect(page).toHaveURL(/\/zamowienie\/\d+\/[A-Za-z0-9]+$/, { timeout: 20_000 });
      const items = page.getByTestId("order-items");
      await expect(items).toContainText("Grawer inicjałów: Ł&Ż");
      await expect(items).toContainText("Grawer inicjałów: AK");
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/engraving-order-${device.label}.png`, fullPage: true });
      await expect
        .poll(() => outbox().find((m) => m.kind === "order_confirmation" && m.to === email)?.text ?? "")
        .toContain("Grawer inicjałów: Ł&Ż");
    });

    test("gift wrapping's percentage raises the price shown and the cart charges and lists it", async ({
      page,
      request,
    }) => {
      await open(page, await bagWithOptions(request));
      const price = page.locator(".product__info .price").first();
      const base = grosze((await price.textContent()) ?? "");
      const wrapping = page.getByRole("group", { name: "Pakowanie na prezent" });
      // The free value (option_type_id 0) is chosen first and costs nothing.
      await expect(wrapping.getByRole("radio", { name: /Bez pakowania/ })).toBeChecked();
      await wrapping.getByRole("radio", { name: /Pudełko prezentowe \(\+10%\)/ }).check();
      await expect
        .poll(async () => grosze((await price.textContent()) ?? ""))
        .toBeGreaterThan(base + Math.floor(base / 10) - 2);
      const shown = grosze((await price.textContent()) ?? "");
      await page.getByTestId("add-to-cart").click();
      await expect(cartCount(page)).toHaveText("1");
      // the page is left as soon as the count shows (add-kept-when-page-left: the line and its options stay)
      await open(page, "/koszyk");
      const line = page.locator(".cart-line").first();
      await expect(line.locator(".cart-line__options")).toContainText(
        "Pakowanie na prezent: Pudełko prezentowe",
      );
      // The API's price (api-contract S4) is the one the page showed.
      await expect
        .poll(async () => grosze((await line.locator(".cart-line__price").textContent()) ?? ""))
        .toBe(shown);
    });

    test("a configurable blazer takes an engraving on the chosen size; the cart keeps both", async ({
      page,
      request,
    }) => {
      await open(page, await blazerWithOptions(request));
      const price = page.locator(".product__info .price").first();
      const size = page.locator('[data-option="size"][aria-pressed="true"]');
      const sizeLabel = ((await size.textContent()) ?? "").trim();
      expect(sizeLabel).not.toBe("");
      const base = grosze((await price.textContent()) ?? "");
      await page.getByRole("textbox", { name: /^Grawer inicjałów/ }).fill("M.K");
      await expect
        .poll(async () => grosze((await price.textContent()) ?? ""))
        .toBeGreaterThan(base + 1500 - 1);
      const shown = grosze((await price.textContent()) ?? "");
      await page.getByTestId("add-to-cart").click();
      await expect(cartCount(page)).toHaveText("1");
      await expect(page.getByText("Produkt został dodany do koszyka!")).toBeVisible();
      await open(page, "/koszyk");
      const line = page.locator(".cart-line").first();
      await expect(line.locator(".cart-line__options")).toContainText(`Rozmiar: ${sizeLabel}`);
      await expect(line.locator(".cart-line__options")).toContainText("Grawer inicjałów: M.K");
      await expect
        .poll(async () => grosze((await line.locator(".cart-line__price").textContent()) ?? ""))
        .toBe(shown);
      await page.screenshot({ path: `${SHOTS}/engraving-blazer-cart-${device.label}.png`, fullPage: true });
    });
  });
}
