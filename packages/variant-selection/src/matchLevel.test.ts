import { describe, expect, it } from "vitest";
import { childMatches, configurationValueIds, matchLevel } from "./matchLevel.js";

describe("matchLevel", () => {
  it("is 0 when the child or the configuration is missing", () => {
    expect(matchLevel(undefined, { color: "1" })).toBe(0);
    expect(matchLevel({ color: 1 }, null)).toBe(0);
  });

  it("counts every matching key except price and sku", () => {
    expect(
      matchLevel(
        { color: 1, size: 7, price: 10, sku: "A" },
        { color: "1", size: "7", price: "10", sku: "A" },
      ),
    ).toBe(2);
  });

  it("matches a bare number against a numeric string child value", () => {
    expect(matchLevel({ color: "49" }, { color: 49 })).toBe(1);
  });

  it("matches an object value by String(id)", () => {
    expect(matchLevel({ color: 49 }, { color: { id: "49", label: "Czarny" } })).toBe(1);
  });

  it("matches an array when any element matches", () => {
    expect(matchLevel({ color: 50 }, { color: ["49", { id: 50 }] })).toBe(1);
  });

  it("never matches a null or undefined value, even against a child without the attribute", () => {
    expect(matchLevel({}, { color: null, size: undefined })).toBe(0);
  });

  it("compares a missing child attribute as ''", () => {
    expect(matchLevel({}, { color: "" })).toBe(1);
    expect(matchLevel({ color: null }, { color: "null" })).toBe(0);
  });
});

describe("configurationValueIds", () => {
  it("normalises scalars, objects and arrays to strings", () => {
    expect(configurationValueIds(7)).toEqual(["7"]);
    expect(configurationValueIds({ id: 8 })).toEqual(["8"]);
    expect(configurationValueIds(["1", 2, { id: "3" }])).toEqual(["1", "2", "3"]);
    expect(configurationValueIds(undefined)).toEqual([]);
  });
});

describe("childMatches", () => {
  it("is false for a value that stands for no id", () => {
    expect(childMatches({ color: 1 }, "color", [])).toBe(false);
  });
});
