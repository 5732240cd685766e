import { describe, expect, it } from "vitest";
import { flag, numberish } from "./coerce.js";
import { createTransport, normaliseToken } from "./createTransport.js";
import { searchQueryString } from "./searchCatalog.js";

describe("numberish", () => {
  it("accepts numbers and numeric strings", () => {
    expect(numberish.parse(2)).toBe(2);
    expect(numberish.parse("2")).toBe(2);
    expect(numberish.parse(" 129.99 ")).toBe(129.99);
  });

  it("rejects other strings", () => {
    expect(numberish.safeParse("abc").success).toBe(false);
  });
});

describe("flag", () => {
  it("coerces '0'/'1', 0/1 and booleans", () => {
    expect([flag.parse("1"), flag.parse(1), flag.parse(true)]).toEqual([true, true, true]);
    expect([flag.parse("0"), flag.parse(0), flag.parse(false)]).toEqual([false, false, false]);
  });
});

describe("normaliseToken", () => {
  it("counts '', 'null' and 'undefined' as no token", () => {
    expect(["", "null", "undefined", null, undefined].map(normaliseToken)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(normaliseToken("abc")).toBe("abc");
  });
});

describe("searchQueryString", () => {
  it("sorts keys alphabetically and encodes field lists strictly", () => {
    expect(
      searchQueryString({
        size: 50,
        start: 0,
        includeFields: ["sku", "name"],
        excludeFields: ["description"],
      }),
    ).toBe(
      "_source_exclude=description&_source_include=sku%2Cname&from=0&request_format=search-query&size=50",
    );
  });
});

describe("createTransport defaults", () => {
  it("uses the bearer header, 5 000 ms, and 5 000 ms for searches in the browser", () => {
    const { config } = createTransport({ apiOrigin: "http://127.0.0.1:8080/" });
    expect(config).toMatchObject({
      apiOrigin: "http://127.0.0.1:8080",
      tokenPlacement: "header",
      environment: "browser",
      timeoutMs: 5_000,
      searchTimeoutMs: 5_000,
    });
  });

  it("uses 1 000 ms for searches on the server", () => {
    expect(createTransport({ apiOrigin: "http://x", environment: "server" }).config.searchTimeoutMs).toBe(
      1_000,
    );
  });

  it("lets a configured template override a default one", () => {
    const { config } = createTransport({
      apiOrigin: "http://x",
      endpoints: { stockList: "/vsbridge/stock/list" },
    });
    expect(config.endpoints.stockList).toBe("/vsbridge/stock/list");
    expect(config.endpoints.stockCheck).toBe("/api/stock/check");
  });
});
