/// <reference types="node" />
// The README's quick start, verbatim apart from the assertions.
import { describe, expect, it } from "vitest";
import { createQueue, findTask, isQueueError } from "../src/index.js";

describe("README quick start", () => {
  it("runs as written", async () => {
    const storage = new Map<string, unknown>();
    const queue = createQueue({
      // In the shop: (request) => client.transport.executeTask(request), which names, fills and sends it.
      execute: async (request) => ({ code: 200, result: { is_in_stock: request.query?.sku === "SUK-1" } }),
      clock: { now: Date.now, setTimeout },
      storage: {
        setItem: (key, task) => void storage.set(key, task),
        removeItem: (key) => void storage.delete(key),
      },
      refreshToken: async () => "fresh-token",
      onEffect: (effect) => effect.type === "notify" && console.info(effect.notification.message),
      token: "user-token",
    });

    const task = await queue.execute({ endpoint: "stockCheck", query: { sku: "SUK-1" } });
    expect(task.resultCode).toBe(200);

    const queued = await queue.queue({
      endpoint: "stockCheck",
      query: { sku: "SUK-2" },
      is_result_cacheable: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(findTask(queue.getSnapshot(), queued.task_id)?.result).toEqual({ is_in_stock: false });

    const failing = createQueue({
      execute: async () => {
        throw new Error("Failed to fetch");
      },
      clock: { now: Date.now, setTimeout },
      storage: { setItem: () => undefined, removeItem: () => undefined },
    });
    const error = await failing.execute({ endpoint: "stockCheck" }).catch((e: unknown) => e);
    expect(isQueueError(error) && error.reason).toBe("request-failed");
  });
});
