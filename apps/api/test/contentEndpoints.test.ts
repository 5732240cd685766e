import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftKeyFor } from "../src/seed/seedDatabase.js";
import { registerAndLogin } from "./shopHarness.js";
import { type Json, type RunningServer, startServer } from "./startServer.js";

const SECRET = "test-secret-test-secret-test-secret-0123456789";
let api: RunningServer;
beforeAll(async () => {
  process.env.PASSWORD_SCRYPT_LOG_N = "12";
  api = await startServer({ APP_SECRET: SECRET, STOREFRONT_URL: "http://localhost:3000" });
}, 60_000);
afterAll(() => api.stop());

const CMS = "/api/ext/cms-data";

describe("CMS by id and identifier (§10.3)", () => {
  it("returns an active page by id with the CmsPage shape", async () => {
    const res = await api.get(`${CMS}/cmsPage/5`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      id: 5,
      identifier: "o-nas",
      title: "O nas",
      active: true,
      store_id: [0],
      type: "cms_page",
    });
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("returns pages and blocks by identifier for store 0 and 1", async () => {
    expect(
      (await api.get(`${CMS}/cmsPageIdentifier/dostawa-i-platnosci/storeId/1`)).body.result.identifier,
    ).toBe("dostawa-i-platnosci");
    const block = await api.get(`${CMS}/cmsBlockIdentifier/footer-contact/storeId/0`);
    expect(block.body.result).toMatchObject({ identifier: "footer-contact", type: "cms_block" });
    expect((await api.get(`${CMS}/cmsBlock/1`)).body.result.identifier).toBe("footer-about");
  });

  it("answers 404 for inactive or missing entries", async () => {
    expect((await api.get(`${CMS}/cmsPage/8`)).status).toBe(404);
    expect((await api.get(`${CMS}/cmsPageIdentifier/stara-promocja/storeId/1`)).status).toBe(404);
    expect((await api.get(`${CMS}/cmsBlockIdentifier/stary-baner/storeId/1`)).status).toBe(404);
    expect((await api.get(`${CMS}/cmsPage/999`)).status).toBe(404);
  });

  it.each([
    [`${CMS}/cmsPage/0`, "path.id"],
    [`${CMS}/cmsPage/abc`, "path.id"],
    [`${CMS}/cmsPageIdentifier/Regulamin/storeId/1`, "path.identifier"],
    [`${CMS}/cmsPageIdentifier/regulamin/storeId/2`, "path.storeId"],
    [`${CMS}/cmsBlock/1?x=1`, "query.x"],
  ])("answers 400 for %s", async (path, issuePath) => {
    const res = await api.get(path);
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0].path).toBe(issuePath);
  });
});

