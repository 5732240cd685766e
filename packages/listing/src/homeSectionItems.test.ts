import { describe, expect, it } from "vitest";
import { homeSectionCandidates, homeSectionItems } from "./homeSectionItems.js";

interface Tile {
  readonly sku: string;
  readonly soldOut: boolean;
}
const tile = (sku: string, soldOut = false): Tile => ({ sku, soldOut });
const available = (t: Tile): boolean => !t.soldOut;

describe("homeSectionItems", () => {
  it("skips sold-out items when enough available ones follow (issue 32: 2 of 6 tiles were sold out)", () => {
    const candidates = [
      tile("A"),
      tile("B", true),
      tile("C"),
      tile("D", true),
      tile("E"),
      tile("F"),
      tile("G"),
      tile("H"),
    ];
    expect(homeSectionItems(candidates, 6, available).map((t) => t.sku)).toEqual([
      "A",
      "C",
      "E",
      "F",
      "G",
      "H",
    ]);
  });

  it("tops up with the newest sold-out items, in the query's order, when too few are available", () => {
    const candidates = [tile("A", true), tile("B"), tile("C", true), tile("D", true), tile("E")];
    expect(homeSectionItems(candidates, 4, available).map((t) => t.sku)).toEqual(["A", "B", "C", "E"]);
  });

  it("shows all candidates when there are fewer than the size", () => {
    expect(homeSectionItems([tile("A", true), tile("B")], 6, available).map((t) => t.sku)).toEqual([
      "A",
      "B",
    ]);
  });

  it("shows nothing for a size of 0", () => {
    expect(homeSectionItems([tile("A")], 0, available)).toEqual([]);
  });
});

describe("homeSectionCandidates", () => {
  it("asks for three times the section's size", () => {
    expect(homeSectionCandidates(6)).toBe(18);
    expect(homeSectionCandidates(0)).toBe(0);
  });
});
