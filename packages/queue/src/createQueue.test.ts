import { describe, expect, it, vi } from "vitest";
import { createSimulatedClock, memoryStorage } from "../test/simulation.js";
import { createQueue, type QueueAppEffect, type TaskExecutor } from "./createQueue.js";
import { isQueueError } from "./queueError.js";
import { findTask, storedTasks, type TaskRequest, type TaskResponse } from "./queueReducer.js";

function answering(...answers: TaskResponse[]): TaskExecutor & { calls: TaskRequest[] } {
  const calls: TaskRequest[] = [];
  const executor: TaskExecutor = async (request) => {
    calls.push(request);
    return (answers.length > 1 ? answers.shift() : answers[0]) ?? { code: 200, result: null };
  };
  return Object.assign(executor, { calls });
}

describe("createQueue", () => {
  it("executes a task and resolves with the finished task", async () => {
    const clock = createSimulatedClock(5000);
    const queue = createQueue({
      execute: answering({ code: 200, result: { qty: 3 } }),
      clock,
      storage: memoryStorage(),
      createId: () => "5000-abc",
    });
    const task = await queue.execute({ endpoint: "stockCheck", query: { sku: "A" } });
    expect(task).toMatchObject({
      task_id: "5000-abc",
      transmited: true,
      transmited_at: 5000,
      resultCode: 200,
      result: { qty: 3 },
    });
  });

  it("hands the executor the named endpoint, its values and body, and the token, never a URL", async () => {
    const execute = answering({ code: 200, result: {} });
    const queue = createQueue({
      execute,
      clock: createSimulatedClock(),
      storage: memoryStorage(),
      token: "t0k",
    });
    await queue.execute({ endpoint: "userMe", payload: { method: "POST", body: { customer: { id: 1 } } } });
    await queue.execute({ endpoint: "stockCheck", query: { sku: "A" } });
    expect(execute.calls).toEqual([
      { endpoint: "userMe", method: "POST", body: { customer: { id: 1 } }, token: "t0k" },
      { endpoint: "stockCheck", method: "GET", query: { sku: "A" }, token: "t0k" },
    ]);
  });

  it("rejects a network error with the executor's error as cause", async () => {
    const failure = new TypeError("Failed to fetch");
    const queue = createQueue({
      execute: async () => {
        throw failure;
      },
      clock: createSimulatedClock(),
      storage: memoryStorage(),
    });
    const error = await queue.execute({ endpoint: "a" }).catch((e: unknown) => e);
    expect(isQueueError(error) && error.reason).toBe("request-failed");
    expect((error as Error).message).toBe("Failed to fetch");
    expect((error as Error).cause).toBe(failure);
  });

  it("queue() resolves with the prepared task, then runs it and keeps a cacheable result", async () => {
    const clock = createSimulatedClock();
    const storage = memoryStorage();
    const queue = createQueue({
      execute: answering({ code: 200, result: { is_in_stock: true } }),
      clock,
      storage,
    });
    const prepared = await queue.queue({
      endpoint: "stockCheck",
      query: { sku: "A" },
      is_result_cacheable: true,
    });
    expect(prepared.transmited).toBe(false);
    await clock.advance(0);
    expect(findTask(queue.getSnapshot(), prepared.task_id)).toMatchObject({
      transmited: true,
      result: { is_in_stock: true },
    });
    expect(storage.items.has(prepared.task_id)).toBe(true);
  });

  it("queue() keeps tasks in memory only while disablePersistentTaskQueue is on", async () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, "setItem");
    const queue = createQueue({
      execute: answering({ code: 200, result: null }),
      clock: createSimulatedClock(),
      storage,
      online: false,
    });
    await queue.queue({ endpoint: "a" });
    expect(setItem).not.toHaveBeenCalled();
  });

  it("queue() writes to storage first when persistence is on, and rejects when the write fails", async () => {
    const storage = {
      setItem: async () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: async () => {},
    };
    const queue = createQueue({
      execute: answering({ code: 200, result: null }),
      clock: createSimulatedClock(),
      storage,
      config: { disablePersistentTaskQueue: false },
    });
    const error = await queue.queue({ endpoint: "a" }).catch((e: unknown) => e);
    expect(isQueueError(error) && error.reason).toBe("storage");
    expect(storedTasks(queue.getSnapshot())).toEqual([]);
  });

  it("runs queued tasks only when online, and on reconnection", async () => {
    const clock = createSimulatedClock();
    const execute = answering({ code: 200, result: null });
    const queue = createQueue({ execute, clock, storage: memoryStorage(), online: false });
    await queue.queue({ endpoint: "a" });
    await clock.advance(0);
    expect(execute.calls).toHaveLength(0);
    queue.setOnline(true);
    await clock.advance(0);
    expect(execute.calls).toHaveLength(1);
    expect(storedTasks(queue.getSnapshot())).toEqual([]);
  });

  it("notifies subscribers on each change until unsubscribed", () => {
    const queue = createQueue({
      execute: answering({ code: 200, result: null }),
      clock: createSimulatedClock(),
      storage: memoryStorage(),
    });
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.setToken("abc");
    expect(listener).toHaveBeenCalledWith(queue.getSnapshot());
    expect(queue.getSnapshot().token).toBe("abc");
    unsubscribe();
    queue.setToken("def");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("hands notifications, callbacks and session effects to onEffect", async () => {
    const effects: QueueAppEffect[] = [];
    const queue = createQueue({
      execute: answering({ code: 500, result: "Błąd serwera" }),
      clock: createSimulatedClock(),
      storage: memoryStorage(),
      onEffect: (effect) => effects.push(effect),
    });
    await queue.execute({ endpoint: "a", callback_event: "store:user/handleUpdateProfile" });
    expect(effects.map((e) => e.type)).toEqual(["notify", "dispatch", "settle"]);
  });

  it("refreshes once for concurrent 401s, waits the others 1000 ms and resolves every task", async () => {
    const clock = createSimulatedClock(0);
    let token = "old";
    const execute: TaskExecutor = async (request) =>
      request.token === token ? { code: 200, result: request.endpoint } : { code: 401, result: "expired" };
    const refreshToken = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          clock.setTimeout(() => {
            token = "fresh";
            resolve("fresh");
          }, 1500);
        }),
    );
    const effects: QueueAppEffect[] = [];
    const queue = createQueue({
      execute,
      clock,
      storage: memoryStorage(),
      refreshToken,
      token: "stale",
      onEffect: (e) => effects.push(e),
    });
    const first = queue.execute({ endpoint: "userMe" });
    await clock.advance(0);
    const second = queue.execute({ endpoint: "userOrderHistory" });
    await clock.advance(5000);
    const [a, b] = await Promise.all([first, second]);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(a.resultCode).toBe(200);
    expect(b.resultCode).toBe(200);
    expect(effects).toContainEqual({ type: "storeToken", token: "fresh" });
  });

  it("a refresh that throws logs out silently and resolves with the 401 answer", async () => {
    const effects: QueueAppEffect[] = [];
    const queue = createQueue({
      execute: answering({ code: 401, result: "expired" }),
      clock: createSimulatedClock(),
      storage: memoryStorage(),
      token: "old",
      refreshToken: async () => {
        throw new Error("refresh token revoked");
      },
      onEffect: (e) => effects.push(e),
    });
    const task = await queue.execute({ endpoint: "userMe" });
    expect(task.resultCode).toBe(401);
    expect(effects).toContainEqual({ type: "logout", silent: true });
    expect(effects).toContainEqual({ type: "emit", event: "modal-show", payload: "modal-signup" });
  });
});
