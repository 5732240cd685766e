import { normalizePaging, visibleProductFilters } from "@outlet/listing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTransport } from "./createTransport.js";
import { searchCatalog } from "./searchCatalog.js";

/**
 * A transport over a `fetch` that answers every search with no hits and records the URLs and bodies asked
 * for.
 */
function recordingTransport() {
  const urls: URL[] = [];
  const bodies: unknown[] = [];
  const transport = createTransport({
    apiOrigin: "http://127.0.0.1:9",
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      urls.push(new URL(request.url));
      const text = await request.text();
      bodies.push(text ? JSON.parse(text) : undefined);
      return new Response(JSON.stringify({ hits: { total: 0, hits: [] } }), {
        headers: { "Content-Type": "application/json" },
      });
    },
  });
  return { transport, urls, bodies };
}

describe("searchCatalog paging (issue 30, rule 12: listing's normalizePaging)", () => {
  it("asks for 50 when the size is below one, as the listing's requests do", async () => {
    const { transport, urls } = recordingTransport();
    // the transport's own rule asked for size=0 here (it floored after the "≤ 0" test)
    const result = await searchCatalog(transport, { entityType: "product", size: 0.5, start: 2.7 });
    expect([urls[0]?.searchParams.get("size"), urls[0]?.searchParams.get("from")]).toEqual(["50", "2"]);
    expect([result.perPage, result.start]).toEqual([50, 2]);
  });

  it("asks for the page listing's normalizePaging gives, for any size and start", async () => {
    const { transport, urls } = recordingTransport();
    const number = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -5, max: 5000 }));
    await fc.assert(
      fc.asyncProperty(number, number, async (size, start) => {
        const result = await searchCatalog(transport, { entityType: "product", size, start });
        const expected = normalizePaging({ size, start });
        const url = urls.at(-1);
        expect(url?.searchParams.get("size")).toBe(String(expected.size));
        expect(url?.searchParams.get("from")).toBe(String(expected.start));
        expect([result.perPage, result.start]).toEqual([expected.size, expected.start]);
      }),
      { numRuns: 60 },
    );
  });
});

describe("searchCatalog default product filters (issue 30, rule 3: listing's visibleProductFilters)", () => {
  const visibility = { attribute: "visibility", value: { in: [2, 3, 4] }, scope: "default" };
  const status = { attribute: "status", value: { in: [0, 1] }, scope: "default" };

  it("restricts a product search to visible products, the listing's filters", async () => {
    const { transport, bodies } = recordingTransport();
    await searchCatalog(transport, { entityType: "product" });
    expect(bodies[0]).toEqual({ _appliedFilters: [visibility, status] });
    expect(bodies[0]).toEqual({ _appliedFilters: visibleProductFilters() });
  });

  it("keeps a status filter the query brings and adds only the visibility", async () => {
    const { transport, bodies } = recordingTransport();
    const own = { attribute: "status", value: { in: [1] }, scope: "default" } as const;
    await searchCatalog(transport, { entityType: "product", query: { _appliedFilters: [own] } });
    expect(bodies[0]).toEqual({ _appliedFilters: [visibility, own] });
  });

  it("adds nothing to a category search", async () => {
    const { transport, bodies } = recordingTransport();
    await searchCatalog(transport, { entityType: "category" });
    expect(bodies[0]).toEqual({});
  });
});
