import { describe, expect, it } from "vitest";
import {
  categoryListingQuery,
  categoryOptionsQuery,
  childProductsQuery,
  chosenFilters,
  configurableParentQuery,
  defaultAvailableFilters,
  filterScalar,
  listingBaseFilters,
  productByKeyQuery,
  productByUrlPathQuery,
  quickSearchQuery,
  relatedProductsQuery,
  searchPageQuery,
  tagListingQuery,
  visibleProductFilters,
} from "./buildSearchQuery.js";
import { defaultListingConfig } from "./listingConfig.js";
import { isListingError } from "./listingError.js";
import { emptyListingState, parseListingQuery } from "./listingState.js";

const inStockOnly = { ...defaultListingConfig, listOutOfStockProducts: false };
const visibility = { attribute: "visibility", value: { in: [2, 3, 4] }, scope: "default" };
const status = { attribute: "status", value: { in: [0, 1] }, scope: "default" };
const available = [
  { field: "color", scope: "catalog", options: { size: 999 } },
  { field: "price", scope: "catalog" },
  { field: "size", scope: "catalog", options: { size: 999 } },
  { field: "flags_ids", scope: "catalog", options: { size: 999 } },
];

describe("visibleProductFilters", () => {
  it("restricts a search to visibility 2, 3, 4 and status 0, 1, whatever the stock setting", () => {
    expect(visibleProductFilters()).toEqual([visibility, status]);
    expect(listingBaseFilters(inStockOnly).slice(0, 2)).toEqual(visibleProductFilters());
  });
});

describe("listingBaseFilters", () => {
  it("always restricts visibility to 2, 3, 4 and status to 0, 1", () => {
    expect(listingBaseFilters()).toEqual([visibility, status]);
  });

  it("adds stock.is_in_stock eq true only when out-of-stock products are not listed", () => {
    expect(listingBaseFilters(inStockOnly)).toEqual([
      visibility,
      status,
      { attribute: "stock.is_in_stock", value: { eq: true }, scope: "default" },
    ]);
  });
});

describe("categoryListingQuery", () => {
  it("builds the category listing SearchQuery of api-contract §8.2 exactly", () => {
    const state = parseListingQuery({ color: ["49", "50"], price: "50.0-100.0" });
    const query = categoryListingQuery({ categoryIds: [12], state });
    expect(query).toEqual({
      _availableFilters: available,
      _appliedFilters: [
        visibility,
        status,
        { attribute: "category_ids", value: { in: [12] }, scope: "default" },
        { attribute: "color", value: { in: [49, 50] }, scope: "catalog" },
        { attribute: "price", value: { gte: 50, lt: 100 }, scope: "catalog" },
      ],
      _appliedSort: [{ field: "order_priority", options: "desc" }],
      _searchText: "",
    });
    expect(Object.keys(query)).toEqual([
      "_availableFilters",
      "_appliedFilters",
      "_appliedSort",
      "_searchText",
    ]);
  });

  it("includes descendants in category_ids and uses the route sort", () => {
    const query = categoryListingQuery({
      categoryIds: [12, 13, 14],
      state: parseListingQuery({ sort: "final_price:desc" }),
    });
    expect(query._appliedFilters[2]).toEqual({
      attribute: "category_ids",
      value: { in: [12, 13, 14] },
      scope: "default",
    });
    expect(query._appliedSort).toEqual([{ field: "final_price", options: "desc" }]);
  });

  it("takes the text from q only from 3 characters", () => {
    expect(
      categoryListingQuery({ categoryIds: [2], state: { ...emptyListingState, q: "ab" } })._searchText,
    ).toBe("");
    expect(
      categoryListingQuery({ categoryIds: [2], state: { ...emptyListingState, q: "abc" } })._searchText,
    ).toBe("abc");
  });

  it("adds the stock filter before category_ids when out-of-stock products are not listed", () => {
    const query = categoryListingQuery({ categoryIds: [12], state: emptyListingState, config: inStockOnly });
    expect(query._appliedFilters.map((f) => f.attribute)).toEqual([
      "visibility",
      "status",
      "stock.is_in_stock",
      "category_ids",
    ]);
  });
});

