import { describe, expect, it } from "vitest";
import { createNotificationsStore } from "./notificationsStore";

/** The default time to live of a notification (catalogue.md §9). */
const NOTIFICATION_TTL_MS = 5000;

function fakeClock() {
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let id = 0;
  return {
    env: {
      setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
      newId: () => `n${++id}`,
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

const warning = { type: "warning" as const, message: "Uwaga", action1: { label: "OK" } };

describe("createNotificationsStore", () => {
  it("removes a notification after 5 seconds by its own id", () => {
    const clock = fakeClock();
    const store = createNotificationsStore(clock.env);
    store.spawn(warning);
    store.spawn({ ...warning, message: "Druga", hasNoTimeout: true });
    clock.advance(4999);
    expect(store.state.items).toHaveLength(2);
    clock.advance(1);
    expect(store.state.items.map((n) => n.message)).toEqual(["Druga"]);
  });

  it("ignores a notification whose message equals the last one", () => {
    const store = createNotificationsStore(fakeClock().env);
    expect(store.spawn(warning)?.id).toBe("n1");
    expect(store.spawn(warning)).toBeUndefined();
    expect(store.state.items).toHaveLength(1);
  });

  it("honours timeToLive and removes the last entry when remove() has no index", () => {
    const clock = fakeClock();
    const store = createNotificationsStore(clock.env);
    store.spawn({ ...warning, timeToLive: 1000 });
    store.spawn({ ...warning, message: "B", hasNoTimeout: true });
    store.remove();
    expect(store.state.items.map((n) => n.message)).toEqual(["Uwaga"]);
    clock.advance(1000);
    expect(store.state.items).toEqual([]);
  });

  it("removes index 0 when asked", () => {
    const store = createNotificationsStore(fakeClock().env);
    store.spawn({ ...warning, hasNoTimeout: true });
    store.spawn({ ...warning, message: "B", hasNoTimeout: true });
    store.remove(0);
    expect(store.state.items.map((n) => n.message)).toEqual(["B"]);
  });
});

describe("createNotificationsStore (rules from @outlet/checkout's notificationsReducer)", () => {
  it("ignores only consecutive duplicates: A, B, A shows three", () => {
    const store = createNotificationsStore(fakeClock().env);
    store.spawn({ ...warning, message: "A" });
    store.spawn({ ...warning, message: "B" });
    expect(store.spawn({ ...warning, message: "A" })?.id).toBe("n3");
    expect(store.state.items.map((n) => n.message)).toEqual(["A", "B", "A"]);
  });

  it("keeps a caller's own id and removes by it after the time to live", () => {
    const clock = fakeClock();
    const store = createNotificationsStore(clock.env);
    expect(store.spawn({ ...warning, id: "mine" })?.id).toBe("mine");
    clock.advance(NOTIFICATION_TTL_MS);
    expect(store.state.items).toEqual([]);
  });

  it("a removal timer does not touch a later notification with the same message", () => {
    const clock = fakeClock();
    const store = createNotificationsStore(clock.env);
    store.spawn(warning);
    store.remove(0);
    clock.advance(3000);
    store.spawn(warning);
    clock.advance(2000);
    expect(store.state.items.map((n) => n.id)).toEqual(["n2"]);
    clock.advance(3000);
    expect(store.state.items).toEqual([]);
  });

  it("ignores removeById of an unknown id and remove of an index out of range", () => {
    const store = createNotificationsStore(fakeClock().env);
    store.spawn({ ...warning, hasNoTimeout: true });
    store.removeById("nope");
    store.remove(5);
    store.remove(-1);
    expect(store.state.items.map((n) => n.message)).toEqual(["Uwaga"]);
  });

  it("schedules nothing for hasNoTimeout", () => {
    const clock = fakeClock();
    const store = createNotificationsStore(clock.env);
    store.spawn({ ...warning, hasNoTimeout: true });
    clock.advance(60_000);
    expect(store.state.items).toHaveLength(1);
  });
});
