import { describe, expect, it } from "vitest";
import { defaultListingConfig } from "./listingConfig.js";
import { emptyListingNotification, homeSections, nextPage, seeMore } from "./listingFlow.js";

describe("nextPage", () => {
  it("continues at start + perPage until that reaches total", () => {
    expect(nextPage({ start: 0, perPage: 50, total: 120 })).toEqual({ start: 50, size: 50 });
    expect(nextPage({ start: 50, perPage: 50, total: 100 })).toBeNull();
    expect(nextPage({ start: 0, perPage: 0, total: 10 })).toBeNull();
  });
});

describe("seeMore", () => {
  it("continues at start + 18 and hides once that is at or beyond total", () => {
    expect(seeMore({ start: 0, total: 19 })).toEqual({ start: 18, size: 18 });
    expect(seeMore({ start: 0, total: 18 })).toBeNull();
  });
});

describe("emptyListingNotification", () => {
  it("is the warning with an OK action", () => {
    expect(emptyListingNotification()).toEqual({
      type: "warning",
      message: "No products synchronized for this category. Please come back while online!",
      action1: { label: "OK" },
    });
  });
});

describe("homeSections", () => {
  it("lists new collection 6, bestsellers 8 and sale 5, each by created_at desc", () => {
    const sections = homeSections();
    expect(sections.map((s) => [s.key, s.size])).toEqual([
      ["newCollection", 6],
      ["bestsellers", 8],
      ["sale", 5],
    ]);
    for (const section of sections) {
      expect(section.query._appliedSort).toEqual([{ field: "created_at", options: "desc" }]);
      expect(section.query._appliedFilters.slice(0, 2).map((f) => f.attribute)).toEqual([
        "visibility",
        "status",
      ]);
    }
  });

  it("lists the bestsellers by the bestseller tag 11, the one its /tag/bestsellery link lists", () => {
    const [, bestsellers] = homeSections();
    expect(bestsellers?.query._appliedFilters.at(-1)).toEqual({
      attribute: "flags_ids",
      value: { in: [11] },
      scope: "default",
    });
  });

  it("lists the new collection by the newest-products flag 9 and the sale by a special price", () => {
    const [newCollection, , sale] = homeSections();
    expect(newCollection?.query._appliedFilters.at(-1)).toEqual({
      attribute: "flags_ids",
      value: { in: [9] },
      scope: "default",
    });
    expect(sale?.query._appliedFilters.at(-1)).toEqual({
      attribute: "special_price",
      value: { gt: 0 },
      scope: "default",
    });
  });

  it("follows configured sections", () => {
    const config = { ...defaultListingConfig, homeSections: [{ key: "x", size: 3, filters: [] }] };
    expect(homeSections(config).map((s) => s.key)).toEqual(["x"]);
  });
});

describe("textSearchSettings", () => {
  it("carries the spec's scoring constants", async () => {
    const { textSearchSettings } = await import("./textSearchSettings.js");
    // color_label: the enabled children's colours (api-contract §8.4, decision of turn 3; issue 32)
    expect(textSearchSettings.boosts).toEqual({
      name: 4,
      sku: 2,
      "category.name": 1,
      "flags.name": 1,
      color_label: 2,
    });
    expect([
      textSearchSettings.fuzziness,
      textSearchSettings.minimumShouldMatch,
      textSearchSettings.minScore,
      textSearchSettings.minTermLength,
    ]).toEqual([2, "75%", 0.02, 3]);
  });
});
