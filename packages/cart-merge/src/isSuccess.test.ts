import { describe, expect, it } from "vitest";
import { isSuccess, responseStatus } from "./isSuccess.js";

describe("isSuccess", () => {
  it("is parseInt(code) === 200", () => {
    expect(isSuccess({ code: 200 })).toBe(true);
    expect(isSuccess({ code: "200" })).toBe(true);
    expect(isSuccess({ code: 401 })).toBe(false);
    expect(isSuccess(null)).toBe(false);
  });

  it("prefers resultCode of a task result", () => {
    expect(responseStatus({ code: 500, resultCode: 200 })).toBe(200);
    expect(isSuccess({ resultCode: 200 })).toBe(true);
  });
});
