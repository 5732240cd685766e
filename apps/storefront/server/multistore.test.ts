// @vitest-environment node
import { startTestApi, type TestApi } from "@outlet/tooling/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShopProcess, startShopProcess } from "./testing/startShopProcess";

// Two production servers (build/node/main.js; `pnpm build` first) against one real API: the default
// single-store shop, and one with the multistore setting on (behaviour.md §1, §8.1, §8.10, §8.11).
let api: TestApi;
let single: ShopProcess;
let multi: ShopProcess;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMITS: "off" } });
  [single, multi] = await Promise.all([
    startShopProcess({ API_URL: api.origin, WEB_CONCURRENCY: "1", RENDER_BUDGET_PER_MINUTE: "0" }),
    startShopProcess({
      API_URL: api.origin,
      WEB_CONCURRENCY: "1",
      RENDER_BUDGET_PER_MINUTE: "0",
      MULTISTORE: "true",
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([single?.stop(), multi?.stop()]);
  await api?.stop();
});

async function get(shop: ShopProcess, path: string, acceptLanguage = "pl-PL,pl;q=0.9") {
  const response = await fetch(`${shop.origin}${path}`, {
    redirect: "manual",
    headers: { "Accept-Language": acceptLanguage },
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
const tileLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*class="product-tile__link"[^>]*>/g)].map(
    (found) => /href="([^"]+)"/.exec(found[0])?.[1] ?? "",
  );

describe("single store (the default)", () => {
  it("has no /de or /it store views and redirects nobody", async () => {
    expect((await get(single, "/de")).status).toBe(404);
    expect((await get(single, "/it/kobiety")).status).toBe(404);
    const page = await get(single, "/kobiety", "de-DE,de;q=0.9");
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="pl"');
  });
});

describe("multistore on", () => {
  it("serves the German store view at /de: its locale, its banners, its links", async () => {
    const home = await get(multi, "/de");
    expect(home.status).toBe(200);
    expect(home.html).toContain('<html lang="de-DE"');
    expect(canonicalOf(home.html)).toBe(`${multi.origin}/de`);
    expect(home.html).toMatch(/<section class="banners" aria-label="Aktionen" lang="de">/);
    expect(home.html).toMatch(/class="logo"[^>]*href="\/de"|href="\/de"[^>]*class="logo"/);
  });

  it("serves the Italian store's category and product pages under /it with /it links", async () => {
    const listing = await get(multi, "/it/kobiety/sukienki");
    expect(listing.status).toBe(200);
    expect(listing.html).toContain('<html lang="it-IT"');
    expect(canonicalOf(listing.html)).toBe(`${multi.origin}/it/kobiety/sukienki`);
    const tiles = tileLinks(listing.html);
    expect(tiles.length).toBeGreaterThan(10);
    expect(tiles.filter((href) => !href.startsWith("/it/"))).toEqual([]);
    const product = await get(multi, (tiles[0] ?? "").replace(/\?.*$/, ""));
    expect(product.status).toBe(200);
    expect(product.html).toContain('<html lang="it-IT"');
    expect(canonicalOf(product.html)).toMatch(new RegExp(`^${multi.origin}/it/[a-z0-9-]+$`));
  });

  it("keeps the Polish store at the root with unprefixed links", async () => {
    const listing = await get(multi, "/kobiety/sukienki");
    expect(listing.status).toBe(200);
    expect(listing.html).toContain('<html lang="pl"');
    expect(tileLinks(listing.html).filter((href) => /^\/(de|it)\//.test(href))).toEqual([]);
  });

  it("sends a German or Italian visitor of a page of no store to their store (302, Vary), even once it is cached", async () => {
    // The Polish page is rendered and cached first: the redirect still comes before the cache.
    await get(multi, "/kobiety?strona=1");
    expect((await get(multi, "/kobiety?strona=1")).headers.get("x-cache")).toBe("HIT");
    const german = await get(multi, "/kobiety?strona=1", "de-DE,de;q=0.9,pl;q=0.5");
    expect(german.status).toBe(302);
    expect(german.headers.get("location")).toBe("/de/kobiety?strona=1");
    expect(german.headers.get("vary")).toContain("Accept-Language");
    expect((await get(multi, "/", "it;q=0.8, en;q=0.9")).headers.get("location")).toBe("/it/");
    expect((await get(multi, "/kobiety", "pl-PL, de;q=0.5")).status).toBe(200);
    // Nothing to redirect: a store URL, or the shopper pages every store shares.
    expect((await get(multi, "/de/kobiety", "it-IT")).status).toBe(200);
    expect((await get(multi, "/koszyk", "de-DE")).status).toBe(200);
  });
});
