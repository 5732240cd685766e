import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAcceptLanguage } from "./acceptLanguage.js";
import { encodeQuery, parseQuery } from "./encodeQuery.js";
import { normalizeUrlPath } from "./normalizeUrlPath.js";
import type { UrlResolvers } from "./resolveUrl.js";
import { resolveUrl } from "./resolveUrl.js";
import { removeStoreCodeFromRoute, storeCodeFromRoute } from "./storeCodeFromRoute.js";
import { defaultUrlConfig } from "./urlConfig.js";

const segment = fc.constantFrom(
  "de",
  "it",
  "kobieta",
  "sukienki",
  "faq",
  "partners",
  "regulamin",
  "nowosci",
  "x",
  "",
);
const urlArb = fc
  .tuple(fc.array(segment, { maxLength: 4 }), fc.constantFrom("", "/", "?childSku=A", "#h", "/?a=1"))
  .map(([parts, tail]) => `/${parts.join("/")}${tail}`);

/** A resolver behaviour: nothing, a value, a thrown error, or a rejected promise, sync or async. */
function behaviour<T>(value: T) {
  return fc
    .constantFrom<"none" | "value" | "throw" | "reject" | "async-value">(
      "none",
      "value",
      "throw",
      "reject",
      "async-value",
    )
    .map((kind) => () => {
      switch (kind) {
        case "none":
          return null;
        case "value":
          return value;
        case "async-value":
          return Promise.resolve(value);
        case "throw":
          throw new Error("resolver down");
        case "reject":
          return Promise.reject(new Error("rejected"));
      }
    });
}

const resolversArb: fc.Arbitrary<UrlResolvers> = fc.record(
  {
    fromDispatcherMap: behaviour({ name: "category", params: { slug: "mapped" } }),
    fromUrlCache: behaviour([{ name: "category", params: { slug: "kobieta" } }]),
    findTag: behaviour({}),
    mapUrl: behaviour({ _type: "category", _source: { slug: "m" } }),
    findCategory: behaviour({ slug: "c", is_active: true }),
    findProduct: behaviour({ sku: "P", type_id: "configurable", slug: "p", status: 1, visibility: 4 }),
    findCmsPage: behaviour({ identifier: "page" }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<UrlResolvers>;

describe("resolveUrl (properties)", () => {
  it("always ends in exactly one outcome and never rejects, whatever the resolvers do", async () => {
    await fc.assert(
      fc.asyncProperty(
        urlArb,
        resolversArb,
        fc.boolean(),
        fc.boolean(),
        async (url, resolvers, multistore, enableMapFallbackUrl) => {
          const outcome = await resolveUrl({ url, query: {} }, resolvers, {
            ...defaultUrlConfig,
            multistore,
            enableMapFallbackUrl,
          });
          expect(typeof outcome.route.name).toBe("string");
          expect(outcome.route.name.length).toBeGreaterThan(0);
          expect(outcome.found).toBe(outcome.step !== "not-found");
          expect(outcome.route.name.endsWith("page-not-found")).toBe(outcome.step === "not-found");
          for (const line of outcome.log) expect(line.level).toBe("error");
        },
      ),
    );
  });

  it("registers exactly the results of steps c–h", async () => {
    await fc.assert(
      fc.asyncProperty(urlArb, resolversArb, async (url, resolvers) => {
        const outcome = await resolveUrl({ url }, resolvers);
        const registered = !["dispatcher-map", "url-cache", "not-found"].includes(outcome.step);
        expect(outcome.register !== null).toBe(registered);
      }),
    );
  });
});

describe("URL helpers (properties)", () => {
  it("normalizeUrlPath starts with /, has no query or hash, and changes a result again only by one more trailing slash", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (url, clear) => {
        const once = normalizeUrlPath(url, clear);
        const twice = normalizeUrlPath(once, clear);
        if (clear && once.length > 1 && once.endsWith("/")) expect(twice).toBe(once.slice(0, -1));
        else expect(twice).toBe(once);
        if (url !== "") expect(once.startsWith("/")).toBe(true);
        expect(once.includes("?") || once.includes("#")).toBe(false);
      }),
    );
  });

  it("removing the store code leaves a path with no store code", () => {
    fc.assert(
      fc.property(urlArb, (url) => {
        const path = normalizeUrlPath(url);
        const code = storeCodeFromRoute(path);
        const stripped = removeStoreCodeFromRoute(path);
        if (code === "") expect(stripped).toBe(path);
        else expect(stripped.length).toBeLessThan(path.length);
      }),
    );
  });

  it("parseQuery(encodeQuery(params)) gives the params back", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom("__proto__", "constructor")),
          fc.oneof(fc.string(), fc.array(fc.string(), { minLength: 2, maxLength: 3 })),
        ),
        (params) => {
          const expected = Object.fromEntries(Object.entries(params));
          expect(parseQuery(encodeQuery(params))).toEqual(expected);
        },
      ),
    );
  });

  it("parseAcceptLanguage never keeps q = 0 or * and is sorted by q", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom("pl", "de-DE", "it", "*", "en"),
            fc.constantFrom("", ";q=0", ";q=0.5", ";q=1", ";q=0.25"),
          ),
        ),
        (parts) => {
          const parsed = parseAcceptLanguage(parts.map(([tag, q]) => tag + q).join(", "));
          for (const entry of parsed) expect(entry.q > 0 && entry.tag !== "*").toBe(true);
          for (let i = 1; i < parsed.length; i += 1)
            expect((parsed[i - 1] as { q: number }).q).toBeGreaterThanOrEqual((parsed[i] as { q: number }).q);
        },
      ),
    );
  });
});
