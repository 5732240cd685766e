import { describe, expect, it } from "vitest";
import { multistoreDe } from "../test/configs.js";
import type { UrlResolvers } from "./resolveUrl.js";
import { resolveUrl } from "./resolveUrl.js";
import { defaultUrlConfig } from "./urlConfig.js";

/** Records a call, then answers `value`. */
function track<T>(calls: unknown[], call: unknown, value: T): T {
  calls.push(call);
  return value;
}

const everything: UrlResolvers = {
  findTag: (slug) => (slug === "nowosci" ? { slug: "nowosci" } : null),
  findCategory: (urlPath) =>
    urlPath === "kobieta/sukienki"
      ? { slug: "sukienki", url_path: "kobieta/sukienki", is_active: true }
      : null,
  findProduct: (query) =>
    query.urlPath === "sukienka-lniana"
      ? {
          sku: "P",
          type_id: "configurable",
          slug: "sukienka-lniana",
          url_path: "sukienka-lniana",
          status: 1,
          visibility: 4,
        }
      : null,
  findCmsPage: (path) => (path === "regulamin" ? { identifier: "regulamin-id", url_key: "regulamin" } : null),
};

describe("resolveUrl", () => {
  it("resolves a tag by its slug first: route tag, param slug, meta customListing tag", async () => {
    const outcome = await resolveUrl(
      { url: "/nowosci" },
      { ...everything, findCategory: () => ({ slug: "nowosci", url_path: "nowosci" }) },
    );
    expect(outcome.step).toBe("tag");
    expect(outcome.route).toEqual({
      name: "tag",
      params: { slug: "nowosci" },
      meta: { customListing: "tag" },
    });
  });

  it("resolves a category by url_path without the leading slash", async () => {
    const outcome = await resolveUrl({ url: "/kobieta/sukienki/" }, everything);
    expect(outcome.step).toBe("category");
    expect(outcome.route).toEqual({ name: "category", params: { slug: "sukienki" } });
  });

  it("skips an inactive category", async () => {
    const outcome = await resolveUrl(
      { url: "/stare" },
      { findCategory: () => ({ slug: "stare", url_path: "stare", is_active: false }) },
    );
    expect(outcome.step).toBe("not-found");
  });

  it("resolves a product whose url_path is the last segment, asking for visibility 2,3,4 and status 0,1", async () => {
    const queries: unknown[] = [];
    const outcome = await resolveUrl(
      { url: "/kobieta/sukienka-lniana", query: { childSku: "P-M" } },
      { findProduct: (query) => track(queries, query, everything.findProduct?.(query)) },
    );
    expect(queries).toEqual([{ urlPath: "sukienka-lniana", visibility: [2, 3, 4], status: [0, 1], size: 1 }]);
    expect(outcome.step).toBe("product");
    expect(outcome.route).toEqual({
      name: "configurable-product",
      params: { slug: "sukienka-lniana", parentSku: "P", childSku: "P-M" },
    });
  });

  it("does not take a disabled or not-visible product from a resolver that ignores the restriction", async () => {
    expect((await resolveUrl({ url: "/x" }, { findProduct: () => ({ sku: "P", status: 2 }) })).step).toBe(
      "not-found",
    );
    expect((await resolveUrl({ url: "/x" }, { findProduct: () => ({ sku: "P", visibility: 1 }) })).step).toBe(
      "not-found",
    );
  });

  it("resolves a content page with slug = url_key (else identifier)", async () => {
    expect((await resolveUrl({ url: "/regulamin" }, everything)).route).toEqual({
      name: "cms-page",
      params: { slug: "regulamin" },
    });
    const byIdentifier = await resolveUrl(
      { url: "/o-nas" },
      { findCmsPage: () => ({ identifier: "o-nas" }) },
    );
    expect(byIdentifier.route.params.slug).toBe("o-nas");
  });

  it("falls back to the fixed pages faq and partners", async () => {
    expect((await resolveUrl({ url: "/faq" }, everything)).route).toEqual({
      name: "cms-page",
      params: { slug: "faq" },
    });
    expect((await resolveUrl({ url: "/partners/" }, {})).route).toEqual({
      name: "cms-page",
      params: { slug: "partners" },
    });
    expect((await resolveUrl({ url: "/faq" }, everything)).step).toBe("fixed-page");
  });

  it("ends at page-not-found when nothing matches", async () => {
    const outcome = await resolveUrl({ url: "/nic-tu-nie-ma" }, everything);
    expect(outcome).toEqual({
      found: false,
      step: "not-found",
      route: { name: "page-not-found", params: { slug: "page-not-found" } },
      register: null,
      effects: [],
      log: [],
    });
  });

  it("tries the steps in order: tag, category, product, CMS page, fixed pages", async () => {
    const calls: string[] = [];
    await resolveUrl(
      { url: "/faq" },
      {
        findTag: () => track(calls, "tag", null),
        findCategory: () => track(calls, "category", null),
        findProduct: () => track(calls, "product", null),
        findCmsPage: () => track(calls, "cms", null),
      },
    );
    expect(calls).toEqual(["tag", "category", "product", "cms"]);
  });

  it("uses the dispatcher map and then the URL cache before any search, and registers nothing for them", async () => {
    const route = { name: "category", params: { slug: "x" } };
    const fromMap = await resolveUrl(
      { url: "/x/" },
      { fromDispatcherMap: (url) => (url === "/x" ? route : null), findTag: () => ({}) },
    );
    expect([fromMap.step, fromMap.register]).toEqual(["dispatcher-map", null]);
    const fromCache = await resolveUrl({ url: "/x" }, { fromUrlCache: () => route, findTag: () => ({}) });
    expect(fromCache.step).toBe("url-cache");
  });

  it("picks among several cached candidates by slug in reverse order", async () => {
    const outcome = await resolveUrl(
      { url: "/kobieta/sukienki" },
      {
        fromUrlCache: () => [
          { name: "category", params: { slug: "sukienki" } },
          { name: "category", params: { slug: "spodnie" } },
        ],
      },
    );
    expect(outcome.route.params.slug).toBe("sukienki");
  });

  it("logs a failed step and continues with the next one", async () => {
    const outcome = await resolveUrl(
      { url: "/regulamin" },
      {
        findTag: () => {
          throw new Error("search timeout");
        },
        findCategory: async () => Promise.reject(new Error("offline")),
        findCmsPage: everything.findCmsPage,
      },
    );
    expect(outcome.step).toBe("cms-page");
    expect(outcome.log).toEqual([
      {
        level: "error",
        message: "URL resolution step tag failed for /regulamin",
        context: { step: "tag", url: "/regulamin", error: "search timeout" },
      },
      {
        level: "error",
        message: "URL resolution step category failed for /regulamin",
        context: { step: "category", url: "/regulamin", error: "offline" },
      },
    ]);
  });

  it("registers a result of steps c–h under the normalised URL", async () => {
    const outcome = await resolveUrl({ url: "/kobieta/sukienki/?sort=name" }, everything);
    expect(outcome.register).toEqual({
      url: "/kobieta/sukienki",
      route: { name: "category", params: { slug: "sukienki" } },
    });
  });

  it("merges the query into the params, the query winning", async () => {
    const outcome = await resolveUrl({ url: "/kobieta/sukienki", query: "slug=override&page=2" }, everything);
    expect(outcome.route.params).toEqual({ slug: "override", page: "2" });
  });

  it("removes the store code from the path and prefixes the route name with it", async () => {
    const seen: string[] = [];
    const outcome = await resolveUrl(
      { url: "/de/kobieta/sukienki" },
      { findCategory: (urlPath) => track(seen, urlPath, everything.findCategory?.(urlPath)) },
      multistoreDe,
    );
    expect(seen).toEqual(["kobieta/sukienki"]);
    expect(outcome.route.name).toBe("de-category");
  });

  it("asks the mapping endpoint only when enableMapFallbackUrl is on, after the tag and before the category", async () => {
    const calls: string[] = [];
    const resolvers: UrlResolvers = {
      findTag: () => track(calls, "tag", null),
      mapUrl: (request) =>
        track(calls, `map:${request.body.url}`, { _type: "cms_page", _source: { identifier: "o-nas" } }),
      findCategory: () => track(calls, "category", null),
    };
    const off = await resolveUrl({ url: "/o-nas" }, resolvers);
    expect(calls).toEqual(["tag", "category"]);
    calls.length = 0;
    const on = await resolveUrl({ url: "/o-nas" }, resolvers, {
      ...defaultUrlConfig,
      enableMapFallbackUrl: true,
    });
    expect(calls).toEqual(["tag", "map:o-nas"]);
    expect([off.step, on.step, on.route]).toEqual([
      "not-found",
      "mapping",
      { name: "cms-page", params: { slug: "o-nas" } },
    ]);
    expect(on.effects).toEqual([{ type: "set-current-cms-page", page: { identifier: "o-nas" } }]);
  });

  it("continues after a failed or null mapping call", async () => {
    const config = { ...defaultUrlConfig, enableMapFallbackUrl: true };
    const failed = await resolveUrl(
      { url: "/regulamin" },
      { ...everything, mapUrl: () => Promise.reject(new Error("503")) },
      config,
    );
    expect([failed.step, failed.log.length]).toEqual(["cms-page", 1]);
    const empty = await resolveUrl({ url: "/regulamin" }, { ...everything, mapUrl: () => null }, config);
    expect([empty.step, empty.log.length]).toEqual(["cms-page", 0]);
  });

  it("resolves the root path to page-not-found without searching", async () => {
    const outcome = await resolveUrl(
      { url: "/" },
      { findTag: () => ({}), findCmsPage: () => ({ identifier: "home" }) },
    );
    expect(outcome.step).toBe("not-found");
  });
});
