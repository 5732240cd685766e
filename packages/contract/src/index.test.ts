import { describe, expect, it } from "vitest";
import * as contract from "./index.js";

describe("@outlet/contract", () => {
  it("exports types only: nothing reaches the bundle", () => {
    expect(Object.keys(contract)).toEqual([]);
  });
});
