import { describe, expect, it } from "vitest";
import { mySizeClaim, mySizeFilterOption, mySizeToPreselect, readMySize } from "./mySize";

const NOV_27 = Date.UTC(2026, 10, 27, 4, 0, 0);
const M = { id: "167", label: "M" };

describe("mySizeClaim", () => {
  it("remembers the option id as a string and the label", () => {
    expect(mySizeClaim({ id: 167, label: "M" }, NOV_27)).toEqual({
      code: "my-size",
      created_at: "2026-11-27T04:00:00.000Z",
      value: { id: "167", label: "M" },
      description: "Mój rozmiar: M",
    });
  });
});

describe("readMySize", () => {
  it("reads the size back", () => {
    expect(readMySize(JSON.parse(JSON.stringify(mySizeClaim(M, NOV_27))))).toEqual(M);
  });

  it("is null without a claim or with a malformed one", () => {
    expect(readMySize(undefined)).toBeNull();
    expect(readMySize({ ...mySizeClaim(M, NOV_27), value: "M" })).toBeNull();
    expect(readMySize({ ...mySizeClaim(M, NOV_27), code: "cookie-consent" })).toBeNull();
  });
});

describe("mySizeToPreselect", () => {
  const values = [
    { id: "166", label: "S", available: true, selected: true },
    { id: "167", label: "M", available: true, selected: false },
    { id: "168", label: "L", available: false, selected: false },
  ];

  it("picks my size when it is in stock and not chosen yet", () => {
    expect(mySizeToPreselect(values, M)).toBe(values[1]);
  });

  it("keeps the page's variant when my size is sold out here", () => {
    expect(mySizeToPreselect(values, { id: "168", label: "L" })).toBeNull();
  });

  it("does nothing when my size is already chosen, missing here or not remembered", () => {
    expect(mySizeToPreselect(values, { id: "166", label: "S" })).toBeNull();
    expect(mySizeToPreselect(values, { id: "999", label: "XXL" })).toBeNull();
    expect(mySizeToPreselect(values, null)).toBeNull();
  });
});

describe("mySizeFilterOption", () => {
  it("offers the listing's filter option of my size, if the listing has that size", () => {
    const options = [
      { id: 166, label: "S" },
      { id: 167, label: "M" },
    ];
    expect(mySizeFilterOption(options, M)).toBe(options[1]);
    expect(mySizeFilterOption(options, { id: "168", label: "L" })).toBeNull();
  });
});
