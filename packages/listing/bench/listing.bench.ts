import { encodeQuery, parseQuery } from "@outlet/url-resolution";
import { bench, describe } from "vitest";
import {
  availableFiltersFrom,
  categoryListingQuery,
  parseListingQuery,
  serializeListingState,
} from "../src/index.js";
import { searchRequest } from "../src/searchRequest.js";

const routeQuery = {
  sort: "final_price:desc",
  q: "sukienka lniana",
  color: ["49", "50", "51"],
  size: ["166", "167"],
  flag: "9",
  flags_ids: ["12"],
  price: "50.0-100.0",
  utm_source: "newsletter",
};
const state = parseListingQuery(routeQuery);
const categoryIds = [12, 13, 14, 15, 16];
const aggregations = {
  agg_terms_color: { buckets: Array.from({ length: 40 }, (_, i) => ({ key: 40 + i, doc_count: 3 })) },
  agg_terms_color_options: { buckets: Array.from({ length: 40 }, (_, i) => ({ key: 60 + i, doc_count: 1 })) },
  agg_terms_size: { buckets: Array.from({ length: 12 }, (_, i) => ({ key: 160 + i, doc_count: 2 })) },
  agg_terms_flags_ids: { buckets: [{ key: 9 }, { key: 12 }] },
  agg_range_price: {
    buckets: [
      { key: "0.0-50.0", from: 0, to: 50 },
      { key: "50.0-100.0", from: 50, to: 100 },
      { key: "100.0-150.0", from: 100, to: 150 },
      { key: "150.0-*", from: 150 },
    ],
  },
};
const attributeMetadata = [
  {
    attribute_code: "color",
    options: Array.from({ length: 80 }, (_, i) => ({ value: String(40 + i), label: `Kolor ${i}` })),
  },
  {
    attribute_code: "size",
    options: Array.from({ length: 12 }, (_, i) => ({
      value: String(160 + i),
      label: `R${i}`,
      sort_order: i,
    })),
  },
];

describe("listing query round trip", () => {
  bench("state → route query → state", () => {
    parseListingQuery(serializeListingState(state));
  });
  bench("state → query string → state (with url-resolution encodeQuery/parseQuery)", () => {
    parseListingQuery(parseQuery(encodeQuery(serializeListingState(state))));
  });
  bench("route query → state → SearchQuery", () => {
    categoryListingQuery({ categoryIds, state: parseListingQuery(routeQuery) });
  });
  bench("state → SearchQuery → search request", () => {
    searchRequest({ entityType: "product", query: categoryListingQuery({ categoryIds, state }), size: 50 });
  });
  bench("aggregations → filter options (80 colours, 12 sizes, flags, price)", () => {
    availableFiltersFrom(aggregations, { attributeMetadata });
  });
});
