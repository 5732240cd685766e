import { describe, expect, it } from "vitest";
import { quickSearchQuery, searchQuery } from "./buildSearchQuery.js";
import { defaultListingConfig } from "./listingConfig.js";
import { isListingError, ListingError } from "./listingError.js";
import {
  hitSlug,
  normalizePaging,
  offlineSearchResult,
  searchCacheKeyInput,
  searchRequest,
  searchResultFrom,
} from "./searchRequest.js";
import { checkSearchText, searchTextFor } from "./searchText.js";

describe("normalizePaging", () => {
  it("turns size 0 or below into 50 and start below 0 into 0", () => {
    expect(normalizePaging({ size: 0, start: -1 })).toEqual({ size: 50, start: 0 });
    expect(normalizePaging({ size: -10, start: 0 })).toEqual({ size: 50, start: 0 });
  });

  it("turns a non-number into the default", () => {
    expect(normalizePaging({ size: "18", start: Number.NaN })).toEqual({ size: 50, start: 0 });
  });

  it("floors fractions before the checks", () => {
    expect(normalizePaging({ size: 18.9, start: 36.5 })).toEqual({ size: 18, start: 36 });
    expect(normalizePaging({ size: 0.5, start: -0.5 })).toEqual({ size: 50, start: 0 });
  });
});

describe("searchRequest", () => {
  it("POSTs to /api/catalog/catalog/product/_search with sorted, strictly encoded params", () => {
    const request = searchRequest({
      entityType: "product",
      query: quickSearchQuery("lniana"),
      size: 18,
      start: 0,
      includeFields: ["id", "sku", "name"],
      excludeFields: ["description"],
    });
    expect(request.method).toBe("POST");
    expect(request.url).toBe(
      "/api/catalog/catalog/product/_search?_source_exclude=description&_source_include=id,sku,name&from=0&request_format=search-query&size=18",
    );
    expect(request.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
    expect(request.body).toEqual(quickSearchQuery("lniana"));
  });

  it("normalises size and start and defaults to the page size 50", () => {
    expect(searchRequest({ entityType: "product", query: searchQuery({}), size: 0, start: -3 }).url).toBe(
      "/api/catalog/catalog/product/_search?from=0&request_format=search-query&size=50",
    );
    expect(searchRequest({ entityType: "tag", query: searchQuery({}) }).size).toBe(50);
  });

  it("encodes field patterns strictly but keeps the commas between them", () => {
    expect(
      searchRequest({ entityType: "product", query: searchQuery({}), excludeFields: ["*", "a(b)"] }).params
        ._source_exclude,
    ).toBe("*,a(b)");
    expect(
      searchRequest({ entityType: "product", query: searchQuery({}), excludeFields: ["*", "a(b)"] }).url,
    ).toContain("_source_exclude=%2A,a%28b%29");
  });

  it("throws 'No entity type registered for <type>' for an unknown entity type", () => {
    expect(() => searchRequest({ entityType: "order", query: searchQuery({}) })).toThrow(
      "No entity type registered for order",
    );
  });

  it("adds groupId and groupToken to the body only with price tiers on and the values set", () => {
    const plain = searchRequest({
      entityType: "product",
      query: searchQuery({}),
      groupId: 4,
      groupToken: "t",
    });
    expect(plain.body).toEqual(searchQuery({}));
    const tiers = searchRequest({
      entityType: "product",
      query: searchQuery({}),
      groupId: 4,
      groupToken: "t",
      config: { ...defaultListingConfig, usePriceTiers: true },
    });
    expect(tiers.body).toEqual({ ...searchQuery({}), groupId: 4, groupToken: "t" });
  });

  it("times out after 5000 ms in the browser and 1000 ms on the server", () => {
    expect(searchRequest({ entityType: "product", query: searchQuery({}) }).timeoutMs).toBe(5000);
    expect(
      searchRequest({ entityType: "product", query: searchQuery({}), environment: "server" }).timeoutMs,
    ).toBe(1000);
  });
});

describe("searchResultFrom", () => {
  const response = {
    took: 4,
    hits: {
      total: 42,
      hits: [
        {
          _index: "catalog",
          _type: "product",
          _id: "19",
          _score: 7.1,
          _source: { id: 19, sku: "SUK-0193", name: "Sukienka lniana", url_key: "sukienka-lniana" },
        },
        { _score: null, _source: { id: 20, sku: "X", slug: "own-slug" } },
      ],
    },
    aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 12 }] } },
    attribute_metadata: [{ attribute_code: "color", options: [{ value: "49", label: "Czarny" }] }],
  };

  it("maps hits to items with _score and slug, total, start, perPage, aggregations and metadata", () => {
    const result = searchResultFrom<Record<string, unknown>>(response, { start: 50, size: 50 });
    expect(result.items).toEqual([
      {
        id: 19,
        sku: "SUK-0193",
        name: "Sukienka lniana",
        url_key: "sukienka-lniana",
        _score: 7.1,
        slug: "sukienka-lniana",
      },
      { id: 20, sku: "X", slug: "own-slug", _score: null },
    ]);
    expect([result.total, result.start, result.perPage]).toEqual([42, 50, 50]);
    expect(result.aggregations).toBe(response.aggregations);
    expect(result.attributeMetadata).toBe(response.attribute_metadata);
    expect(result.suggestions).toEqual({});
  });

  it("unwraps a legacy { value } total and defaults missing metadata to []", () => {
    const result = searchResultFrom({ hits: { total: { value: 7 }, hits: [] } }, { start: 0, size: 10 });
    expect([result.total, result.attributeMetadata, result.aggregations]).toEqual([7, [], {}]);
  });

  it("rejects a backend error (code >= 400 or error)", () => {
    expect(() =>
      searchResultFrom({ code: 503, hits: { total: 0, hits: [] } }, { start: 0, size: 1 }),
    ).toThrow("Search request failed with code 503");
    try {
      searchResultFrom({ error: "boom", hits: { total: 0, hits: [] } }, { start: 0, size: 1 });
    } catch (error) {
      expect(isListingError(error) && error.reason).toBe("backend-error");
    }
  });
});

