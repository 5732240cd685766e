import { describe, expect, it } from "vitest";
import { normalizeUrlPath } from "./normalizeUrlPath.js";

describe("normalizeUrlPath", () => {
  it("returns blank input unchanged", () => {
    expect(normalizeUrlPath("")).toBe("");
    expect(normalizeUrlPath(undefined)).toBeUndefined();
    expect(normalizeUrlPath(null)).toBeNull();
  });

  it("adds a leading slash", () => {
    expect(normalizeUrlPath("kobieta/sukienki")).toBe("/kobieta/sukienki");
  });

  it("cuts the query before trimming the slash: /kobieta/?x=1 becomes /kobieta", () => {
    expect(normalizeUrlPath("/kobieta/?x=1")).toBe("/kobieta");
  });

  it("cuts from the first # too", () => {
    expect(normalizeUrlPath("/kobieta#opinie")).toBe("/kobieta");
  });

  it("removes only one trailing slash", () => {
    expect(normalizeUrlPath("/kobieta//")).toBe("/kobieta/");
  });

  it("keeps the trailing slash when clearTrailingSlash is false", () => {
    expect(normalizeUrlPath("/kobieta/", false)).toBe("/kobieta/");
  });

  it("keeps the root as /", () => {
    expect(normalizeUrlPath("/")).toBe("/");
    expect(normalizeUrlPath("?x=1")).toBe("/");
  });
});

describe("parseQuery", () => {
  it("keeps a __proto__ key as an own property", async () => {
    const { parseQuery } = await import("./encodeQuery.js");
    const parsed = parseQuery("__proto__=x&a=1");
    expect(Object.keys(parsed)).toEqual(["__proto__", "a"]);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
