import { describe, expect, it } from "vitest";
import { addRecentlyViewed, createRecentlyViewedStore } from "./recentlyViewedStore";

const item = (sku: string) => ({ sku, name: sku, href: `/${sku}`, image: "", price: 10 });

describe("addRecentlyViewed", () => {
  it("keeps each sku once, newest first, at most the limit", () => {
    let list = addRecentlyViewed([], item("A"));
    list = addRecentlyViewed(list, item("B"));
    list = addRecentlyViewed(list, item("A"));
    expect(list.map((entry) => entry.sku)).toEqual(["A", "B"]);
    expect(addRecentlyViewed(list, item("C"), 2).map((entry) => entry.sku)).toEqual(["C", "A"]);
  });
});

describe("createRecentlyViewedStore", () => {
  it("restores the list from storage and writes changes back", async () => {
    const data = new Map<string, string>([["outlet:recently-viewed", JSON.stringify([item("A")])]]);
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
    };
    const store = createRecentlyViewedStore(storage);
    expect(store.state.items.map((entry) => entry.sku)).toEqual(["A"]);
    store.add(item("B"));
    await Promise.resolve();
    expect(
      JSON.parse(data.get("outlet:recently-viewed") ?? "[]").map((entry: { sku: string }) => entry.sku),
    ).toEqual(["B", "A"]);
  });
});
