import { normalizePaging } from "@outlet/listing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTransport } from "./createTransport.js";
import { searchCatalog } from "./searchCatalog.js";

/** A transport over a `fetch` that answers every search with no hits and records the URLs asked for. */
function recordingTransport() {
  const urls: URL[] = [];
  const transport = createTransport({
    apiOrigin: "http://127.0.0.1:9",
    fetch: async (input) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)));
      return new Response(JSON.stringify({ hits: { total: 0, hits: [] } }), {
        headers: { "Content-Type": "application/json" },
      });
    },
  });
  return { transport, urls };
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
