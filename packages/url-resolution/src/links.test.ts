import { describe, expect, it } from "vitest";
import { multistoreDe, noDispatcher } from "../test/configs.js";
import { childSkuLocation } from "./childSkuLocation.js";
import { formatCategoryLink } from "./formatCategoryLink.js";
import { canonicalProductLink, formatProductLink, needsChildSku } from "./formatProductLink.js";
import { catalogRoutes, productRouteName, routePath, storeName, storeRoutes } from "./routes.js";
import { parametrize, transformCategoryUrl, transformProductUrl } from "./transformUrls.js";
import { defaultUrlConfig } from "./urlConfig.js";

const configurable = {
  id: 1,
  sku: "P-M",
  parentSku: "P",
  type_id: "configurable",
  slug: "sukienka-lniana",
  url_path: "sukienka-lniana",
  configurable_children: [{}],
};

describe("formatProductLink", () => {
  it("uses url_path with ?childSku=<sku> for a product with configurable children", () => {
    expect(formatProductLink(configurable)).toBe("/sukienka-lniana?childSku=P-M");
  });

  it("adds childSku for a product with custom options", () => {
    expect(formatProductLink({ sku: "S/1", url_path: "pasek", options: [{}] })).toBe("/pasek?childSku=S%2F1");
  });

  it("uses url_path alone for a simple product", () => {
    expect(formatProductLink({ sku: "S", type_id: "simple", url_path: "pasek", options: [] })).toBe("/pasek");
  });

  it("prefixes the store code", () => {
    expect(formatProductLink({ sku: "S", url_path: "guertel" }, "de")).toBe("/de/guertel");
  });

  it("returns the named route without the dispatcher", () => {
    expect(formatProductLink(configurable, "", noDispatcher)).toEqual({
      name: "configurable-product",
      params: { parentSku: "P", slug: "sukienka-lniana", childSku: "P-M" },
    });
  });

  it("returns the named route when url_path is missing, with parentSku defaulting to sku", () => {
    expect(formatProductLink({ sku: "S", type_id: "simple", slug: "pasek" })).toEqual({
      name: "simple-product",
      params: { parentSku: "S", slug: "pasek", childSku: "S" },
    });
  });

  it("localises the named route for another store", () => {
    expect(formatProductLink({ sku: "S", type_id: "bundle", slug: "set" }, "it", noDispatcher)).toEqual({
      name: "it-bundle-product",
      params: { parentSku: "S", slug: "set", childSku: "S" },
    });
  });
});

describe("canonicalProductLink", () => {
  it("leaves out childSku for a configurable product with the dispatcher on", () => {
    expect(canonicalProductLink({ ...configurable, sku: "P", parentSku: null })).toBe("/sukienka-lniana");
  });

  it("leaves out childSku for a product with custom options", () => {
    expect(canonicalProductLink({ sku: "S/1", url_path: "pasek", options: [{}] })).toBe("/pasek");
  });

  it("gives the named route without a variant's segment when the dispatcher is off", () => {
    expect(canonicalProductLink({ sku: "S", type_id: "simple", slug: "pasek" }, "", noDispatcher)).toEqual({
      name: "simple-product",
      params: { parentSku: "S", slug: "pasek", childSku: "S" },
    });
  });
});

describe("needsChildSku", () => {
  it("is false without options and children", () => {
    expect(needsChildSku({ sku: "S", options: [], configurable_children: [] })).toBe(false);
  });
});

describe("formatCategoryLink", () => {
  const category = { id: 12, slug: "sukienki-12", url_path: "kobieta/sukienki" };

  it("is '/' + url_path with the dispatcher", () => {
    expect(formatCategoryLink(category)).toBe("/kobieta/sukienki");
  });

  it("is '/c/' + slug without the dispatcher", () => {
    expect(formatCategoryLink(category, "", noDispatcher)).toBe("/c/sukienki-12");
  });

  it("prefixes a store code that appends its code", () => {
    expect(formatCategoryLink(category, "de")).toBe("/de/kobieta/sukienki");
    expect(formatCategoryLink(category, "de", noDispatcher)).toBe("/de/c/sukienki-12");
  });

  it("drops the prefix when the target store has appendStoreCode false", () => {
    const config = {
      ...defaultUrlConfig,
      storeViews: { ...defaultUrlConfig.storeViews, it: { storeCode: "it", appendStoreCode: false } },
    };
    expect(formatCategoryLink(category, "it", config)).toBe("/kobieta/sukienki");
  });

  it("is the route form when a tag owns the dispatcher path (the tag resolves first, §8.6 c)", () => {
    const sale = { id: 7, slug: "wyprzedaz", url_path: "wyprzedaz" };
    const tagSlugs = new Set(["wyprzedaz", "nowosci"]);
    expect(formatCategoryLink(sale, "", defaultUrlConfig, { tagSlugs })).toBe("/c/wyprzedaz");
    expect(formatCategoryLink(sale, "de", defaultUrlConfig, { tagSlugs })).toBe("/de/c/wyprzedaz");
    expect(formatCategoryLink(category, "", defaultUrlConfig, { tagSlugs })).toBe("/kobieta/sukienki");
  });

  it("uses the current store code by default", () => {
    expect(formatCategoryLink(category, undefined, multistoreDe)).toBe("/de/kobieta/sukienki");
  });

  it("is '/' + prefix without a category", () => {
    expect(formatCategoryLink(null)).toBe("/");
    expect(formatCategoryLink(undefined, "de")).toBe("/de/");
  });
});

