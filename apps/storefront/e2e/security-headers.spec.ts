import { createHash } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";
import { signInWithGoogle } from "./socialProviders";

// This journey is about the service worker (the journeys block it by default: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Issue 17 "no security headers on any storefront page": every page type carries a strict CSP (inline
 * scripts only by their sha256 hash, no 'unsafe-inline'), frame-ancestors 'none', Referrer-Policy, nosniff
 * and Permissions-Policy; and the browser reports no CSP violation while a shopper browses, buys and signs in.
 */
const PAGE_TYPES: readonly [string, string, number][] = [
  ["home", "/", 200],
  ["category", "/category/sukienki", 200],
  ["category by path", "/kobiety/sukienki", 200],
  ["tag", "/tag/nowosci", 200],
  ["search", "/szukaj?q=sukienka", 200],
  ["product", PRODUCTS.shirt.path, 200],
  ["product by path", "/koszula-w-krate-47", 200],
  ["CMS page", "/cms-page/o-nas", 200],
  ["FAQ", "/faq", 200],
  ["compare", "/porownanie", 200],
  ["cart", "/koszyk", 200],
  ["checkout", "/checkout", 200],
  ["login", "/login", 200],
  ["register", "/register", 200],
  ["account", "/account", 200],
  ["not found", "/nie-ma-takiej-strony", 404],
];

function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(
      ([, attributes = "", body = ""]) => !/\bsrc=/.test(attributes) && !/ld\+json/.test(attributes) && body,
    )
    .map(([, , body = ""]) => body);
}

test("every page type carries the security headers and a CSP that admits exactly its inline scripts", async ({
  request,
}) => {
  for (const [name, path, status] of PAGE_TYPES) {
    const response = await request.get(path);
    expect(response.status(), name).toBe(status);
    const headers = response.headers();
    expect(headers["x-content-type-options"], name).toBe("nosniff");
    expect(headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], name).toBe("DENY");
    expect(headers["permissions-policy"], name).toContain("camera=()");
    expect(headers["strict-transport-security"], `${name}: no HSTS over plain HTTP`).toBeUndefined();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, name).toContain("frame-ancestors 'none'");
    expect(csp, name).toContain("object-src 'none'");
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc, name).not.toContain("unsafe-inline");
    expect(scriptSrc, name).not.toContain("unsafe-eval");
    const scripts = executableInlineScripts(await response.text());
    expect(scripts.length, name).toBeGreaterThan(0);
    for (const body of scripts) {
      const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
      expect(scriptSrc, `${name}: ${body.slice(0, 60)}`).toContain(hash);
    }
  }
  // Assets, images and route data carry the base headers too.
  for (const path of [
    "/favicon.svg",
    "/sw.js",
    "/img/600/744/resize/nie-ma.jpg",
    "/category/sukienki.data",
  ]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
  }
});

/** Records every CSP violation and console error about the policy, from the first script of each page on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCsp", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("a shopper browses, adds to the cart, signs in with Google and out without a CSP violation", async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  await open(page, "/");
  // The service worker installs and controls the page under the policy.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await open(page, "/category/sukienki");
  // Images load (through /img on the shop's origin).
  const image = page.locator(".product-tile img").first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.locator(".product-tile a").first().click();
  await expect(page.locator("article.product")).toBeVisible();
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/koszyk");
  await signInWithGoogle(page, request, `csp-${Date.now()}@example.com`);
  await page.getByTestId("logout").click();
  await expect(page.getByText("Wylogowano")).toBeVisible();
  expect(violations).toEqual([]);
});
