import { createMemoryDriver, createOfflineStorage } from "@outlet/offline-storage";
import { describe, expect, it } from "vitest";
import { createClaimsStore } from "./claimsStore";

const NOV_27 = Date.UTC(2026, 10, 27, 4, 0, 0);

function storage() {
  return createOfflineStorage({
    driver: (dbName) => createMemoryDriver({ dbName }),
    clock: {
      now: () => NOV_27,
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (h) => clearTimeout(h as never),
    },
  });
}

describe("createClaimsStore", () => {
  it("keeps a decision in the claims collection and reads it back in a new store", async () => {
    const shared = storage();
    const first = createClaimsStore({ collection: () => shared.collection("claims"), now: () => NOV_27 });
    await first.set("my-size", { id: 169, label: "M" }, "Mój rozmiar: M");
    const second = createClaimsStore({ collection: () => shared.collection("claims"), now: () => NOV_27 });
    await second.load(["my-size", "cookie-consent"]);
    expect(second.state.loaded).toBe(true);
    expect(second.get("my-size")).toEqual({
      code: "my-size",
      created_at: "2026-11-27T04:00:00.000Z",
      value: { id: 169, label: "M" },
      description: "Mój rozmiar: M",
    });
    expect(second.get("cookie-consent")).toBeUndefined();
  });

  it("reads a malformed stored entry as no decision", async () => {
    const shared = storage();
    await shared.collection("claims").setItem("cookie-consent", { code: "cookie-consent", value: 1 });
    const store = createClaimsStore({ collection: () => shared.collection("claims"), now: () => NOV_27 });
    await store.load(["cookie-consent"]);
    expect(store.get("cookie-consent")).toBeUndefined();
  });

  it("forgets a removed decision", async () => {
    const shared = storage();
    const store = createClaimsStore({ collection: () => shared.collection("claims"), now: () => NOV_27 });
    await store.set("my-size", "M", "");
    await store.remove("my-size");
    const again = createClaimsStore({ collection: () => shared.collection("claims"), now: () => NOV_27 });
    await again.load(["my-size"]);
    expect(again.get("my-size")).toBeUndefined();
  });
});
