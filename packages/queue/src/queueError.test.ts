import { describe, expect, it } from "vitest";
import { isQueueError, QueueError } from "./queueError.js";

describe("QueueError", () => {
  it("carries the executor's message for a failed request and builds the storage message", () => {
    expect(
      new QueueError({ reason: "request-failed", detail: "Error with response - bad content-type!" }).message,
    ).toBe("Error with response - bad content-type!");
    expect(new QueueError({ reason: "storage", detail: "QuotaExceededError" }).message).toBe(
      "Error while storing the sync task: QuotaExceededError",
    );
  });

  it("keeps the reason and the cause", () => {
    const cause = new Error("ECONNRESET");
    const error = new QueueError({ reason: "request-failed", detail: "ECONNRESET" }, { cause });
    expect(error.reason).toBe("request-failed");
    expect(error.cause).toBe(cause);
    expect(error.name).toBe("QueueError");
  });
});

describe("isQueueError", () => {
  it("recognises an instance and a copy from another bundle", () => {
    expect(isQueueError(new QueueError({ reason: "storage", detail: "x" }))).toBe(true);
    const foreign = Object.assign(new Error("x"), { name: "QueueError", details: { reason: "network" } });
    expect(isQueueError(foreign)).toBe(true);
  });

  it("rejects other errors", () => {
    expect(isQueueError(new Error("x"))).toBe(false);
    expect(isQueueError({ name: "QueueError" })).toBe(false);
  });
});
