import { expect, test } from "@playwright/test";
import { open, PRODUCTS, storedValue } from "./shopper";
import { expectNoSeriousA11yViolations, watchErrors } from "./support";

test("/compare redirects to /porownanie, whose server HTML is the page shell", async ({ request }) => {
  const redirect = await request.get("/compare", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("/porownanie");
  const page = await request.get("/porownanie");
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Porównanie produktów</h1>");
  expect(html).toContain("Wczytujemy porównywane produkty…");
});

test("compared products are shown side by side, removed from the keyboard, and the list empties", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, PRODUCTS.shirt.path);
  await page.getByRole("button", { name: "Dodaj do porównania" }).click();
  await expect(page.getByTestId("compare-count")).toHaveText("1");
  // The list is local to the browser: the next page reads what this one wrote.
  await expect
    .poll(async () => ((await storedValue(page, "shop/compare/current-compare")) as unknown[] | null)?.length)
    .toBe(1);
  await open(page, PRODUCTS.scarf.path);
  await page.getByRole("button", { name: "Dodaj do porównania" }).click();
  await expect(page.getByTestId("compare-count")).toHaveText("2");

  await page.getByTestId("compare-link").click();
  await expect(page).toHaveURL(/\/porownanie$/);
  const table = page.getByRole("table", { name: "Porównywane produkty i ich cechy" });
  await expect(table.getByRole("columnheader")).toHaveText(["Koszula w kratę", "Żółta chusta"]);
  await expect(table.getByRole("row", { name: /Rozmiar/ })).toContainText("XS");
  await expect(table.getByRole("row", { name: /Cena/ })).toContainText("zł");
  await expectNoSeriousA11yViolations(page);

  const first = page.getByRole("button", { name: "Usuń z porównania: Koszula w kratę" });
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(table.getByRole("columnheader")).toHaveText(["Żółta chusta"]);
  await expect(page.getByRole("button", { name: "Usuń z porównania: Żółta chusta" })).toBeFocused();
  await expect(page.getByTestId("compare-count")).toHaveText("1");

  // Local to this browser: a reload keeps it.
  await expect
    .poll(async () => ((await storedValue(page, "shop/compare/current-compare")) as unknown[] | null)?.length)
    .toBe(1);
  await open(page, "/porownanie");
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveText(["Żółta chusta"]);
  await page.getByRole("button", { name: "Usuń z porównania: Żółta chusta" }).click();
  await expect(page.getByTestId("compare-empty")).toContainText("Nie masz jeszcze produktów do porównania.");
  await expect(page.getByTestId("compare-count")).toHaveText("0");
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
