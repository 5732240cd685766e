import { describe, expect, it } from "vitest";
import { multistoreDe } from "../test/configs.js";
import { mapUrlRequest, pickMappingCandidate, routeFromMapping } from "./mapUrlRequest.js";
import { registerMapping } from "./registerMapping.js";
import { defaultUrlConfig } from "./urlConfig.js";

describe("mapUrlRequest", () => {
  it("posts the body of behaviour §8.7 to the map endpoint", () => {
    expect(mapUrlRequest("/kobieta/sukienka-lniana/", { childSku: "P-M" })).toEqual({
      method: "POST",
      url: "/api/url/map",
      body: {
        url: "kobieta/sukienka-lniana",
        includeFields: null,
        excludeFields: [],
        options: {
          prefetchGroupProducts: true,
          assignProductConfiguration: true,
          populateRequestCacheTags: false,
          setProductErrors: false,
          fallbackToDefaultWhenNoAvailable: true,
          separateSelectedVariant: false,
          setConfigurableProductOptions: true,
          filterUnavailableVariants: false,
        },
        filters: { sku: "P-M" },
        groupId: null,
        groupToken: null,
      },
    });
  });

  it("strips the store code, adds storeCode to the endpoint and sends the group only with price tiers", () => {
    const request = mapUrlRequest(
      "/de/kleid",
      {},
      { ...multistoreDe, usePriceTiers: true },
      { groupId: 4, groupToken: "t" },
    );
    expect([request.url, request.body.url, request.body.groupId, request.body.groupToken]).toEqual([
      "/api/url/map?storeCode=de",
      "kleid",
      4,
      "t",
    ]);
    expect(mapUrlRequest("/kleid", {}, defaultUrlConfig, { groupId: 4 }).body.groupId).toBeNull();
  });
});

describe("routeFromMapping", () => {
  it("maps a product hit to its product route and caches it under sku$$<parentSku>", () => {
    const answer = { _type: "product", _source: { sku: "P", type_id: "configurable", slug: "s" } };
    expect(routeFromMapping(answer, { childSku: "P-M" })).toEqual({
      route: { name: "configurable-product", params: { slug: "s", parentSku: "P", childSku: "P-M" } },
      effects: [{ type: "cache-product", key: "sku$$P", product: answer._source }],
    });
  });

  it("maps a category hit to the category route and adds it to the store", () => {
    const answer = { _type: "category", _source: { slug: "sukienki" } };
    expect(routeFromMapping(answer, {})).toEqual({
      route: { name: "category", params: { slug: "sukienki" } },
      effects: [{ type: "add-category", category: answer._source }],
    });
  });

  it("maps anything else, and null, to no route", () => {
    expect(routeFromMapping({ _type: "review", _source: {} }, {}).route).toBeNull();
    expect(routeFromMapping(null, {}).route).toBeNull();
  });
});

describe("pickMappingCandidate", () => {
  it("considers candidates in reverse order, needs params.slug and a slug inside the URL, and does not mutate", () => {
    const candidates = [
      { name: "a", params: { slug: "sukienki" } },
      { name: "b", params: {} },
      { name: "c", params: { slug: "kobieta" } },
    ];
    expect(pickMappingCandidate(candidates, "/kobieta/sukienki")?.name).toBe("c");
    expect(candidates.map((c) => c.name)).toEqual(["a", "b", "c"]);
    expect(pickMappingCandidate(candidates, "/meska")).toBeNull();
  });
});

describe("registerMapping", () => {
  it("stores the first registration under the normalised URL and returns the cache write", () => {
    const route = { name: "category", params: { slug: "x" } };
    const first = registerMapping({}, "x/", route);
    expect(first).toEqual({
      map: { "/x": route },
      effect: { type: "store-url", collection: "url", key: "/x", route },
    });
    const second = registerMapping(first.map, "/x", { name: "tag", params: {} });
    expect(second.map).toBe(first.map);
    expect(second.effect).toBeNull();
  });
});
