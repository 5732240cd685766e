import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILTIN_NAMES, builtinName } from "./builtinNames.js";
import { type Json, type RunningServer, startServer } from "./startServer.js";

// S1: no input may cause a 500. Generated bad bodies, queries and paths always get a 4xx with a clear
// message (or a 200 when the random input happens to be valid).

let api: RunningServer;
beforeAll(async () => {
  api = await startServer({ RATE_LIMITS: "off" });
}, 60_000);
afterAll(() => api.stop());

function expectClean(status: number, body: Json): void {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    expect(body.code).toBe(status);
    expect(typeof body.result.message).toBe("string");
    expect(body.result.message.length).toBeGreaterThan(3);
    if (status === 400) {
      expect(Array.isArray(body.result.issues)).toBe(true);
      for (const issue of body.result.issues) {
        expect(typeof issue.path).toBe("string");
        expect(typeof issue.code).toBe("string");
        expect(typeof issue.message).toBe("string");
      }
    }
  }
}

const FIELDS = [
  "id",
  "sku",
  "price",
  "color",
  "size",
  "status",
  "visibility",
  "category_ids",
  "created_at",
  "stock.is_in_stock",
  "name",
  "color_options",
  "flags_ids",
  "special_from_date",
  "x",
  ...BUILTIN_NAMES,
];
const scalar = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("2024-01-01", "12", "1", "true"),
  builtinName,
);
const operand = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(
    fc.constantFrom("eq", "in", "neq", "nin", "gt", "gte", "lt", "lte", "like", "or", ...BUILTIN_NAMES),
    fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
    { maxKeys: 3 },
  ),
);
const searchBody = fc.record(
  {
    _appliedFilters: fc.oneof(
      fc.array(
        fc.record(
          {
            attribute: fc.constantFrom(...FIELDS),
            value: operand,
            scope: fc.constantFrom("default", "catalog", ["catalog"], "x"),
          },
          { requiredKeys: ["attribute"] },
        ),
        { maxLength: 4 },
      ),
      fc.jsonValue(),
    ),
    _availableFilters: fc.array(
      fc.record(
        {
          field: fc.constantFrom(...FIELDS),
          scope: fc.constantFrom("catalog"),
          options: fc.record({ size: fc.integer({ min: -5, max: 2000 }) }, { requiredKeys: [] }),
        },
        { requiredKeys: ["field"] },
      ),
      { maxLength: 3 },
    ),
    _appliedSort: fc.array(
      fc.record({
        field: fc.constantFrom(...FIELDS, "_score", "random"),
        options: fc.oneof(
          fc.constantFrom("asc", "desc", "up"),
          builtinName,
          fc.record({ order: fc.constantFrom("asc", "desc", 1) }),
        ),
      }),
      { maxLength: 4 },
    ),
    _searchText: fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("sukienka", "zolta bluzka", "SUK-0001", "a"),
    ),
  },
  { requiredKeys: [] },
);
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 4 }), searchBody);
const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom("", "-1", "1e3", "0", "50", "PLN", "search-query", "a,b,,c"),
  builtinName,
  builtinName.map((n) => `${n}:desc`),
);
const query = (names: string[]) =>
  fc
    .dictionary(fc.constantFrom(...names, ...BUILTIN_NAMES), queryValue, { maxKeys: 5 })
    .map((d) => new URLSearchParams(d as Record<string, string>).toString());
const segment = fc.oneof(
  fc.string({ maxLength: 15 }).map(encodeURIComponent),
  fc.constantFrom("..", "%2e%2e", "0", "-1", "99999999999", "faq", "home", "1", "%00", "%ZZ", "a.png"),
  builtinName,
);

