import { describe, expect, it } from "vitest";
import { canonicalJson, sameJson } from "./canonicalJson.js";

describe("canonicalJson", () => {
  it("sorts object keys at every depth", () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
  });

  it("keeps array order", () => {
    expect(canonicalJson([3, 1, 2])).toBe("[3,1,2]");
  });

  it("drops undefined object values and writes undefined array items as null", () => {
    expect(canonicalJson({ a: undefined, b: [undefined, 1] })).toBe('{"b":[null,1]}');
  });

  it("writes non-finite numbers as null like JSON.stringify", () => {
    expect(canonicalJson([Number.NaN, Number.POSITIVE_INFINITY])).toBe("[null,null]");
  });

  it("writes a top-level undefined as null", () => {
    expect(canonicalJson(undefined)).toBe("null");
  });

  it("honours toJSON", () => {
    expect(canonicalJson({ when: { toJSON: () => "2026-11-21" } })).toBe('{"when":"2026-11-21"}');
  });

  it("escapes strings like JSON.stringify", () => {
    expect(canonicalJson({ 'k"': 'v"\n' })).toBe('{"k\\"":"v\\"\\n"}');
  });
});

describe("sameJson", () => {
  it("ignores key order", () => {
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
  });

  it("treats a missing key like an undefined one", () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it("tells different values, array orders and types apart", () => {
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(1, "1")).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });

  it("agrees with canonicalJson", () => {
    const a = { x: [1, { y: "z" }], w: null };
    expect(sameJson(a, JSON.parse(canonicalJson(a)))).toBe(true);
  });
});
