import { describe, expect, it } from "vitest";
import { availableFiltersFrom, mergeAvailableFilters } from "./availableFilters.js";
import { changeFilterQuery } from "./changeFilterQuery.js";
import { getFiltersFromQuery } from "./getFiltersFromQuery.js";
import { defaultListingConfig } from "./listingConfig.js";
import { sortOptions } from "./sort.js";

const colorOptions = [
  { id: "49", label: "Czarny", type: "color" },
  { id: "50", label: "Biały", type: "color" },
];

describe("getFiltersFromQuery", () => {
  it("appends each matching option as { ...option, attribute_code }", () => {
    expect(
      getFiltersFromQuery({
        filtersQuery: { color: ["50", "49"] },
        availableFilters: { color: colorOptions },
      }),
    ).toEqual({
      filters: {
        color: [
          { id: "50", label: "Biały", type: "color", attribute_code: "color" },
          { id: "49", label: "Czarny", type: "color", attribute_code: "color" },
        ],
      },
    });
  });

  it("wraps a scalar value in a list", () => {
    expect(
      getFiltersFromQuery({ filtersQuery: { color: "49" }, availableFilters: { color: colorOptions } })
        .filters.color,
    ).toHaveLength(1);
  });

  it("ignores a key without available options and drops unknown values", () => {
    expect(
      getFiltersFromQuery({
        filtersQuery: { size: "1", color: ["99"] },
        availableFilters: { color: colorOptions },
      }),
    ).toEqual({ filters: {} });
  });

  it("matches ids strictly: a number does not match a string id", () => {
    expect(
      getFiltersFromQuery({ filtersQuery: { color: [49] }, availableFilters: { color: colorOptions } }),
    ).toEqual({ filters: {} });
  });

  it("copies sort raw only when a sort list is available", () => {
    expect(
      getFiltersFromQuery({
        filtersQuery: { sort: "whatever:desc" },
        availableFilters: { color: colorOptions },
      }),
    ).toEqual({ filters: {} });
    expect(
      getFiltersFromQuery({
        filtersQuery: { sort: "whatever:desc" },
        availableFilters: { sort: sortOptions() },
      }),
    ).toEqual({
      filters: {},
      sort: "whatever:desc",
    });
  });

  it("processes keys in query order", () => {
    const chosen = getFiltersFromQuery({
      filtersQuery: { size: "7", color: "49" },
      availableFilters: { color: colorOptions, size: [{ id: "7", label: "S", type: "size" }] },
    });
    expect(Object.keys(chosen.filters)).toEqual(["size", "color"]);
  });
});

describe("changeFilterQuery", () => {
  it("returns a copy without a variant", () => {
    const currentQuery = { color: ["49"] };
    const result = changeFilterQuery({ currentQuery });
    expect(result).toEqual({ color: ["49"] });
    expect(result).not.toBe(currentQuery);
  });

  it("sets sort, and removes it when the same value is chosen again", () => {
    expect(
      changeFilterQuery({ currentQuery: {}, filterVariant: { id: "final_price", type: "sort" } }),
    ).toEqual({ sort: "final_price" });
    expect(
      changeFilterQuery({
        currentQuery: { sort: "final_price" },
        filterVariant: { id: "final_price", type: "sort" },
      }),
    ).toEqual({});
  });

  it("appends an id, removes a present one, and deletes an emptied key", () => {
    expect(
      changeFilterQuery({ currentQuery: { color: "49" }, filterVariant: { id: "50", type: "color" } }),
    ).toEqual({ color: ["49", "50"] });
    expect(
      changeFilterQuery({
        currentQuery: { color: ["49", "50"] },
        filterVariant: { id: "49", type: "color" },
      }),
    ).toEqual({ color: ["50"] });
    expect(
      changeFilterQuery({ currentQuery: { color: "49" }, filterVariant: { id: "49", type: "color" } }),
    ).toEqual({});
  });

  it("replaces the list of a single-select filter", () => {
    expect(
      changeFilterQuery({
        currentQuery: { price: "0.0-50.0" },
        filterVariant: { id: "50.0-100.0", type: "price", single: true },
      }),
    ).toEqual({
      price: ["50.0-100.0"],
    });
  });

  it("applies several variants one after another", () => {
    expect(
      changeFilterQuery({
        currentQuery: { color: "49" },
        filterVariant: [
          { id: "50", type: "color" },
          { id: "167", type: "size" },
          { id: "49", type: "color" },
        ],
      }),
    ).toEqual({ color: ["50"], size: ["167"] });
  });

  it("deep-copies the query, keeping numbers and nulls as they are (§7.2)", () => {
    expect(changeFilterQuery({ currentQuery: { color: 1 } })).toEqual({ color: 1 });
    expect(changeFilterQuery({ currentQuery: { size: [167, "168"], flag: null } })).toEqual({
      size: [167, "168"],
      flag: null,
    });
    const currentQuery = { size: [167] };
    const copy = changeFilterQuery({ currentQuery });
    expect(copy.size).not.toBe(currentQuery.size);
  });

  it("keeps the other keys' types when toggling, and matches a numeric id as text", () => {
    expect(
      changeFilterQuery({ currentQuery: { color: 1, page: 2 }, filterVariant: { id: "167", type: "size" } }),
    ).toEqual({ color: 1, page: 2, size: ["167"] });
    expect(
      changeFilterQuery({ currentQuery: { color: [49, 50] }, filterVariant: { id: "49", type: "color" } }),
    ).toEqual({ color: [50] });
  });

  it("does not mutate the current query", () => {
    const currentQuery = { color: ["49"] };
    changeFilterQuery({ currentQuery, filterVariant: { id: "50", type: "color" } });
    expect(currentQuery).toEqual({ color: ["49"] });
  });
});

