// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cacheKey, ignoresQuery, isCacheableRequest, storableTags } from "./cachePolicy";

const rendered = (status: number, headers: Record<string, string>) => ({
  status,
  headers: new Headers(headers),
});

describe("isCacheableRequest", () => {
  it("answers catalogue GETs and HEADs from the cache", () => {
    expect(isCacheableRequest("GET", "/kobiety/sukienki", false)).toBe(true);
    expect(isCacheableRequest("HEAD", "/p/KOS-0047/koszula-w-krate-47.data", false)).toBe(true);
  });

  it("never for shopper pages, secrets, suggestions, credentials or other methods", () => {
    for (const path of [
      "/koszyk",
      "/koszyk/przenies",
      "/pl/checkout",
      "/account/orders",
      "/create-password",
      "/ocen-produkty/a/b",
    ])
      expect(isCacheableRequest("GET", path, false), path).toBe(false);
    expect(isCacheableRequest("GET", "/szukaj/podpowiedzi", false)).toBe(false);
    expect(isCacheableRequest("GET", "/kobiety", true)).toBe(false);
    expect(isCacheableRequest("POST", "/kobiety", false)).toBe(false);
  });
});

describe("storableTags", () => {
  it("stores a tagged 200", () => {
    expect(storableTags(rendered(200, { "x-cache-tags": "product P1  C2" }))).toEqual([
      "product",
      "P1",
      "C2",
    ]);
  });

  it("refuses untagged pages, other statuses, cookies, private answers and foreign Vary", () => {
    expect(storableTags(rendered(200, {}))).toBeNull();
    expect(storableTags(rendered(503, { "x-cache-tags": "P1" }))).toBeNull();
    expect(storableTags(rendered(404, { "x-cache-tags": "P1" }))).toBeNull();
    expect(storableTags(rendered(200, { "x-cache-tags": "P1", "set-cookie": "a=b" }))).toBeNull();
    expect(storableTags(rendered(200, { "x-cache-tags": "P1", "cache-control": "private" }))).toBeNull();
    expect(storableTags(rendered(200, { "x-cache-tags": "P1", vary: "Accept-Language" }))).toBeNull();
    expect(storableTags(rendered(200, { "x-cache-tags": "P1", vary: "Accept-Encoding" }))).toEqual(["P1"]);
  });
});

describe("cacheKey", () => {
  it("is the path and query, never the host", () => {
    expect(cacheKey(new URL("http://evil.example/kobiety?page=2"))).toBe("/kobiety?page=2");
  });
  it("is the path alone for the feeds, the sitemap and robots.txt, whatever the query (issue 31)", () => {
    for (const path of ["/feed/google.xml", "/feed/ceneo.csv", "/sitemap.xml", "/robots.txt"])
      expect(cacheKey(new URL(`http://shop.local${path}?x=${Math.random()}`)), path).toBe(path);
    expect(ignoresQuery("/feed/a/b.xml")).toBe(false);
    expect(ignoresQuery("/szukaj")).toBe(false);
  });
});
