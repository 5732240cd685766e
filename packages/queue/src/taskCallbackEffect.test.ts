import { describe, expect, it } from "vitest";
import { prepareTask } from "./queueTask.js";
import { taskCallbackEffect } from "./taskCallbackEffect.js";

const task = (callback_event?: string) =>
  prepareTask(
    { endpoint: "a", ...(callback_event !== undefined ? { callback_event } : {}) },
    { now: 0, taskId: "0-a" },
  );

describe("taskCallbackEffect", () => {
  it("dispatches the store action named after store:", () => {
    const t = task("store:cart/stockSync");
    expect(taskCallbackEffect(t)).toEqual({ type: "dispatch", action: "cart/stockSync", task: t });
  });

  it("emits any other name as an event", () => {
    const t = task("prices-after-sync");
    expect(taskCallbackEffect(t)).toEqual({ type: "emit", event: "prices-after-sync", payload: t });
  });

  it("does nothing without callback_event", () => {
    expect(taskCallbackEffect(task())).toBeNull();
    expect(taskCallbackEffect(task(""))).toBeNull();
  });
});
