import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storeCodeFromRoute } from "./storeCodeFromRoute.js";
import { defaultUrlConfig } from "./urlConfig.js";

const segmentArb = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const restArb = fc.array(segmentArb, { maxLength: 4 }).map((segments) => segments.join("/"));

describe("storeCodeFromRoute (property)", () => {
  it("finds the store of a 'host + path' string under its store url, whatever follows (§8.10)", () => {
    const config = {
      ...defaultUrlConfig,
      mapStoreUrlsFor: ["us", "gb"],
      storeViews: {
        us: { storeCode: "us", url: "domain.com" },
        gb: { storeCode: "gb", url: "domain.co.uk/gb" },
      },
    };
    fc.assert(
      fc.property(restArb, (rest) => {
        expect(storeCodeFromRoute(`domain.co.uk/gb${rest ? `/${rest}` : ""}`, config)).toBe("gb");
        expect(storeCodeFromRoute(`domain.com${rest ? `/${rest}` : ""}`, config)).toBe("us");
      }),
    );
  });

  it("finds a store code only as the whole first segment of a path", () => {
    fc.assert(
      fc.property(segmentArb, restArb, (first, rest) => {
        const code = first === "de" || first === "it" ? first : "";
        expect(storeCodeFromRoute(`/${first}${rest ? `/${rest}` : ""}`)).toBe(code);
      }),
    );
  });
});
