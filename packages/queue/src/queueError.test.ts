import { describe, expect, it } from "vitest";
import { isQueueError, QueueError } from "./queueError.js";

describe("QueueError", () => {
  it("quotes the spec's response messages", () => {
    expect(new QueueError({ reason: "bad-content-type", contentType: "text/html" }).message).toBe(
      "Error with response - bad content-type!",
    );
    expect(new QueueError({ reason: "wrong-response-format" }).message).toBe(
      "Unhandled error, wrong response format!",
    );
  });

  it("keeps the reason and the cause", () => {
    const cause = new Error("ECONNRESET");
    const error = new QueueError({ reason: "network", detail: "ECONNRESET" }, { cause });
    expect(error.reason).toBe("network");
    expect(error.cause).toBe(cause);
    expect(error.name).toBe("QueueError");
  });
});

describe("isQueueError", () => {
  it("recognises an instance and a copy from another bundle", () => {
    expect(isQueueError(new QueueError({ reason: "wrong-response-format" }))).toBe(true);
    const foreign = Object.assign(new Error("x"), { name: "QueueError", details: { reason: "network" } });
    expect(isQueueError(foreign)).toBe(true);
  });

  it("rejects other errors", () => {
    expect(isQueueError(new Error("x"))).toBe(false);
    expect(isQueueError({ name: "QueueError" })).toBe(false);
  });
});
