import { describe, expect, it } from "vitest";
import { createNotificationsStore } from "./notificationsStore";

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
