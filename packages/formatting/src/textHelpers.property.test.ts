import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate } from "./formatDate";
import { pluralPl } from "./pluralPl";
import { capitalize, htmlDecode, slugify, stripHTML } from "./textHelpers";

describe("text helpers (properties)", () => {
  it("slugify only emits [A-Za-z0-9_-] and never a double dash", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^[a-z0-9_-]*$/);
        expect(slug).not.toContain("--");
      }),
    );
  });

  it("slugify is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });

  it("capitalize, htmlDecode and stripHTML never throw and return strings", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const fn of [capitalize, htmlDecode, stripHTML]) expect(typeof fn(value)).toBe("string");
      }),
    );
  });

  it("stripHTML leaves no tag behind", () => {
    fc.assert(
      fc.property(fc.string(), (html) => {
        expect(stripHTML(html)).not.toMatch(/<[^>]*>/);
      }),
    );
  });
});

describe("formatDate (properties)", () => {
  it("never throws on any value", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (value, format) => {
        formatDate(value, format);
      }),
    );
  });

  it("round-trips any instant through YYYY-MM-DD HH:mm:ss in Warsaw", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const seconds = Math.floor(ms / 1000) * 1000;
        const text = formatDate(seconds, "YYYY-MM-DD[T]HH:mm:ss");
        const back = formatDate(text, "YYYY-MM-DD[T]HH:mm:ss");
        expect(back).toBe(text);
      }),
    );
  });
});

describe("pluralPl (properties)", () => {
  it("always returns one of the given forms and depends only on the last two digits", () => {
    const forms = { one: "a", few: "b", many: "c" };
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_000_000 }), (n) => {
        const form = pluralPl(n, forms);
        expect(["b", "c"]).toContain(form);
        expect(form).toBe(pluralPl((n % 100) + 100, forms));
      }),
    );
  });
});