describe("routes", () => {
  it("names product routes type_id + '-product'", () => {
    expect(productRouteName("grouped")).toBe("grouped-product");
  });

  it("has /p/:parentSku/:slug for simple types and /p/:parentSku/:slug/:childSku for configurable and product", () => {
    const paths = Object.fromEntries(catalogRoutes.map((r) => [r.name, r.path]));
    for (const type of ["virtual", "bundle", "simple", "downloadable", "grouped"])
      expect(paths[`${type}-product`]).toBe("/p/:parentSku/:slug");
    expect(paths["configurable-product"]).toBe("/p/:parentSku/:slug/:childSku");
    expect(paths.product).toBe("/p/:parentSku/:slug/:childSku");
    expect(paths.category).toBe("/c/:slug");
    expect(paths.search).toBe("/szukaj");
    expect(paths["cms-page"]).toBe("/cms-page/:slug");
    expect(paths["cms-draft-preview"]).toBe("/preview-cms-draft/:key");
  });

  it("aliases /pwa.html to home and /category/:slug to category, and marks tag as a custom listing", () => {
    const byName = Object.fromEntries(catalogRoutes.map((r) => [r.name, r]));
    expect(byName.home?.alias).toEqual(["/pwa.html"]);
    expect(byName.category?.alias).toEqual(["/category/:slug"]);
    expect(byName.tag?.meta).toEqual({ customListing: "tag", scrollHandling: false });
  });

  it("copies every route per store with a prefixed name and path when multistore is on", () => {
    const routes = storeRoutes(catalogRoutes, { ...defaultUrlConfig, multistore: true });
    expect(routes).toHaveLength(catalogRoutes.length * 3);
    expect(routes.find((r) => r.name === "de-configurable-product")?.path).toBe(
      "/de/p/:parentSku/:slug/:childSku",
    );
    expect(routes.find((r) => r.name === "it-home")).toEqual({
      name: "it-home",
      path: "/it",
      alias: ["/it/pwa.html"],
    });
    expect(storeRoutes(catalogRoutes)).toHaveLength(catalogRoutes.length);
  });

  it("gives child routes the prefixed name at every depth and keeps their paths (§8.1)", () => {
    const parent = {
      name: "test1",
      path: "/test",
      children: [{ name: "test2", path: "test2", children: [{ name: "test3", path: "/test3" }] }],
    };
    const copies = storeRoutes([parent], { ...defaultUrlConfig, multistore: true });
    expect(copies.find((r) => r.name === "de-test1")).toEqual({
      name: "de-test1",
      path: "/de/test",
      children: [{ name: "de-test2", path: "test2", children: [{ name: "de-test3", path: "/test3" }] }],
    });
    expect(copies[0]).toBe(parent);
  });

  it("prefixes a route name with the current store only with multistore and appendStoreCode", () => {
    expect(storeName("category", multistoreDe)).toBe("de-category");
    expect(storeName("category", { ...multistoreDe, multistore: false })).toBe("category");
  });

  it("turns a named route into a path", () => {
    expect(routePath({ name: "de-category", params: { slug: "kleider" } })).toBe("/de/c/kleider");
    expect(
      routePath({ name: "simple-product", params: { parentSku: "S", slug: "pasek" }, query: { a: "1" } }),
    ).toBe("/p/S/pasek?a=1");
    expect(
      routePath({ name: "configurable-product", params: { parentSku: "P", slug: "s" } }),
    ).toBeUndefined();
    expect(routePath({ name: "nope" })).toBeUndefined();
  });
});

describe("transformProductUrl / transformCategoryUrl", () => {
  it("builds the product route with childSku from the URL params, else the sku", () => {
    expect(transformProductUrl(configurable, { childSku: "P-L" })).toEqual({
      name: "configurable-product",
      params: { slug: "sukienka-lniana", parentSku: "P", childSku: "P-L" },
    });
    expect(transformProductUrl({ sku: "S", type_id: "simple", slug: "x" }).params.childSku).toBe("S");
  });

  it("uses the store name with multistore", () => {
    expect(transformCategoryUrl({ slug: "kleider" }, multistoreDe)).toEqual({
      name: "de-category",
      params: { slug: "kleider" },
    });
  });
});

describe("parametrize", () => {
  it("lets the query win over route params", () => {
    expect(
      parametrize(
        { name: "configurable-product", params: { childSku: "A", slug: "s" } },
        { childSku: "B" },
        "",
      ),
    ).toEqual({
      name: "configurable-product",
      params: { childSku: "B", slug: "s" },
    });
  });

  it("prefixes the store code once", () => {
    expect(parametrize({ name: "tag", params: {} }, {}, "de").name).toBe("de-tag");
    expect(parametrize({ name: "de-tag", params: {} }, {}, "de").name).toBe("de-tag");
  });

  it("parses a string query", () => {
    expect(parametrize({ name: "x", params: {} }, "?a=1&a=2&b=%C5%BC", "").params).toEqual({
      a: ["1", "2"],
      b: "ż",
    });
  });
});

describe("childSkuLocation", () => {
  it("puts childSku in the query with the dispatcher and in the params without, replacing history", () => {
    expect(childSkuLocation("P-M")).toEqual({ in: "query", query: { childSku: "P-M" }, replace: true });
    expect(childSkuLocation("P-M", noDispatcher)).toEqual({
      in: "params",
      params: { childSku: "P-M" },
      replace: true,
    });
  });
});
