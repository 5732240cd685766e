import { describe, expect, it, vi } from "vitest";
import { createSimulatedClock, jsonResponse, memoryStorage } from "../test/simulation.js";
import { createQueue, type QueueAppEffect, type TaskExecutor } from "./createQueue.js";
import { isQueueError } from "./queueError.js";
import { findTask, storedTasks } from "./queueReducer.js";

function answering(...bodies: unknown[]): TaskExecutor & { calls: { url: string; init: unknown }[] } {
  const calls: { url: string; init: unknown }[] = [];
  const executor = (async (url: string, init: unknown) => {
    calls.push({ url, init });
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return jsonResponse(body);
  }) as TaskExecutor & { calls: typeof calls };
  executor.calls = calls;
  return executor;
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
    const task = await queue.execute({ url: "/api/stock/check?sku=A" });
    expect(task).toMatchObject({
      task_id: "5000-abc",
      transmited: true,
      transmited_at: 5000,
      resultCode: 200,
      result: { qty: 3 },
    });
  });

  it("rejects a missing cart id with a QueueError and makes no request", async () => {
    const execute = answering({ code: 200 });
    const queue = createQueue({ execute, clock: createSimulatedClock(), storage: memoryStorage() });
    const error = await queue.execute({ url: "/api/cart/pull?cartId={{cartId}}" }).catch((e: unknown) => e);
    expect(isQueueError(error) && error.reason).toBe("missing-cart-id");
    expect(execute.calls).toHaveLength(0);
  });

  it("rejects a non-JSON answer with the bad content-type message", async () => {
    const queue = createQueue({
      execute: async () => jsonResponse("<html>", "text/html"),
      clock: createSimulatedClock(),
      storage: memoryStorage(),
    });
    await expect(queue.execute({ url: "/a" })).rejects.toThrow("Error with response - bad content-type!");
  });

  it("rejects unparsable JSON with the wrong response format message", async () => {
    const queue = createQueue({
      execute: async () => ({
        headers: { get: () => "application/json" },
        json: async () => {
          throw new SyntaxError("Unexpected token");
        },
      }),
      clock: createSimulatedClock(),
      storage: memoryStorage(),
    });
    await expect(queue.execute({ url: "/a" })).rejects.toThrow("Unhandled error, wrong response format!");
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
    const error = await queue.execute({ url: "/a" }).catch((e: unknown) => e);
    expect(isQueueError(error) && error.reason).toBe("network");
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
    const prepared = await queue.queue({ url: "/api/stock/check?sku=A", is_result_cacheable: true });
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
      execute: answering({ code: 200 }),
      clock: createSimulatedClock(),
      storage,
      online: false,
    });
    await queue.queue({ url: "/a" });
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
      execute: answering({ code: 200 }),
      clock: createSimulatedClock(),
      storage,
      config: { disablePersistentTaskQueue: false },
    });
    const error = await queue.queue({ url: "/a" }).catch((e: unknown) => e);
    expect(isQueueError(error) && error.reason).toBe("storage");
    expect(storedTasks(queue.getSnapshot())).toEqual([]);
  });

  it("runs queued tasks only when online, and on reconnection", async () => {
    const clock = createSimulatedClock();
    const execute = answering({ code: 200 });
    const queue = createQueue({ execute, clock, storage: memoryStorage(), online: false });
    await queue.queue({ url: "/a" });
    await clock.advance(0);
    expect(execute.calls).toHaveLength(0);
    queue.setOnline(true);
    await clock.advance(0);
    expect(execute.calls).toHaveLength(1);
    expect(storedTasks(queue.getSnapshot())).toEqual([]);
  });

  it("notifies subscribers on each change until unsubscribed", () => {
    const queue = createQueue({
      execute: answering({ code: 200 }),
      clock: createSimulatedClock(),
      storage: memoryStorage(),
    });
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.setToken("abc");
    expect(listener).toHaveBeenCalledWith(queue.getSnapshot());
    expect(queue.getSnapshot().token).toBe("abc");
    unsubscribe();
    queue.setCartId("c1");
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
    await queue.execute({ url: "/a", callback_event: "store:user/handleUpdateProfile" });
    expect(effects.map((e) => e.type)).toEqual(["notify", "dispatch", "settle"]);
  });

  it("refreshes once for concurrent 401s, waits the others 1000 ms and resolves every task", async () => {
    const clock = createSimulatedClock(0);
    let token = "old";
    const execute: TaskExecutor = async (url) => {
      const valid = url.includes(`token=${token}`);
      return jsonResponse(valid ? { code: 200, result: url } : { code: 401, result: "expired" });
    };
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
    const first = queue.execute({ url: "/api/user/me?token={{token}}" });
    await clock.advance(0);
    const second = queue.execute({ url: "/api/user/order-history?token={{token}}" });
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
    const task = await queue.execute({ url: "/api/user/me?token={{token}}" });
    expect(task.resultCode).toBe(401);
    expect(effects).toContainEqual({ type: "logout", silent: true });
    expect(effects).toContainEqual({ type: "emit", event: "modal-show", payload: "modal-signup" });
  });
});