describe("chosenFilters", () => {
  it("lets price_from / price_to win over a price bucket", () => {
    const state = parseListingQuery({ price: "0.0-50.0", price_from: "20", price_to: "80" });
    expect(chosenFilters(state)).toEqual([
      { attribute: "price", value: { gte: 20, lte: 80 }, scope: "catalog" },
    ]);
  });

  it("keeps gte 0 for the first bucket and leaves the upper bound out for the open one", () => {
    expect(chosenFilters(parseListingQuery({ price: "0.0-50.0" }))).toEqual([
      { attribute: "price", value: { gte: 0, lt: 50 }, scope: "catalog" },
    ]);
    expect(chosenFilters(parseListingQuery({ price: "150.0-*" }))).toEqual([
      { attribute: "price", value: { gte: 150 }, scope: "catalog" },
    ]);
  });

  it("sends flag and flags_ids as one flags_ids in [...] filter", () => {
    expect(chosenFilters(parseListingQuery({ flag: ["9", "12"], flags_ids: "12" }))).toEqual([
      { attribute: "flags_ids", value: { in: [9, 12] }, scope: "catalog" },
    ]);
  });

  it("keeps only ids among the available options when they are given", () => {
    const state = parseListingQuery({ color: ["49", "99"], size: "7" });
    expect(chosenFilters(state, { color: [{ id: "49", label: "Czarny", type: "color" }] })).toEqual([
      { attribute: "color", value: { in: [49] }, scope: "catalog" },
    ]);
  });

  it("keeps the chosen filters in key order", () => {
    expect(chosenFilters(parseListingQuery({ size: "7", color: "49" })).map((f) => f.attribute)).toEqual([
      "size",
      "color",
    ]);
  });
});

describe("filterScalar", () => {
  it("turns canonical integers into numbers and keeps other ids as strings", () => {
    expect([
      filterScalar("49"),
      filterScalar("0"),
      filterScalar("-3"),
      filterScalar("049"),
      filterScalar("4.5"),
      filterScalar("abc"),
      filterScalar("99999999999999999999"),
    ]).toEqual([49, 0, -3, "049", "4.5", "abc", "99999999999999999999"]);
  });
});

describe("defaultAvailableFilters", () => {
  it("asks for 999 buckets per terms facet and sends price without options for the standard ranges", () => {
    expect(defaultAvailableFilters()).toEqual(available);
  });

  it("sends the ranges when the configured ranges differ and honours a per-attribute size", () => {
    const config = {
      ...defaultListingConfig,
      priceRanges: [{ from: 0, to: 100 }, { from: 100 }],
      filterAggregationSize: { default: 999, color: 50 },
    };
    const facets = defaultAvailableFilters(config);
    expect(facets[0]).toEqual({ field: "color", scope: "catalog", options: { size: 50 } });
    expect(facets[1]).toEqual({
      field: "price",
      scope: "catalog",
      options: { ranges: [{ from: 0, to: 100 }, { from: 100 }] },
    });
  });
});

describe("categoryOptionsQuery", () => {
  it("is the base listing query without chosen filters, size 999, excluding every field", () => {
    const { query, size, excludeFields } = categoryOptionsQuery({ categoryIds: [12] });
    expect(query._appliedFilters).toEqual([
      visibility,
      status,
      { attribute: "category_ids", value: { in: [12] }, scope: "default" },
    ]);
    expect(query._availableFilters).toEqual(available);
    expect([size, excludeFields]).toEqual([999, ["*"]]);
  });
});

