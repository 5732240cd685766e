import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { CONSENTED_STATE } from "./consentState";
import {
  addToCart,
  cartCount,
  createAccount,
  login,
  open,
  PRODUCTS,
  shopReady,
  uniqueEmail,
} from "./shopper";

/**
 * The cart filled without JavaScript joins the live cart (issue: the product page's form posted before the
 * scripts ran). The form posts natively to `/koszyk/dodaj` whenever the page has not hydrated yet (a slow
 * phone), or when the shopper browsed without JavaScript: `/koszyk` then runs the scripts, which take the
 * lines over into the live cart, once, and drop the cookie of the cart without JavaScript.
 */
test.use({ serviceWorkers: "block" });

/** The page's scripts (module chunks): held back so that the product page never hydrates. */
const SCRIPTS = /\/assets\/.+\.js(\?.*)?$/;

/** Opens a product page whose scripts do not load, and posts its add-to-cart form as the browser would. */
async function postBeforeHydration(page: Page, path: string): Promise<void> {
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(path);
  await expect(page.getByTestId("add-to-cart")).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await page.unroute(SCRIPTS);
  await Promise.all([
    page.waitForURL(/\/koszyk$/),
    page.evaluate(() => document.querySelector<HTMLFormElement>("form.add-to-cart")?.submit()),
  ]);
}

/** The live cart's "Wartość produktów" (the server's subtotal once its totals came back). */
const subtotal = (page: Page) => page.locator(".cart-page__live .cart-totals__row--subtotal dd");

const liveLine = (page: Page, sku: string) => page.locator(`.cart-page__live .cart-line[data-sku="${sku}"]`);
const quantityOf = (page: Page, sku: string) => liveLine(page, sku).locator("input");

async function noScriptCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "outlet_cart");
}

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a product added before the scripts ran is in the live cart on /koszyk, once (${name})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await postBeforeHydration(page, PRODUCTS.scarf.path);
    await shopReady(page);
    await expect(liveLine(page, PRODUCTS.scarf.sku)).toContainText("Żółta chusta");
    await expect(quantityOf(page, PRODUCTS.scarf.sku)).toHaveValue("1");
    await expect(cartCount(page)).toHaveText("1");
    await expect.poll(() => noScriptCookie(context)).toBeUndefined();
    // The joined line is a whole catalogue line: its thumbnail arrives like any other line's.
    const thumbnail = liveLine(page, PRODUCTS.scarf.sku).locator("img");
    await expect(thumbnail).toHaveAttribute("src", /^\/img\/150\/150\/resize\//);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(subtotal(page)).toHaveText("129,99 zł");
    await page.screenshot({ path: `test-results/nojs-joined-${name}.png` });

    // A reload neither loses the line nor adds it again.
    await page.reload();
    await shopReady(page);
    await expect(liveLine(page, PRODUCTS.scarf.sku)).toHaveCount(1);
    await expect(quantityOf(page, PRODUCTS.scarf.sku)).toHaveValue("1");
    await expect(cartCount(page)).toHaveText("1");
  });
}

test("the live cart keeps its product and gains the one added before the scripts ran", async ({ page }) => {
  await open(page, PRODUCTS.shirt.path);
  await addToCart(page, 1);
  await postBeforeHydration(page, PRODUCTS.scarf.path);
  await shopReady(page);
  await expect(liveLine(page, PRODUCTS.scarf.sku)).toContainText("Żółta chusta");
  await expect(page.locator(".cart-page__live .cart-line")).toHaveCount(2);
  await expect(cartCount(page)).toHaveText("2");
  // 149,99 zł (the shirt) + 129,99 zł (the scarf), priced by the server
  await expect(subtotal(page)).toHaveText("279,98 zł");
  await page.screenshot({ path: "test-results/nojs-joined-two-lines.png" });
  await page.reload();
  await shopReady(page);
  await expect(page.locator(".cart-page__live .cart-line")).toHaveCount(2);
  await expect(cartCount(page)).toHaveText("2");
});