describe("generated bad input never causes a 5xx", () => {
  it("POST search bodies for every entity type", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("product", "category", "review", "tag", "cms_page"),
        anyJson,
        query(["size", "from", "sort", "_source_include", "_source_exclude", "x"]),
        async (type, body, q) => {
          const res = await api.post(
            `/api/catalog/catalog/${type}/_search?request_format=search-query&${q}`,
            body,
          );
          expectClean(res.status, res.body);
        },
      ),
    );
  });

  it("GET search with a random `request` parameter", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          anyJson.map((j) => JSON.stringify(j)),
        ),
        async (request) => {
          const res = await api.get(
            `/api/catalog/catalog/product/_search?request_format=search-query&request=${encodeURIComponent(request)}`,
          );
          expectClean(res.status, res.body);
        },
      ),
    );
  });

  it("raw, non-JSON and oversized bodies", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 50 }),
          fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString("latin1")),
        ),
        fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/json; charset=utf-8",
        ),
        fc.constantFrom(
          "/api/url/map",
          "/api/ext/start-page",
          "/api/catalog/catalog/product/_search?request_format=search-query",
        ),
        async (raw, type, path) => {
          const res = await api.request(path, {
            method: "POST",
            headers: { "content-type": type },
            body: raw,
          });
          expectClean(res.status, (await res.json()) as Json);
        },
      ),
    );
  });

  it("POST /api/url/map and /api/ext/start-page bodies", async () => {
    const urlMap = fc.record(
      {
        url: fc.oneof(fc.string({ maxLength: 600 }), scalar),
        includeFields: fc.oneof(fc.array(fc.string({ maxLength: 10 })), fc.constant(null), scalar),
        excludeFields: fc.jsonValue({ maxDepth: 2 }),
        options: fc.jsonValue({ maxDepth: 2 }),
        filters: fc.jsonValue({ maxDepth: 2 }),
        groupId: scalar,
      },
      { requiredKeys: [] },
    );
    const startPage = fc.record(
      {
        url: fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.constantFrom("/", "http://localhost:3000/x", "javascript:alert(1)"),
        ),
        date: fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(urlMap, fc.jsonValue()),
        fc.oneof(startPage, fc.jsonValue()),
        async (a, b) => {
          const first = await api.post("/api/url/map", a);
          expectClean(first.status, first.body);
          const second = await api.post("/api/ext/start-page", b);
          expectClean(second.status, second.body);
        },
      ),
    );
  });

  it("query strings of the stock, price, redirect, sitemap and layout endpoints", async () => {
    const endpoints: [string, string[]][] = [
      ["/api/stock/check", ["sku", "storeCode", "x"]],
      ["/api/stock/list", ["skus", "x"]],
      ["/api/product/render-list", ["skus", "currencyCode", "storeId", "userGroupId", "token", "x"]],
      ["/api/ext/redirects/lookup", ["path", "x"]],
      ["/api/ext/seo/sitemap", ["type", "page", "pageSize"]],
      ["/api/ext/seo/feed/google.xml", ["page", "pageSize", "x"]],
      ["/api/ext/cms-data/layout/home", ["lang", "x"]],
      ["/api/ext/countries", ["x", "storeCode"]],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints).chain(([path, names]) => query(names).map((q) => `${path}?${q}`)),
        async (url) => {
          const res = await api.get(url);
          expectClean(res.status, res.body);
        },
      ),
    );
  });

  it("path segments of the CMS, size-table, feed and image endpoints", async () => {
    const templates = [
      (a: string) => `/api/ext/cms-data/cmsPage/${a}`,
      (a: string) => `/api/ext/cms-data/cmsBlock/${a}`,
      (a: string, b: string) => `/api/ext/cms-data/cmsPageIdentifier/${a}/storeId/${b}`,
      (a: string, b: string) => `/api/ext/cms-data/cmsBlockIdentifier/${a}/storeId/${b}`,
      (a: string) => `/api/ext/cms-data/layout/${a}`,
      (a: string) => `/api/ext/cms-data/draft/${a}`,
      (a: string) => `/api/ext/size-tables/${a}`,
      (a: string) => `/api/ext/seo/feed/${a}`,
      (a: string, b: string) => `/img/${a}/${b}/resize/sukienka/czarny/suk-0001.png`,
      (a: string, b: string) => `/img/150/150/${a}/${b}`,
      (a: string, b: string) => `/api/catalog/${a}/${b}/_search?request_format=search-query`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...templates), segment, segment, async (template, a, b) => {
        const res = await api.request(template(a, b));
        const text = await res.text();
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expectClean(res.status, JSON.parse(text));
      }),
    );
  });
});
