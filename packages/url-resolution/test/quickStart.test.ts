import { describe, expect, it } from "vitest";
import {
  defaultUrlConfig,
  formatCategoryLink,
  formatProductLink,
  normalizeUrlPath,
  resolveUrl,
} from "../src/index.js";

describe("README quick start", () => {
  it("runs as written", async () => {
    expect(normalizeUrlPath("kobieta/?x=1")).toBe("/kobieta");
    expect(formatCategoryLink({ slug: "sukienki", url_path: "kobieta/sukienki" })).toBe("/kobieta/sukienki");
    expect(
      formatProductLink({
        sku: "P-M",
        parentSku: "P",
        url_path: "sukienka-lniana",
        configurable_children: [{}],
      }),
    ).toBe("/sukienka-lniana?childSku=P-M");
    expect(
      formatProductLink({ sku: "S", type_id: "simple", slug: "pasek" }, "", {
        ...defaultUrlConfig,
        useUrlDispatcher: false,
      }),
    ).toEqual({
      name: "simple-product",
      params: { parentSku: "S", slug: "pasek", childSku: "S" },
    });
    const outcome = await resolveUrl(
      { url: "/regulamin", query: {} },
      { findCmsPage: (path) => (path === "regulamin" ? { identifier: "regulamin" } : null) },
    );
    expect(outcome.route).toEqual({ name: "cms-page", params: { slug: "regulamin" } });
  });
});
