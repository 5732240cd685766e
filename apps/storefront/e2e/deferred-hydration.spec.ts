import { expect, test } from "@playwright/test";
import { open, PRODUCTS } from "./shopper";
import { watchErrors } from "./support";

// Issue 29: the tiles below a listing's first screen, the home page's lower sections, the footer's columns and
// a product page's lower sections are hydrated in a pass of their own (components/HydrateLater.tsx). What the
// shopper's state draws must stay outside those boundaries: hydrated after that state has arrived, it no
// longer matched the server's markup (React error #418: the product page's recently viewed products, and the
// footer's newsletter slot, which the shopper code fills, when they were inside one).

test("a listing's tile below the first screen adds to the cart; the page hydrates without a mismatch", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchErrors(page);
  await open(page, "/kobiety/sukienki");
  const later = page.locator("#listing-results > li").nth(10);
  const button = later.getByRole("button", { name: /^Dodaj do koszyka: / });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.getByRole("dialog", { name: /Wybierz rozmiar/ })).toBeVisible();
  await expect(page.locator("#listing-results > li")).toHaveCount(50);
  expect(errors).toEqual([]);
});

test("a product page opened after another hydrates its lower sections without a mismatch", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, PRODUCTS.scarf.path);
  await open(page, PRODUCTS.shirt.path);
  // the shopper's recently viewed products (drawn from their state, after hydration)
  await expect(page.locator(".recently-viewed__list li").filter({ hasText: "chusta" })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Opis", exact: true })).toBeVisible();
  // the footer's cookie settings (in its deferred columns) open the notice on its settings
  const settings = page.getByTestId("cookie-settings");
  await settings.scrollIntoViewIfNeeded();
  await settings.click();
  await expect(page.getByRole("heading", { name: "Pliki cookie w naszym sklepie" })).toBeFocused();
  expect(errors).toEqual([]);
});

test("the server writes each deferred section where it belongs, not hidden after the page", async ({
  request,
}) => {
  // React moves a finished Suspense boundary to a hidden <div id="S:…"> swapped in by a script once the page
  // passes its progressive chunk size (entry.server.tsx turns that off): without JavaScript the product's
  // description, the seller's details and the footer's columns would never show.
  for (const path of ["/", "/kobiety/sukienki", PRODUCTS.shirt.path]) {
    const html = await (await request.get(path)).text();
    expect(html.length, path).toBeGreaterThan(20_000);
    expect(html, path).not.toContain('<div hidden id="S:');
    expect(html, path).not.toContain('<template id="B:');
  }
});
