// @vitest-environment node
import { startTestApi, type TestApi } from "@outlet/tooling/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShopProcess, startShopProcess } from "./testing/startShopProcess";

// The production server (build/node/main.js; `pnpm build` first) against a real API on a temp database:
// the sitemap and the menu list canonical URLs only (issue 15), each answering 200 and declaring itself.
let api: TestApi;
let shop: ShopProcess;

beforeAll(async () => {
  // The crawl renders every page once, all from one address: the API's per-client limits are tested in apps/api.
  api = await startTestApi({ env: { RATE_LIMITS: "off" } });
  shop = await startShopProcess({ API_URL: api.origin, WEB_CONCURRENCY: "1", RENDER_BUDGET_PER_MINUTE: "0" });
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await api?.stop();
});

/** The canonical URL a page declares, or `null`. */
function canonicalOf(html: string): string | null {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${shop.origin}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

/** The URLs that do not answer 200 themselves (no redirect) or declare another canonical URL. */
async function selfCanonicalFailures(urls: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const { status, html } = await page(url.slice(shop.origin.length));
      const canonical = canonicalOf(html);
      if (status !== 200 || canonical !== url) failures.push(`${url} → ${status}, canonical ${canonical}`);
    }
  };
  // Two at a time: a 2-core machine, and one at a time would only add waiting.
  await Promise.all([worker(), worker()]);
  return failures;
}

describe("canonical links", () => {
  it("every sitemap entry answers 200 and declares itself as canonical", async () => {
    const { html: xml } = await page("/sitemap.xml");
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1] ?? "");
    expect(urls.length).toBeGreaterThan(600);
    expect(urls).toContain(`${shop.origin}/kobiety/sukienki`);
    expect(urls.filter((url) => url.includes("/p/") || url.includes("/category/"))).toEqual([]);
    expect(await selfCanonicalFailures(urls)).toEqual([]);
  }, 600_000);

  it("every menu link is a canonical URL", async () => {
    const { html } = await page("/");
    const nav = /<nav[^>]*>[\s\S]*<\/nav>/.exec(html)?.[0] ?? "";
    const hrefs = [...new Set([...nav.matchAll(/href="(\/[^"]*)"/g)].map((found) => found[1] ?? ""))];
    expect(hrefs).toContain("/kobiety/sukienki");
    expect(hrefs.filter((href) => href.startsWith("/category/"))).toEqual([]);
    expect(await selfCanonicalFailures(hrefs.map((href) => `${shop.origin}${href}`))).toEqual([]);
  }, 120_000);

  it("the sale category, whose path /wyprzedaz opens the tag, declares a canonical that opens it", async () => {
    expect(canonicalOf((await page("/category/wyprzedaz")).html)).toBe(`${shop.origin}/c/wyprzedaz`);
    const own = await page("/c/wyprzedaz");
    expect(own.status).toBe(200);
    expect(canonicalOf(own.html)).toBe(`${shop.origin}/c/wyprzedaz`);
    expect(own.html).toMatch(/<h1[^>]*>Wyprzedaż<\/h1>/);
    // The tag keeps the dispatcher path (behaviour.md §8.6: a tag before a category).
    expect(canonicalOf((await page("/wyprzedaz")).html)).toBe(`${shop.origin}/tag/wyprzedaz`);
  });
});
