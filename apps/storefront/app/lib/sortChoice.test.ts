import { describe, expect, it } from "vitest";
import { activeSortId } from "./sortChoice";

const options = ["updated_at:desc", "final_price", "final_price:desc"];
const byPriority = { field: "order_priority", direction: "desc" } as const;

describe("activeSortId", () => {
  it("names the default entry for no sort and for the default written out", () => {
    expect(activeSortId(null, options, byPriority)).toBe("");
    expect(activeSortId({ field: "order_priority", direction: "desc" }, options, byPriority)).toBe("");
  });

  it("matches price:desc to the high-to-low option", () => {
    expect(activeSortId({ field: "price", direction: "desc" }, options, byPriority)).toBe("final_price:desc");
  });

  it("matches an explicit :asc and the price alias to the low-to-high option", () => {
    expect(activeSortId({ field: "final_price", direction: "asc" }, options, byPriority)).toBe("final_price");
    expect(activeSortId({ field: "price", direction: "asc" }, options, byPriority)).toBe("final_price");
  });

  it("gives null for a sort the menu does not offer", () => {
    expect(activeSortId({ field: "name", direction: "asc" }, options, byPriority)).toBeNull();
    expect(activeSortId({ field: "updated_at", direction: "asc" }, options, byPriority)).toBeNull();
  });
});