describe("hitSlug", () => {
  it("uses the slug, then url_key (when configured), then slugify(name)-id, else ''", () => {
    expect(hitSlug({ slug: "s", url_key: "u" })).toBe("s");
    expect(hitSlug({ url_key: "u", name: "N", id: 1 })).toBe("u");
    expect(
      hitSlug(
        { url_key: "u", name: "Żółta Sukienka", id: 1 },
        { ...defaultListingConfig, useUrlKeyAsSlug: false },
      ),
    ).toBe("zolta-sukienka-1");
    expect(hitSlug({ id: 1 })).toBe("");
  });
});

describe("offlineSearchResult", () => {
  it("is the empty offline answer of behaviour §7.11", () => {
    expect(offlineSearchResult()).toEqual({
      items: [],
      total: 0,
      start: 0,
      perPage: 0,
      aggregations: {},
      attributeMetadata: [],
      suggestions: {},
      offline: true,
      cache: true,
      noresults: true,
    });
  });
});

describe("searchCacheKeyInput", () => {
  it("lists store, type, searchQuery, size, from, groupId, _sourceInclude, _sourceExclude in this order", () => {
    const request = searchRequest({
      entityType: "product",
      query: quickSearchQuery("lniana"),
      size: 18,
      start: 36,
      excludeFields: ["description"],
    });
    expect(searchCacheKeyInput({ store: "pl", request })).toEqual({
      store: "pl",
      type: "product",
      searchQuery: quickSearchQuery("lniana"),
      size: 18,
      from: 36,
      groupId: null,
      _sourceInclude: null,
      _sourceExclude: ["description"],
    });
    expect(Object.keys(searchCacheKeyInput({ store: "pl", request }))).toEqual([
      "store",
      "type",
      "searchQuery",
      "size",
      "from",
      "groupId",
      "_sourceInclude",
      "_sourceExclude",
    ]);
  });
});

describe("checkSearchText", () => {
  it("needs 3 characters after trimming, with the spec's message", () => {
    const check = checkSearchText("  ab  ");
    expect(check.status).toBe("too-short");
    if (check.status === "too-short")
      expect(check.error.message).toBe("Searched term should consist of at least 3 characters.");
    expect(checkSearchText(" abc ")).toEqual({ status: "ok", text: "abc" });
  });

  it("treats empty text as clearing the results", () => {
    expect(checkSearchText("   ")).toEqual({ status: "empty" });
    expect(checkSearchText(undefined)).toEqual({ status: "empty" });
  });

  it("refuses more than 200 characters after trimming (api-contract.md _searchText), with its message", () => {
    expect(checkSearchText(` ${"a".repeat(200)} `)).toEqual({ status: "ok", text: "a".repeat(200) });
    const check = checkSearchText("a".repeat(201));
    expect(check.status).toBe("too-long");
    if (check.status === "too-long")
      expect(check.error.message).toBe("Searched term should consist of at most 200 characters.");
  });

  it("follows a configured minimum length", () => {
    expect(checkSearchText("abcd", { ...defaultListingConfig, minTermLength: 5 }).status).toBe("too-short");
  });
});

describe("searchTextFor", () => {
  it("is the trimmed text from 3 characters, else ''", () => {
    expect([searchTextFor("ab"), searchTextFor(" abc")]).toEqual(["", "abc"]);
  });
});

describe("slugs (issue 30, rule 8: formatting's slugify, behaviour §2.3)", () => {
  it("makes a hit's slug from its name by the one slug rule: & becomes -and-, / and – are dropped", () => {
    const slug = (name: string) =>
      hitSlug({ name, id: 7 }, { ...defaultListingConfig, useUrlKeyAsSlug: false });
    // the names the listing's own slug rule turned into other slugs than formatting's
    expect(slug("Torby & plecaki")).toBe("torby-and-plecaki-7");
    expect(slug("Lookbook jesień–zima (PDF)")).toBe("lookbook-jesienzima-pdf-7");
    expect(slug("Bluzka S/M")).toBe("bluzka-sm-7");
  });
});

describe("ListingError", () => {
  it("is recognised across bundles by name", () => {
    expect(isListingError(new ListingError({ reason: "empty-listing" }))).toBe(true);
    expect(
      isListingError(Object.assign(new Error("x"), { name: "ListingError", reason: "empty-listing" })),
    ).toBe(true);
    expect(isListingError(new Error("x"))).toBe(false);
  });
});
