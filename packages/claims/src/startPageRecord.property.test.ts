import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCEPT_ALL } from "./consent";
import { planStartPageRecord, START_PAGE_URL_MAX } from "./startPageRecord";

describe("planStartPageRecord properties", () => {
  it("always sends a local path of at most 2048 characters, without origin or fragment", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        (startUrl) => {
          const record = planStartPageRecord({ sent: false, startUrl, consent: ACCEPT_ALL, now: 0 });
          expect(record?.url.startsWith("/")).toBe(true);
          expect(record?.url.length).toBeLessThanOrEqual(START_PAGE_URL_MAX);
          expect(record?.url.includes("#")).toBe(false);
          expect(record?.url.startsWith("//")).toBe(false);
        },
      ),
    );
  });
});
