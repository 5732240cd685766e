import { describe, expect, it } from "vitest";
import { isJustPlaced, orderPlacedState } from "./orderPlacedState";

describe("isJustPlaced", () => {
  it("is true for the state checkout passes to the page of the order it placed", () => {
    expect(isJustPlaced(orderPlacedState("000001042"), "000001042")).toBe(true);
  });

  it("is false without that state: a mail link, a reload, the history", () => {
    expect(isJustPlaced(null, "000001042")).toBe(false);
    expect(isJustPlaced(undefined, "000001042")).toBe(false);
    expect(isJustPlaced({}, "000001042")).toBe(false);
  });

  it("is false on the page of another order", () => {
    expect(isJustPlaced(orderPlacedState("000001042"), "000001043")).toBe(false);
    expect(isJustPlaced(orderPlacedState("000001042"), undefined)).toBe(false);
  });
});
