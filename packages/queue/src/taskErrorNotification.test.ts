import { describe, expect, it } from "vitest";
import { isSuccessCode, taskErrorNotification } from "./taskErrorNotification.js";

const loud = { silent: false };

describe("taskErrorNotification", () => {
  it("shows a string result as an error with OK", () => {
    expect(taskErrorNotification({ code: 500, result: "Cart not found" }, loud)).toEqual({
      type: "error",
      message: "Cart not found",
      action1: { label: "OK" },
    });
  });

  it("uses result.result when it is a string", () => {
    expect(
      taskErrorNotification({ code: 400, result: { result: "Bad qty", message: "x" } }, loud)?.message,
    ).toBe("Bad qty");
  });

  it("falls back to result.message", () => {
    expect(
      taskErrorNotification({ code: 400, result: { message: "Popraw zaznaczone pola." } }, loud)?.message,
    ).toBe("Popraw zaznaczone pola.");
  });

  it("is silent for ENOTFOUND", () => {
    expect(
      taskErrorNotification({ code: 500, result: { message: "x", code: "ENOTFOUND" } }, loud),
    ).toBeNull();
  });

  it("is silent for a silent task", () => {
    expect(taskErrorNotification({ code: 500, result: "x" }, { silent: true })).toBeNull();
  });

  it("is silent without a message", () => {
    expect(taskErrorNotification({ code: 500 }, loud)).toBeNull();
    expect(taskErrorNotification({ code: 500, result: { code: 12 } }, loud)).toBeNull();
    expect(taskErrorNotification({ code: 500, result: "" }, loud)).toBeNull();
  });

  it("is silent for code 200, also given as a string", () => {
    expect(taskErrorNotification({ code: 200, result: "ok" }, loud)).toBeNull();
    expect(taskErrorNotification({ code: "200", result: "ok" }, loud)).toBeNull();
  });

  it("is silent on the 401 path", () => {
    expect(
      taskErrorNotification({ code: 401, result: "x" }, { silent: false, unauthorizedPath: true }),
    ).toBeNull();
  });
});

describe("isSuccessCode", () => {
  it("accepts 200 only, parsed like parseInt", () => {
    expect(isSuccessCode(200)).toBe(true);
    expect(isSuccessCode("200")).toBe(true);
    expect(isSuccessCode(201)).toBe(false);
    expect(isSuccessCode(undefined)).toBe(false);
  });
});