describe("availableFiltersFrom", () => {
  const metadata = [
    {
      attribute_code: "color",
      options: [
        { value: "49", label: "Czarny" },
        { value: "50", label: "Biały" },
        { value: "52", label: " " },
      ],
    },
    {
      attribute_code: "size",
      options: [
        { value: "167", label: "M", sort_order: 2 },
        { value: "166", label: "S", sort_order: 1 },
        { value: "168", label: "L", sort_order: 3 },
      ],
    },
  ];

  it("returns {} for missing aggregations", () => {
    expect(availableFiltersFrom(null)).toEqual({});
    expect(availableFiltersFrom(undefined)).toEqual({});
  });

  it("merges agg_terms_F with agg_terms_F_options by key and labels through the attribute metadata", () => {
    const filters = availableFiltersFrom(
      {
        agg_terms_color: {
          buckets: [
            { key: 49, doc_count: 3 },
            { key: 51, doc_count: 1 },
          ],
        },
        agg_terms_color_options: { buckets: [{ key: 49 }, { key: 50 }] },
      },
      { attributeMetadata: metadata },
    );
    expect(filters.color).toEqual([
      { id: "51", label: "51", type: "color" },
      { id: "50", label: "Biały", type: "color" },
      { id: "49", label: "Czarny", type: "color" },
    ]);
  });

  it("reads _options buckets only when the own buckets exist", () => {
    expect(availableFiltersFrom({ agg_terms_color_options: { buckets: [{ key: 49 }] } }).color).toEqual([]);
  });

  it("drops options whose label is blank", () => {
    expect(
      availableFiltersFrom({ agg_terms_color: { buckets: [{ key: 52 }] } }, { attributeMetadata: metadata })
        .color,
    ).toEqual([]);
  });

  it("orders by sort_order when both options have one", () => {
    const filters = availableFiltersFrom(
      { agg_terms_size: { buckets: [{ key: 168 }, { key: 167 }, { key: 166 }] } },
      { attributeMetadata: metadata },
    );
    expect(filters.size?.map((o) => o.label)).toEqual(["S", "M", "L"]);
    expect(filters.size?.[0]).toEqual({ id: "166", label: "S", type: "size", sort_order: 1 });
  });

  it("orders by Polish collation with numeric parts otherwise", () => {
    const meta = [
      {
        attribute_code: "color",
        options: ["Żółty", "Zielony", "Łososiowy", "Lila", "Ćwiek", "Czarny", "Rozmiar 10", "Rozmiar 9"].map(
          (label, i) => ({ value: String(i), label }),
        ),
      },
    ];
    const filters = availableFiltersFrom(
      { agg_terms_color: { buckets: meta[0]?.options.map((o) => ({ key: Number(o.value) })) ?? [] } },
      { attributeMetadata: meta },
    );
    expect(filters.color?.map((o) => o.label)).toEqual([
      "Czarny",
      "Ćwiek",
      "Lila",
      "Łososiowy",
      "Rozmiar 9",
      "Rozmiar 10",
      "Zielony",
      "Żółty",
    ]);
  });

  it("labels flags_ids with the flag names", () => {
    const filters = availableFiltersFrom(
      { agg_terms_flags_ids: { buckets: [{ key: 9 }, { key: 12 }] } },
      {
        flags: [
          { id: 9, name: "Nowości" },
          { id: 12, name: "Ostatnie sztuki" },
        ],
      },
    );
    expect(filters.flags_ids?.map((o) => o.label)).toEqual(["Nowości", "Ostatnie sztuki"]);
  });

  it("always sets every non-price default filter and the sort list, price only with agg_range_price", () => {
    const filters = availableFiltersFrom({});
    expect(Object.keys(filters)).toEqual(["color", "size", "flags_ids", "sort"]);
    expect(filters.sort).toEqual(sortOptions());
  });

  it("builds price options from agg_range_price, labelled by the configured ranges", () => {
    const filters = availableFiltersFrom({
      agg_range_price: {
        buckets: [
          { key: "50.0-100.0", from: 50, to: 100, doc_count: 2 },
          { key: "150.0-*", from: 150, doc_count: 1 },
        ],
      },
    });
    expect(filters.price).toEqual([
      { id: "50.0-100.0", type: "price", from: 50, to: 100, label: "50 - 100 zł", single: true },
      { id: "150.0-*", type: "price", from: 150, to: undefined, label: "> 150 zł", single: true },
    ]);
  });

  it("reads the mapped aggregation name for a mapped field", () => {
    const config = { ...defaultListingConfig, defaultFilters: ["category.name"] };
    const filters = availableFiltersFrom(
      { "agg_terms_category.name.keyword": { buckets: [{ key: "Sukienki" }] } },
      { config },
    );
    expect(filters["category.name"]).toEqual([{ id: "Sukienki", label: "Sukienki", type: "category.name" }]);
  });
});

describe("mergeAvailableFilters", () => {
  const previous = { color: colorOptions, size: [{ id: "7", label: "S", type: "size" }] };

  it("keeps the full previous list for filtered attributes and takes fresh options for the rest", () => {
    const fresh = { color: [colorOptions[0] ?? colorOptions[1]].filter((o) => o !== undefined), size: [] };
    const merged = mergeAvailableFilters(previous, fresh, ["color"]);
    expect(merged.color).toEqual(colorOptions);
    expect(merged.size).toEqual([]);
  });

  it("takes the fresh map when there is no previous one", () => {
    expect(mergeAvailableFilters(undefined, { size: [] }, ["color"])).toEqual({ size: [] });
  });
});