test("a cart filled without JavaScript joins the live cart once JavaScript runs", async ({ browser }) => {
  const without = await browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: "block",
    storageState: CONSENTED_STATE,
  });
  const noJs = await without.newPage();
  await noJs.goto(PRODUCTS.scarf.path);
  await noJs.getByRole("button", { name: "Dodaj do koszyka" }).click();
  await expect(noJs.getByTestId("noscript-cart").locator(`[data-sku="${PRODUCTS.scarf.sku}"]`)).toBeVisible();
  const state = await without.storageState();
  await without.close();

  const withScripts = await browser.newContext({ serviceWorkers: "block", storageState: state });
  const page = await withScripts.newPage();
  await open(page, "/koszyk");
  await expect(liveLine(page, PRODUCTS.scarf.sku)).toContainText("Żółta chusta");
  await expect(cartCount(page)).toHaveText("1");
  await expect.poll(() => noScriptCookie(withScripts)).toBeUndefined();
  await withScripts.close();
});

test("two lines of a cart filled without JavaScript both join the live cart, with one message", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ serviceWorkers: "block", storageState: CONSENTED_STATE });
  // the two posts of a shopper without JavaScript (the shop's own form, `/koszyk/dodaj`)
  for (const sku of [PRODUCTS.scarf.sku, "KOS-0047-BRA-S"]) {
    const answer = await context.request.post("/koszyk/dodaj", {
      form: { sku, qty: "1" },
      headers: { origin: String(baseURL) },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
  const page = await context.newPage();
  await open(page, "/koszyk");
  await expect(liveLine(page, PRODUCTS.scarf.sku)).toContainText("Żółta chusta");
  await expect(liveLine(page, "KOS-0047-BRA-S")).toBeVisible();
  await expect(cartCount(page)).toHaveText("2");
  await expect(page.getByText("Produkt został dodany do koszyka!")).toHaveCount(1);
  // the totals with the delivery, as after a reload (they lacked it until then)
  await expect(page.locator(".cart-page__live .cart-totals")).toContainText("Dostawa kurierem");
  await expect(page.locator(".cart-page__live .cart-totals")).toContainText("284,98 zł");
  await expect.poll(() => noScriptCookie(context)).toBeUndefined();
  await context.close();
});

test("a logged-in shopper's product added before the scripts ran joins the customer's cart", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("przed-skryptami");
  await createAccount(request, email);
  await login(page, email);
  await open(page, PRODUCTS.shirt.path);
  await addToCart(page, 1);
  await postBeforeHydration(page, PRODUCTS.scarf.path);
  await shopReady(page);
  await expect(liveLine(page, PRODUCTS.scarf.sku)).toContainText("Żółta chusta");
  await expect(cartCount(page)).toHaveText("2");
  await expect(subtotal(page)).toHaveText("279,98 zł");
  await page.screenshot({ path: "test-results/nojs-joined-logged-in.png" });
  // The customer's cart on the server holds both: a reload (and the session's re-authorisation) keeps 2.
  await page.reload();
  await shopReady(page);
  await expect(page.locator(".cart-page__live .cart-line")).toHaveCount(2);
  await expect(quantityOf(page, PRODUCTS.scarf.sku)).toHaveValue("1");
  await expect(cartCount(page)).toHaveText("2");
});

test("/koszyk/przenies hands the lines over once, never the cart id, and only to the shop's own pages", async ({
  request,
  baseURL,
}) => {
  const origin = { Origin: String(baseURL) };
  const added = await request.post(`${baseURL}/koszyk/dodaj`, {
    form: { sku: PRODUCTS.scarf.sku },
    headers: origin,
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  const cartId = /outlet_cart=([^;]+)/.exec(added.headers()["set-cookie"] ?? "")?.[1] ?? "";
  expect(cartId).not.toBe("");

  const foreign = await request.post(`${baseURL}/koszyk/przenies`, {
    headers: { Origin: "https://attacker.example" },
  });
  expect(foreign.status()).toBe(403);

  const claim = await request.post(`${baseURL}/koszyk/przenies`, { headers: origin });
  expect(claim.status()).toBe(200);
  expect(claim.headers()["cache-control"]).toBe("no-store");
  expect(claim.headers()["set-cookie"]).toMatch(/^outlet_cart=; Path=\/koszyk; Max-Age=0; HttpOnly/);
  const body = await claim.text();
  expect(body).not.toContain(cartId);
  expect(JSON.parse(body)).toMatchObject({ lines: [{ sku: PRODUCTS.scarf.sku, qty: 1 }] });

  // The lines left that cart and the cookie is dropped: a second claim (a reload, another tab) gets nothing.
  const again = await request.post(`${baseURL}/koszyk/przenies`, { headers: origin });
  expect(await again.json()).toEqual({ lines: [] });
});
