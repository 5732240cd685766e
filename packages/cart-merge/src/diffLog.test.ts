import { describe, expect, it } from "vitest";
import { cartNotification } from "./cartMessages.js";
import {
  createDiffLog,
  isDiffLogEmpty,
  mergeDiffLogs,
  pushClientParty,
  pushNotifications,
  pushServerParty,
  pushServerResponse,
} from "./diffLog.js";

describe("DiffLog", () => {
  it("starts empty", () => {
    expect(createDiffLog()).toEqual({ items: [], serverResponses: [], clientNotifications: [] });
    expect(isDiffLogEmpty(createDiffLog())).toBe(true);
  });

  it("records client and server parties in order", () => {
    const log = pushServerParty(pushClientParty(createDiffLog(), { status: "no-item", sku: "A" }), {
      status: "wrong-qty",
      sku: "B",
      "client-qty": 2,
      "server-qty": 1,
    });
    expect(log.items).toEqual([
      { party: "client", status: "no-item", sku: "A" },
      { party: "server", status: "wrong-qty", sku: "B", "client-qty": 2, "server-qty": 1 },
    ]);
  });

  it("is not empty with only a server response or only a notification", () => {
    expect(isDiffLogEmpty(pushServerResponse(createDiffLog(), { status: 200, sku: "A", result: true }))).toBe(
      false,
    );
    expect(isDiffLogEmpty(pushNotifications(createDiffLog(), [cartNotification("info", "x")]))).toBe(false);
  });

  it("merges by concatenating all three lists", () => {
    const a = pushServerResponse(pushClientParty(createDiffLog(), { status: "no-item" }), {
      status: 1,
      sku: "A",
      result: 1,
    });
    const b = pushNotifications(pushServerParty(createDiffLog(), { status: "no-changes" }), [
      cartNotification("info", "n"),
    ]);
    expect(mergeDiffLogs(a, b)).toEqual({
      items: [
        { party: "client", status: "no-item" },
        { party: "server", status: "no-changes" },
      ],
      serverResponses: [{ status: 1, sku: "A", result: 1 }],
      clientNotifications: [cartNotification("info", "n")],
    });
  });

  it("never mutates a log", () => {
    const log = createDiffLog();
    pushClientParty(log, { status: "no-item" });
    expect(log.items).toEqual([]);
  });
});
