import { expect, type Page, type Request, test } from "@playwright/test";
import { hydrated, watchErrors } from "./support";

// Issue 14: a page the URL dispatcher serves asks only for its own view's code. The product page's code is
// what a full load of a product page on its own route (/p/…) requests and a category page's (/c/…) does
// not, and the other way round; neither may be preloaded or requested by the other page type.

/** Records every script path the page requests from now on, until `stop()`. */
function recordScripts(page: Page): { readonly scripts: Set<string>; stop(): void } {
  const scripts = new Set<string>();
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
  };
  page.on("request", onRequest);
  return { scripts, stop: () => page.off("request", onRequest) };
}

/** The scripts a full load of `path` asks for, until the shopper services (loaded after hydration) are in. */
async function scriptsLoadedBy(page: Page, path: string): Promise<Set<string>> {
  const recording = recordScripts(page);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true");
  recording.stop();
  return recording.scripts;
}

async function preloaded(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
}

test.describe("URL dispatcher pages load only their own view", () => {
  test("a category page never asks for the product page's code, a product page never for the listing's", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // what the product page and the category page each load, on their own routes (/p/…, /c/…)
    const product = await scriptsLoadedBy(page, "/p/BOD-0001/spioszki-1");
    const category = await scriptsLoadedBy(page, "/c/sukienki");
    const productOnly = [...product].filter((chunk) => !category.has(chunk));
    const listingOnly = [...category].filter((chunk) => !product.has(chunk));
    expect(productOnly.length).toBeGreaterThan(0);
    expect(listingOnly.length).toBeGreaterThan(0);

    const scripts = await scriptsLoadedBy(page, "/kobiety/sukienki");
    await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
    expect(await preloaded(page)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Dispatched(Product|Cms)/)]),
    );
    expect([...scripts].filter((script) => productOnly.includes(script))).toEqual([]);
    expect((await preloaded(page)).filter((script) => productOnly.includes(script))).toEqual([]);
    // the listing view itself was preloaded with the page, not fetched after it
    expect((await preloaded(page)).some((script) => /DispatchedListing/.test(script))).toBe(true);

    // a full load of a product page the dispatcher serves
    const href = (await page.locator(".product-tile a").first().getAttribute("href")) ?? "";
    expect(href).not.toMatch(/^\/p\//);
    const productScripts = await scriptsLoadedBy(page, href);
    await expect(page.getByRole("button", { name: /Dodaj do koszyka/ })).toBeVisible();
    expect([...productScripts].filter((script) => listingOnly.includes(script))).toEqual([]);
    expect((await preloaded(page)).filter((script) => listingOnly.includes(script))).toEqual([]);
    expect((await preloaded(page)).some((script) => /DispatchedProduct/.test(script))).toBe(true);

    // a client navigation from the product to its category loads the listing view then, and renders it
    await page.getByRole("navigation", { name: "Okruszki" }).getByRole("link", { name: "Sukienki" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
    await expect(page.locator(".product-tile").first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
