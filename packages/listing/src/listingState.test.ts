import { describe, expect, it } from "vitest";
import { defaultListingConfig } from "./listingConfig.js";
import {
  emptyListingState,
  listingConfiguration,
  parseListingQuery,
  serializeListingState,
} from "./listingState.js";

describe("parseListingQuery", () => {
  it("returns the empty state for an empty query", () => {
    expect(parseListingQuery({})).toEqual(emptyListingState);
  });

  it("reads sort field:direction with asc by default", () => {
    expect(parseListingQuery({ sort: "final_price" }).sort).toEqual({
      field: "final_price",
      direction: "asc",
    });
    expect(parseListingQuery({ sort: "final_price:desc" }).sort).toEqual({
      field: "final_price",
      direction: "desc",
    });
  });

  it("ignores an invalid sort so the default applies", () => {
    expect(parseListingQuery({ sort: "price:sideways" }).sort).toBeNull();
  });

  it("keeps q trimmed", () => {
    expect(parseListingQuery({ q: "  sukienka lniana " }).q).toBe("sukienka lniana");
  });

  it("keeps price_from and price_to only as numbers with 0 <= from <= to", () => {
    expect(parseListingQuery({ price_from: "0", price_to: "99.5" })).toMatchObject({
      priceFrom: 0,
      priceTo: 99.5,
    });
    expect(parseListingQuery({ price_from: "50", price_to: "50" })).toMatchObject({
      priceFrom: 50,
      priceTo: 50,
    });
    for (const query of [
      { price_from: "-1", price_to: "50" },
      { price_from: "60", price_to: "50" },
      { price_from: "abc", price_to: "50" },
      { price_from: "10" },
      { price_to: "10" },
      { price_from: "", price_to: "10" },
      { price_from: "0", price_to: "Infinity" },
    ]) {
      expect(parseListingQuery(query)).toMatchObject({ priceFrom: null, priceTo: null });
    }
  });

  it("keeps the last valid price bucket (single-select)", () => {
    expect(parseListingQuery({ price: ["0.0-50.0", "150.0-*", "1.0-2.0"] }).price).toBe("150.0-*");
    expect(parseListingQuery({ price: "cheap" }).price).toBeNull();
  });

  it("merges flag (one or many) and flags_ids into flags_ids without duplicates", () => {
    expect(parseListingQuery({ flag: "9" }).filters).toEqual({ flags_ids: ["9"] });
    expect(parseListingQuery({ flag: ["9", "12"], flags_ids: ["12", "15"] }).filters).toEqual({
      flags_ids: ["9", "12", "15"],
    });
  });

  it("reads color and size filters, one or many, dropping duplicates and empty ids", () => {
    expect(parseListingQuery({ color: "49", size: ["167", "167", "", "168"] }).filters).toEqual({
      color: ["49"],
      size: ["167", "168"],
    });
  });

  it("drops parameters outside the configured list", () => {
    const state = parseListingQuery({ utm_source: "newsletter", page: "2", material: "5", color: "49" });
    expect(state.filters).toEqual({ color: ["49"] });
  });

  it("reads a filter the configuration adds", () => {
    const config = {
      ...defaultListingConfig,
      defaultFilters: [...defaultListingConfig.defaultFilters, "material"],
    };
    expect(parseListingQuery({ material: "5" }, config).filters).toEqual({ material: ["5"] });
  });

  it("accepts numbers from a router and ignores nulls", () => {
    expect(parseListingQuery({ color: [49, null, 50] }).filters).toEqual({ color: ["49", "50"] });
  });
});

describe("serializeListingState", () => {
  it("writes a state back to the query: one id as a string, several as a list", () => {
    expect(
      serializeListingState({
        sort: { field: "final_price", direction: "desc" },
        q: "lniana",
        priceFrom: 0,
        priceTo: 100,
        price: "0.0-50.0",
        filters: { size: ["167", "168"], flags_ids: ["9"] },
      }),
    ).toEqual({
      sort: "final_price:desc",
      q: "lniana",
      price_from: "0",
      price_to: "100",
      price: "0.0-50.0",
      size: ["167", "168"],
      flags_ids: "9",
    });
  });

  it("writes nothing for the empty state", () => {
    expect(serializeListingState(emptyListingState)).toEqual({});
  });

  it("round-trips a flag through flags_ids", () => {
    const state = parseListingQuery({ flag: ["9", "12"] });
    expect(parseListingQuery(serializeListingState(state))).toEqual(state);
  });
});

describe("listingConfiguration", () => {
  it("turns the chosen attribute filters into a variant configuration without price", () => {
    expect(
      listingConfiguration({ ...emptyListingState, price: "0.0-50.0", filters: { color: ["49"], size: [] } }),
    ).toEqual({ color: ["49"] });
  });
});
