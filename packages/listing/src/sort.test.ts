import { describe, expect, it } from "vitest";
import { defaultListingConfig } from "./listingConfig.js";
import { appliedSort, defaultSort, formatSort, parseSort, sortOptions } from "./sort.js";

describe("parseSort", () => {
  it("defaults the direction to asc", () => {
    expect(parseSort("final_price")).toEqual({ field: "final_price", direction: "asc" });
  });

  it("reads asc and desc case-insensitively", () => {
    expect(parseSort("updated_at:DESC")).toEqual({ field: "updated_at", direction: "desc" });
    expect(parseSort("name:Asc")).toEqual({ field: "name", direction: "asc" });
  });

  it("accepts dots in the field", () => {
    expect(parseSort("category.name:desc")).toEqual({ field: "category.name", direction: "desc" });
  });

  it("ignores an invalid field or direction", () => {
    expect(parseSort("price:up")).toBeNull();
    expect(parseSort("final price")).toBeNull();
    expect(parseSort("")).toBeNull();
    expect(parseSort("a:b:c")).toBeNull();
    expect(parseSort("_score;drop:desc")).toBeNull();
    expect(parseSort(undefined)).toBeNull();
  });
});

describe("formatSort", () => {
  it("writes field:direction", () => {
    expect(formatSort({ field: "final_price", direction: "asc" })).toBe("final_price:asc");
  });
});

describe("defaultSort", () => {
  it("is order_priority desc", () => {
    expect(defaultSort()).toEqual({ field: "order_priority", direction: "desc" });
    expect(
      defaultSort({ ...defaultListingConfig, defaultSortBy: { attribute: "name", order: "asc" } }),
    ).toEqual({ field: "name", direction: "asc" });
  });
});

describe("appliedSort", () => {
  it("travels as [{ field, options: direction }] and is empty for relevance", () => {
    expect(appliedSort({ field: "order_priority", direction: "desc" })).toEqual([
      { field: "order_priority", options: "desc" },
    ]);
    expect(appliedSort(null)).toEqual([]);
  });
});

describe("sortOptions", () => {
  it("lists Latest, Price: Low to high, Price: High to low in config order", () => {
    expect(sortOptions()).toEqual([
      { label: "Latest", id: "updated_at:desc", type: "sort" },
      { label: "Price: Low to high", id: "final_price", type: "sort" },
      { label: "Price: High to low", id: "final_price:desc", type: "sort" },
    ]);
  });
});
