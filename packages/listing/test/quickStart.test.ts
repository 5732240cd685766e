import { describe, expect, it } from "vitest";
import {
  availableFiltersFrom,
  categoryListingQuery,
  parseListingQuery,
  searchRequest,
  serializeListingState,
} from "../src/index.js";

describe("README quick start", () => {
  it("runs as written", () => {
    const state = parseListingQuery({
      sort: "final_price:desc",
      color: ["49", "50"],
      flag: "9",
      price: "50.0-100.0",
      utm_source: "x",
    });
    const query = serializeListingState(state); // { sort: "final_price:desc", price: "50.0-100.0", color: ["49", "50"], flags_ids: "9" }
    const body = categoryListingQuery({ categoryIds: [12, 13], state }); // the SearchQuery of api-contract §8.2
    const request = searchRequest({ entityType: "product", query: body, size: 50, start: 0 });
    // request.url === "/api/catalog/catalog/product/_search?from=0&request_format=search-query&size=50"
    const filters = availableFiltersFrom(
      { agg_terms_color: { buckets: [{ key: 49, doc_count: 3 }] } },
      { attributeMetadata: [{ attribute_code: "color", options: [{ value: "49", label: "Czarny" }] }] },
    );
    // filters.color → [{ id: "49", label: "Czarny", type: "color" }]; filters.sort → the three sort options

    expect(query).toEqual({
      sort: "final_price:desc",
      price: "50.0-100.0",
      color: ["49", "50"],
      flags_ids: "9",
    });
    expect(body._appliedFilters.map((f) => f.attribute)).toEqual([
      "visibility",
      "status",
      "category_ids",
      "color",
      "flags_ids",
      "price",
    ]);
    expect(request.url).toBe(
      "/api/catalog/catalog/product/_search?from=0&request_format=search-query&size=50",
    );
    expect(filters.color).toEqual([{ id: "49", label: "Czarny", type: "color" }]);
    expect(filters.sort).toHaveLength(3);
  });
});