describe("FAQ, partners, config, layout, drafts (§10.4)", () => {
  it("returns the FAQ groups", async () => {
    const res = await api.get(`${CMS}/faq`);
    expect(res.body.result.groups[0]).toMatchObject({ title: "Zamówienia i dostawa" });
    expect(res.body.result.groups[0].items[0]).toEqual(
      expect.objectContaining({ id: 1, question: expect.any(String), answer_html: expect.any(String) }),
    );
  });

  it("returns the partners", async () => {
    const items = (await api.get(`${CMS}/partners`)).body.result.items;
    expect(items.length).toBeGreaterThan(1);
    expect(Object.keys(items[0]).sort()).toEqual(["description_html", "id", "logo", "name", "url"]);
  });

  it("returns the site configuration with the flag ids and no secrets", async () => {
    const config = (await api.get(`${CMS}/config`)).body.result;
    expect(config.flags).toEqual({ new: 9, last_items: 10 });
    expect(config.banner_color).toBe("#b5985b");
    expect(config.newsletter_discount_percent).toBe(10);
    expect(config.languages).toEqual(["pl", "de", "it"]);
    expect(config.menu.map((m: Json) => m.label)).toContain("Kobiety");
    expect(JSON.stringify(config)).not.toContain(SECRET);
  });

  it("returns the home layout per language, pl by default", async () => {
    const pl = (await api.get(`${CMS}/layout/home`)).body.result;
    const de = (await api.get(`${CMS}/layout/home?lang=de`)).body.result;
    const it_ = (await api.get(`${CMS}/layout/home?lang=it`)).body.result;
    expect(pl).toMatchObject({ name: "home", lang: "pl", headImage: { alt: "Wyprzedaż" } });
    expect(de.mainBanners[0].title).toBe("Neue Kollektion");
    expect(it_.mainBanners[0].title).toBe("Nuova collezione");
    expect(pl.productBanners[0].sku).toEqual(expect.any(String));
    expect(pl.promotedCategories.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown layout and 400 for a bad name or language", async () => {
    expect((await api.get(`${CMS}/layout/checkout`)).status).toBe(404);
    expect((await api.get(`${CMS}/layout/Home`)).status).toBe(400);
    expect((await api.get(`${CMS}/layout/home?lang=fr`)).status).toBe(400);
  });

  it("returns a draft by its key with no-store and noindex", async () => {
    const res = await api.get(`${CMS}/draft/${draftKeyFor(SECRET, 1)}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ draft: true, identifier: "jesienna-kolekcja", type: "cms_page" });
    expect(res.body.result.expires_at).toMatch(/Z$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("answers 404 for a wrong draft key and 400 for a malformed one", async () => {
    expect((await api.get(`${CMS}/draft/${"A".repeat(43)}`)).status).toBe(404);
    expect((await api.get(`${CMS}/draft/short`)).status).toBe(400);
  });
});

describe("countries, size tables, redirects (§10.1, §10.2, §10.5)", () => {
  it("lists the countries with PL first", async () => {
    const countries = (await api.get("/api/ext/countries")).body.result;
    expect(countries[0]).toEqual({
      id: "PL",
      two_letter_abbreviation: "PL",
      full_name_locale: "Polska",
      full_name_english: "Poland",
      available_regions: [],
    });
    expect(countries.length).toBeGreaterThan(5);
  });

  it("lists size table summaries and returns one table", async () => {
    const list = (await api.get("/api/ext/size-tables")).body.result;
    expect(Object.keys(list[0]).sort()).toEqual(["category_ids", "id", "name"]);
    const table = (await api.get(`/api/ext/size-tables/${list[0].id}`)).body.result;
    expect(table).toMatchObject({ unit: "cm", columns: expect.any(Array), rows: expect.any(Array) });
    expect(table.rows[0]).toEqual(
      expect.objectContaining({ size: "XS", eu: expect.any(String), values: expect.any(Object) }),
    );
    expect(table.updated_at).toMatch(/Z$/);
  });

  it("answers 400 for a non-positive size table id and 404 for an unknown one", async () => {
    expect((await api.get("/api/ext/size-tables/0")).status).toBe(400);
    expect((await api.get("/api/ext/size-tables/99")).status).toBe(404);
  });

  it("lists redirects and looks one up by path", async () => {
    const all = (await api.get("/api/ext/redirects")).body.result;
    expect(all).toContainEqual({ from: "/stara-kolekcja", to: "/category/wyprzedaz", status: 301 });
    for (const r of all) expect(r.to.startsWith("/")).toBe(true);
    const hit = await api.get(`/api/ext/redirects/lookup?path=${encodeURIComponent("/stara-kolekcja")}`);
    expect(hit.body.result).toEqual({ from: "/stara-kolekcja", to: "/category/wyprzedaz", status: 301 });
    expect((await api.get("/api/ext/redirects/lookup?path=%2Fnic")).status).toBe(404);
  });

  it.each(["https://evil.example/x", "//evil.example/x", "stara-kolekcja", ""])(
    "rejects the lookup path %j",
    async (path) => {
      const res = await api.get(`/api/ext/redirects/lookup?path=${encodeURIComponent(path)}`);
      expect(res.status).toBe(400);
    },
  );
});

describe("POST /api/ext/start-page (§10.6)", () => {
  it("stores a record and answers OK", async () => {
    const res = await api.post("/api/ext/start-page", {
      url: "/category/sukienki?utm_source=x",
      date: new Date().toISOString(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, result: "OK" });
    const abs = await api.post(
      "/api/ext/start-page",
      { url: "http://localhost:3000/", date: new Date().toISOString() },
      { authorization: "Bearer bogus" },
    );
    expect(abs.status).toBe(200);
  });

  it("attributes the record to the customer of a valid token and ignores an invalid one", async () => {
    const { token, customer } = await registerAndLogin(api);
    const date = new Date().toISOString();
    expect(
      (
        await api.post(
          "/api/ext/start-page",
          { url: "/tag/nowosci", date },
          { authorization: `Bearer ${token}` },
        )
      ).status,
    ).toBe(200);
    expect(
      (await api.post("/api/ext/start-page", { url: "/tag/bogus", date }, { authorization: "Bearer nope" }))
        .status,
    ).toBe(200);
    const rows = await api.app.context.database.db
      .selectFrom("start_page_record")
      .selectAll()
      .where("url", "in", ["/tag/nowosci", "/tag/bogus"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.url, r.customer_id])).toEqual([
      ["/tag/nowosci", customer.id],
      ["/tag/bogus", null],
    ]);
  });

  it.each([
    [{ url: "https://evil.example/", date: new Date().toISOString() }, "url"],
    [{ url: "/", date: new Date(Date.now() - 25 * 3600_000).toISOString() }, "date"],
    [{ url: "/", date: "yesterday" }, "date"],
    [{ url: "/a\u0007b", date: new Date().toISOString() }, "url"],
    [{ url: "/" }, "date"],
    [{ url: "/", date: new Date().toISOString(), extra: 1 }, "extra"],
  ])("answers 400 for %j", async (body, path) => {
    const res = await api.post("/api/ext/start-page", body);
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0].path).toBe(path);
  });
});

describe("sitemap, robots and feeds (§10.7)", () => {
  it("pages the product sitemap", async () => {
    const res = await api.get("/api/ext/seo/sitemap?type=product&page=2&pageSize=10");
    expect(res.body.result).toMatchObject({ page: 2, page_size: 10 });
    expect(res.body.result.items).toHaveLength(10);
    // The canonical URL of a product page (the dispatcher path, behaviour.md §8.2), not the /p/ route form.
    expect(res.body.result.items[0].path).toMatch(/^\/[a-z0-9-]+$/);
    expect(res.body.result.total).toBeGreaterThan(500);
  });

  it("lists exactly the visible products, each at its canonical page path without a variant", async () => {
    const sitemap = (await api.get("/api/ext/seo/sitemap?type=product&pageSize=5000")).body.result;
    // the products the shop shows: enabled (status 0, 1) and visible (2, 3, 4), catalogue.md §5
    const visible: Json[] = [];
    for (let from = 0; ; from += 1000) {
      const { body } = await api.post(
        `/api/catalog/catalog/product/_search?request_format=search-query&size=1000&from=${from}&_source_include=url_path,type_id`,
        {
          _appliedFilters: [
            { attribute: "status", value: { in: [0, 1] } },
            { attribute: "visibility", value: { in: [2, 3, 4] } },
          ],
        },
      );
      visible.push(...body.hits.hits.map((hit: Json) => hit._source));
      if (body.hits.hits.length < 1000) break;
    }
    const paths = sitemap.items.map((item: Json) => item.path);
    expect(sitemap.total).toBe(visible.length);
    expect([...paths].sort()).toEqual(visible.map((p) => `/${p.url_path}`).sort());
    // a configurable product's canonical page names no variant (url-resolution's canonicalProductLink)
    const configurable = visible.find((p) => p.type_id === "configurable") as Json;
    expect(paths).toContain(`/${configurable.url_path}`);
    expect(paths.filter((path: string) => path.includes("childSku"))).toEqual([]);
  });

  it("lists categories (at their canonical URLs), CMS pages and tags", async () => {
    const categories = (await api.get("/api/ext/seo/sitemap?type=category")).body.result.items.map(
      (i: Json) => i.path,
    );
    expect(categories).toContain("/kobiety/sukienki");
    // The tag "wyprzedaz" owns /wyprzedaz (behaviour.md §8.6 resolves a tag first): the category is /c/….
    expect(categories).toContain("/c/wyprzedaz");
    expect(categories.filter((path: string) => path.startsWith("/category/"))).toEqual([]);
    const cms = (await api.get("/api/ext/seo/sitemap?type=cms")).body.result.items.map((i: Json) => i.path);
    expect(cms).toContain("/cms-page/o-nas");
    expect(cms).not.toContain("/cms-page/stara-promocja");
    expect(
      (await api.get("/api/ext/seo/sitemap?type=tag")).body.result.items.map((i: Json) => i.path),
    ).toContain("/tag/nowosci");
  });

  it("answers 400 for an unknown type or an oversized page", async () => {
    expect((await api.get("/api/ext/seo/sitemap?type=order")).status).toBe(400);
    expect((await api.get("/api/ext/seo/sitemap?type=product&pageSize=5001")).status).toBe(400);
  });

  it("returns the robots rules", async () => {
    const robots = (await api.get("/api/ext/seo/robots")).body.result;
    expect(robots.rules[0].disallow).toEqual(["/checkout", "/account", "/preview-cms-draft", "/szukaj"]);
    expect(robots.sitemaps).toEqual(["http://localhost:3000/sitemap.xml"]);
  });

  it("returns feed items with gross price strings", async () => {
    const feed = (await api.get("/api/ext/seo/feed/google.xml?pageSize=50")).body.result;
    expect(feed).toMatchObject({ filename: "google.xml", format: "xml" });
    expect(feed.items).toHaveLength(50);
    const item = feed.items[0];
    expect(item.price).toMatch(/^\d+\.\d{2} PLN$/);
    expect(["in_stock", "out_of_stock"]).toContain(item.availability);
    expect(item.condition).toBe("new");
    // The canonical URL of the product page (the dispatcher path, with the variant as childSku).
    expect(item.link).toMatch(/^http:\/\/localhost:3000\/[a-z0-9-]+(\?childSku=[A-Z0-9-]+)?$/);
  });

  it("answers 404 for an unconfigured feed and 400 for a bad file name", async () => {
    expect((await api.get("/api/ext/seo/feed/other.xml")).status).toBe(404);
    expect((await api.get("/api/ext/seo/feed/google.json")).status).toBe(400);
  });
});
