import { encodeQuery, parseQuery } from "@outlet/url-resolution";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { availableFiltersFrom } from "./availableFilters.js";
import { categoryListingQuery, searchPageQuery } from "./buildSearchQuery.js";
import { changeFilterQuery } from "./changeFilterQuery.js";
import { defaultPriceRanges } from "./listingConfig.js";
import type { ListingState } from "./listingState.js";
import { parseListingQuery, serializeListingState } from "./listingState.js";
import { priceRangeId } from "./priceRanges.js";
import { normalizePaging } from "./searchRequest.js";

const idArb = fc.string({ minLength: 1, maxLength: 6 });
const idsArb = fc.uniqueArray(idArb, { minLength: 1, maxLength: 4 });
const amountArb = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }),
);

/** Every state `parseListingQuery` can return. */
const stateArb: fc.Arbitrary<ListingState> = fc
  .record({
    sort: fc.option(
      fc.record({
        field: fc.stringMatching(/^[A-Za-z0-9_.]{1,12}$/),
        direction: fc.constantFrom("asc" as const, "desc" as const),
      }),
      { nil: null },
    ),
    q: fc.string({ maxLength: 12 }).map((q) => q.trim()),
    price: fc.option(fc.constantFrom(...defaultPriceRanges.map(priceRangeId)), { nil: null }),
    prices: fc.option(fc.tuple(amountArb, amountArb), { nil: null }),
    filters: fc.record({ color: idsArb, size: idsArb, flags_ids: idsArb }, { requiredKeys: [] }),
  })
  .map(({ sort, q, price, prices, filters }) => {
    const [a, b] = prices ?? [null, null];
    const priceFrom = a === null || b === null ? null : Math.min(a, b) === 0 ? 0 : Math.min(a, b);
    const priceTo = a === null || b === null ? null : Math.max(a, b);
    return { sort, q, price, priceFrom, priceTo, filters };
  });

const queryArb = fc.dictionary(
  fc.constantFrom(
    "sort",
    "q",
    "price",
    "price_from",
    "price_to",
    "flag",
    "flags_ids",
    "color",
    "size",
    "utm",
    "page",
  ),
  fc.oneof(fc.string({ maxLength: 8 }), fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 })),
);

describe("listing state (properties)", () => {
  it("parse(serialize(state)) = state", () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(parseListingQuery(serializeListingState(state))).toEqual(state);
      }),
    );
  });

  it("round-trips through a URL query string too", () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(parseListingQuery(parseQuery(encodeQuery(serializeListingState(state))))).toEqual(state);
      }),
    );
  });

  it("parsing any query gives a state that round-trips", () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const state = parseListingQuery(query);
        expect(parseListingQuery(serializeListingState(state))).toEqual(state);
      }),
    );
  });

  it("every SearchQuery starts with visibility 2,3,4 and status 0,1 and carries at most one sort (none: relevance on search)", () => {
    fc.assert(
      fc.property(
        queryArb,
        fc.array(fc.integer({ min: 2, max: 999 }), { minLength: 1, maxLength: 5 }),
        (query, categoryIds) => {
          const state = parseListingQuery(query);
          const categoryQuery = categoryListingQuery({ categoryIds, state });
          for (const searchQuery of [categoryQuery, searchPageQuery({ state })]) {
            expect(searchQuery._appliedFilters.slice(0, 2)).toEqual([
              { attribute: "visibility", value: { in: [2, 3, 4] }, scope: "default" },
              { attribute: "status", value: { in: [0, 1] }, scope: "default" },
            ]);
            expect(searchQuery._appliedSort.length).toBe(
              searchQuery === categoryQuery || state.sort !== null ? 1 : 0,
            );
            expect(searchQuery._searchText === "" || searchQuery._searchText.length >= 3).toBe(true);
            expect(
              searchQuery._appliedFilters.filter((f) => f.attribute === "price").length,
            ).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it("toggling the same non-single filter value twice restores the query", () => {
    fc.assert(
      fc.property(fc.uniqueArray(idArb, { maxLength: 4 }), idArb, (ids, id) => {
        const currentQuery = ids.length > 0 ? { color: ids } : {};
        const once = changeFilterQuery({ currentQuery, filterVariant: { id, type: "color" } });
        const twice = changeFilterQuery({ currentQuery: once, filterVariant: { id, type: "color" } });
        if (ids.includes(id)) expect(twice.color ?? []).toEqual([...ids.filter((x) => x !== id), id]);
        else expect(twice).toEqual(currentQuery);
      }),
    );
  });

  it("changeFilterQuery without a variant deep-copies: equal values of the same types, no shared lists (§7.2)", () => {
    const valueArb = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), valueArb, { noNullPrototype: true }),
        (currentQuery) => {
          const before = structuredClone(currentQuery);
          const copy = changeFilterQuery({ currentQuery });
          expect(copy).toStrictEqual(before);
          for (const [key, value] of Object.entries(copy)) {
            if (Array.isArray(value)) expect(value).not.toBe(currentQuery[key]);
          }
          expect(currentQuery).toStrictEqual(before);
        },
      ),
    );
  });

  it("normalised paging is always a whole size >= 1 and a whole start >= 0", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (size, start) => {
        const paging = normalizePaging({ size, start });
        expect(Number.isInteger(paging.size) && paging.size >= 1).toBe(true);
        expect(Number.isInteger(paging.start) && paging.start >= 0).toBe(true);
      }),
    );
  });

  it("filter options never repeat an id", () => {
    const bucketsArb = fc.array(
      fc.record({ key: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom("1", "2", "x")) }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(bucketsArb, bucketsArb, (own, options) => {
        const ids =
          availableFiltersFrom({
            agg_terms_color: { buckets: own },
            agg_terms_color_options: { buckets: options },
          }).color?.map((o) => o.id) ?? [];
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
});