describe("tagListingQuery", () => {
  it("filters flags_ids in [tag id] with the default filters available and the default sort", () => {
    expect(tagListingQuery({ tagId: 9 })).toEqual({
      _availableFilters: available,
      _appliedFilters: [visibility, status, { attribute: "flags_ids", value: { in: [9] }, scope: "default" }],
      _appliedSort: [{ field: "order_priority", options: "desc" }],
      _searchText: "",
    });
  });
});

describe("searchPageQuery / quickSearchQuery", () => {
  it("gives the search page the text, the chosen filters and the default filters", () => {
    const query = searchPageQuery({ state: parseListingQuery({ q: " sukienka ", color: "49" }) });
    expect(query._searchText).toBe("sukienka");
    expect(query._appliedFilters).toEqual([
      visibility,
      status,
      { attribute: "color", value: { in: [49] }, scope: "catalog" },
    ]);
    expect(query._availableFilters).toEqual(available);
  });

  it("keeps the relevance order on the search page unless a sort is chosen", () => {
    expect(searchPageQuery({ state: parseListingQuery({ q: "żółta" }) })._appliedSort).toEqual([]);
    expect(
      searchPageQuery({ state: parseListingQuery({ q: "żółta", sort: "final_price:desc" }) })._appliedSort,
    ).toEqual([{ field: "final_price", options: "desc" }]);
  });

  it("gives the quick panel the same base filters and text but no facets and no sort", () => {
    expect(quickSearchQuery("sukienka")).toEqual({
      _availableFilters: [],
      _appliedFilters: [visibility, status],
      _appliedSort: [],
      _searchText: "sukienka",
    });
  });

  it("sends no text below 3 characters", () => {
    expect(quickSearchQuery("su")._searchText).toBe("");
  });
});

describe("other product queries", () => {
  it("related products: key in skus, visibility 2,3,4, status 1 only", () => {
    expect(relatedProductsQuery("sku", ["A", "B"], inStockOnly)._appliedFilters).toEqual([
      { attribute: "sku", value: { in: ["A", "B"] }, scope: "default" },
      visibility,
      { attribute: "status", value: { in: [1] }, scope: "default" },
      { attribute: "stock.is_in_stock", value: { eq: true }, scope: "default" },
    ]);
  });

  it("grouped and bundle children: sku in skus, status 1, size = number of skus", () => {
    const { query, size } = childProductsQuery(["A", "B", "C"]);
    expect(query._appliedFilters).toEqual([
      { attribute: "sku", value: { in: ["A", "B", "C"] }, scope: "default" },
      { attribute: "status", value: { in: [1] }, scope: "default" },
    ]);
    expect(size).toBe(3);
  });

  it("product by key: key eq value only, size 1", () => {
    expect(productByKeyQuery("sku", "SUK-1")).toEqual({
      query: {
        _availableFilters: [],
        _appliedFilters: [{ attribute: "sku", value: { eq: "SUK-1" }, scope: "default" }],
        _appliedSort: [],
        _searchText: "",
      },
      size: 1,
    });
  });

  it("product by key throws 'Please provide the search key sku for product/single action!' for a blank value", () => {
    expect(() => productByKeyQuery("sku", "")).toThrow(
      "Please provide the search key sku for product/single action!",
    );
    try {
      productByKeyQuery("url_key", undefined);
    } catch (error) {
      expect(isListingError(error) && error.reason).toBe("missing-search-key");
    }
  });

  it("configurable parent: configurable_children.sku eq sku, size 1", () => {
    expect(configurableParentQuery("P-M").query._appliedFilters).toEqual([
      { attribute: "configurable_children.sku", value: { eq: "P-M" }, scope: "default" },
    ]);
  });

  it("unknown-path product: url_path eq segment, visibility 2,3,4, status 0,1, size 1", () => {
    const { query, size } = productByUrlPathQuery("sukienka-lniana");
    expect(query._appliedFilters).toEqual([
      { attribute: "url_path", value: { eq: "sukienka-lniana" }, scope: "default" },
      visibility,
      status,
    ]);
    expect(size).toBe(1);
  });
});
