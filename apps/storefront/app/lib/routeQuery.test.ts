import { describe, expect, it } from "vitest";
import { hrefWithQuery, queryFromSearch } from "./routeQuery";

describe("queryFromSearch", () => {
  it("turns repeated keys into lists in URL order", () => {
    expect(queryFromSearch("?color=49&color=50&sort=final_price")).toEqual({
      color: ["49", "50"],
      sort: "final_price",
    });
  });
});

describe("hrefWithQuery", () => {
  it("sorts keys, repeats list keys and drops blanks", () => {
    expect(hrefWithQuery("/kobiety", { size: ["168", "169"], color: "49", sort: "", q: undefined })).toBe(
      "/kobiety?color=49&size=168&size=169",
    );
    expect(hrefWithQuery("/kobiety", {})).toBe("/kobiety");
  });

  it("round-trips with queryFromSearch", () => {
    const query = { color: ["49", "50"], price: "0.0-50.0" };
    expect(queryFromSearch(hrefWithQuery("/x", query).split("?")[1] ?? "")).toEqual(query);
  });
});
