import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeStrict, fillUrlTemplate } from "./fillUrlTemplate.js";

const value = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.integer());

describe("fillUrlTemplate (properties)", () => {
  it("always encodes: the substitution decodes back to the value and adds no URL syntax", () => {
    fc.assert(
      fc.property(value, (raw) => {
        const filled = fillUrlTemplate("/api/x/{{v}}?coupon={{v}}", { v: raw });
        const [path, query] = filled.split("?") as [string, string];
        const segment = path.slice("/api/x/".length);
        expect(decodeURIComponent(segment)).toBe(String(raw));
        expect(segment).not.toMatch(/[/?#&=+ !'()*]/);
        expect(query).toBe(`coupon=${segment}`);
      }),
    );
  });

  it("replaces every placeholder occurrence, so no {{name}} survives for a given name", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "-", "/"), { maxLength: 8 }), value, (parts, raw) => {
        const template = parts.map((part) => (part === "a" ? "{{token}}" : part)).join("");
        expect(fillUrlTemplate(template, { token: raw })).not.toContain("{{token}}");
      }),
    );
  });

  it("encodeStrict output contains only unreserved characters and percent escapes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (raw) => {
        expect(encodeStrict(raw)).toMatch(/^(?:[A-Za-z0-9\-_.~]|%[0-9A-F]{2})*$/);
      }),
    );
  });
});
