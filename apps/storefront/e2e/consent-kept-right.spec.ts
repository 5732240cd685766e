import { expect, type Page, test } from "@playwright/test";
import { FIRST_VISIT } from "./consentState";
import { addToCart, open, PRODUCTS, storedValue } from "./shopper";

// Issue 27 "Consent kept right": before a choice nothing non-essential is stored or sent; after refusing
// still nothing; after accepting the analytics and marketing calls flow; the footer's "Ustawienia plików
// cookie" reopens the settings and a withdrawal holds at once; the decision is kept with its date and the
// privacy policy's version.
test.use({ storageState: FIRST_VISIT, serviceWorkers: "block" });

/** The calls that need consent: the start-page record (analytics) and the ad platform's events (marketing). */
const TRACKING = /\/api\/ext\/(conversion-events|start-page)/;
/** The ad platform's and analytics' cookies; none may exist without consent. */
const TRACKING_COOKIE = /^(_fbp|_fbc|_ga|_gid|_gcl)/;

const notice = (page: Page) => page.getByTestId("consent-notice");

/** Every request the page makes that needs consent or leaves for another host. */
function watchTracking(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (TRACKING.test(url.pathname) || !["localhost", "127.0.0.1"].includes(url.hostname))
      sent.push(`${request.method()} ${url.pathname}`);
  });
  return sent;
}

/** What the browser keeps that is not necessary: tracking cookies and the start-page record's flag. */
async function nonEssentialKept(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((c) => c.name).filter((n) => TRACKING_COOKIE.test(n));
  const session = await page.evaluate(() => Object.keys(sessionStorage));
  return [...cookies, ...session.filter((key) => key === "outlet:start-page-sent")];
}

/** A short visit: a listing, a product, an addition to the cart. */
async function browse(page: Page): Promise<void> {
  await page.goto("/category/sukienki");
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
}

test("before a choice nothing non-essential is stored or sent", async ({ page }) => {
  const sent = watchTracking(page);
  await open(page, "/");
  await expect(notice(page)).toBeVisible();
  await browse(page);
  await expect(notice(page)).toBeVisible();
  expect(sent).toEqual([]);
  expect(await nonEssentialKept(page)).toEqual([]);
  expect(await storedValue(page, "shop/claims/cookie-consent")).toBeNull();
});

test("after refusing, still nothing is stored or sent", async ({ page }) => {
  const sent = watchTracking(page);
  await open(page, "/");
  await notice(page).getByRole("button", { name: "Odrzucam opcjonalne" }).click();
  await browse(page);
  await page.reload();
  expect(sent).toEqual([]);
  expect(await nonEssentialKept(page)).toEqual([]);
});

test("after accepting, the start page and the conversion events flow", async ({ page }) => {
  const sent = watchTracking(page);
  await open(page, "/");
  await notice(page).getByRole("button", { name: "Akceptuję wszystkie" }).click();
  // the record leaves once per session as soon as analytics is allowed; a shopper reads the page before
  // moving on (a navigation in the same instant could end the page before its request starts)
  await expect.poll(() => sent).toEqual(["POST /api/ext/start-page"]);
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await expect.poll(() => sent).toEqual(["POST /api/ext/start-page", "POST /api/ext/conversion-events"]);
});

test("the footer's link reopens the settings, a withdrawal holds at once and is kept with its date and policy version", async ({
  page,
}) => {
  const sent = watchTracking(page);
  await open(page, PRODUCTS.scarf.path);
  await notice(page).getByRole("button", { name: "Akceptuję wszystkie" }).click();
  await addToCart(page, 1);
  await expect.poll(() => sent.filter((s) => s.includes("conversion")).length).toBe(1);

  const link = page.getByRole("contentinfo").getByRole("button", { name: "Ustawienia plików cookie" });
  await link.click();
  await expect(notice(page)).toBeVisible();
  await notice(page)
    .getByRole("checkbox", { name: /Marketingowe/ })
    .uncheck();
  await notice(page)
    .getByRole("checkbox", { name: /Analityczne/ })
    .uncheck();
  await notice(page).getByRole("button", { name: "Zapisz wybór" }).click();
  await expect(notice(page)).toHaveCount(0);
  const before = Date.now();
  await expect
    .poll(() => storedValue(page, "shop/claims/cookie-consent"))
    .toMatchObject({ value: { analytics: false, marketing: false, policyVersion: "2.0" } });
  const claim = (await storedValue(page, "shop/claims/cookie-consent")) as { created_at: string };
  expect(Math.abs(Date.parse(claim.created_at) - before)).toBeLessThan(60_000);

  // at once: the next addition sends nothing, no reload needed
  await addToCart(page, 2);
  await page.waitForTimeout(500);
  expect(sent.filter((s) => s.includes("conversion"))).toHaveLength(1);
});
