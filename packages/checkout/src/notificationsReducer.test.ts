import { describe, expect, it } from "vitest";
import {
  initialNotificationsState,
  type NotificationsState,
  notificationsReducer,
  productAlertNotification,
} from "./notificationsReducer.js";

const spawn = (state: NotificationsState, message: string, extra: object = {}, generatedId = message) =>
  notificationsReducer(state, {
    type: "spawn",
    notification: { type: "info", message, ...extra },
    generatedId,
  });

describe("notificationsReducer", () => {
  it("pushes a notification and schedules its removal after 5000 ms by its id", () => {
    const result = spawn(initialNotificationsState(), "You're logged out", {}, "n1");
    expect(result.state.notifications).toEqual([{ type: "info", message: "You're logged out", id: "n1" }]);
    expect(result.effects).toEqual([{ type: "scheduleRemoval", id: "n1", ms: 5000 }]);
    expect(result.spawned?.id).toBe("n1");
  });

  it("keeps a given id", () => {
    expect(spawn(initialNotificationsState(), "a", { id: "mine" }, "n1").spawned?.id).toBe("mine");
  });

  it("uses timeToLive when set", () => {
    expect(spawn(initialNotificationsState(), "a", { timeToLive: 1200 }).effects).toEqual([
      { type: "scheduleRemoval", id: "a", ms: 1200 },
    ]);
  });

  it("schedules nothing with hasNoTimeout", () => {
    expect(spawn(initialNotificationsState(), "a", { hasNoTimeout: true }).effects).toEqual([]);
  });

  it("ignores a consecutive duplicate message", () => {
    const first = spawn(initialNotificationsState(), "Order waiting!");
    const second = spawn(first.state, "Order waiting!", {}, "other");
    expect(second.state).toBe(first.state);
    expect(second.spawned).toBeNull();
    expect(second.effects).toEqual([]);
  });

  it("allows the same message again when another came between", () => {
    let state = spawn(initialNotificationsState(), "a", {}, "1").state;
    state = spawn(state, "b", {}, "2").state;
    state = spawn(state, "a", {}, "3").state;
    expect(state.notifications.map((n) => n.id)).toEqual(["1", "2", "3"]);
  });

  it("removes by index, 0 included, and the last one without an index", () => {
    let state = spawn(initialNotificationsState(), "a", {}, "1").state;
    state = spawn(state, "b", {}, "2").state;
    state = spawn(state, "c", {}, "3").state;
    state = notificationsReducer(state, { type: "remove", index: 0 }).state;
    expect(state.notifications.map((n) => n.id)).toEqual(["2", "3"]);
    state = notificationsReducer(state, { type: "remove" }).state;
    expect(state.notifications.map((n) => n.id)).toEqual(["2"]);
  });

  it("removes by id and ignores an unknown id (an expired timer after a manual close)", () => {
    const state = spawn(initialNotificationsState(), "a", {}, "1").state;
    expect(notificationsReducer(state, { type: "removeById", id: "1" }).state.notifications).toEqual([]);
    expect(notificationsReducer(state, { type: "removeById", id: "nope" }).state).toBe(state);
  });
});

describe("productAlertNotification", () => {
  it("defaults to 5000 ms with an OK action", () => {
    expect(productAlertNotification({ type: "warning", message: "Ostatnie sztuki!" })).toEqual({
      type: "warning",
      message: "Ostatnie sztuki!",
      timeToLive: 5000,
      action1: { label: "OK" },
    });
  });

  it("keeps a given lifetime", () => {
    expect(productAlertNotification({ type: "info", message: "x", timeToLive: 800 }).timeToLive).toBe(800);
  });
});

describe("notificationsReducer topics (issue 12)", () => {
  it("replaces older notifications about the same topic and keeps the others", () => {
    let state = initialNotificationsState();
    const spawn = (message: string, topic: string | undefined, id: string) => {
      state = notificationsReducer(state, {
        type: "spawn",
        notification: { type: "info", message, ...(topic ? { topic } : {}) },
        generatedId: id,
      }).state;
    };
    spawn("Dostępnych jest tylko 2 szt.", "cart-line:KOS-0047", "a");
    spawn("Kod rabatowy został dodany.", undefined, "b");
    spawn("Zmieniono rozmiar z XS na M.", "cart-line:KOS-0047", "c");
    expect(state.notifications.map((n) => n.id)).toEqual(["b", "c"]);
  });
});
