/// <reference types="node" />
// The README's quick start, verbatim apart from the assertions.
import { describe, expect, it } from "vitest";
import { createQueue, findTask, isQueueError } from "../src/index.js";

describe("README quick start", () => {
  it("runs as written", async () => {
    const storage = new Map<string, unknown>();
    const queue = createQueue({
      execute: async (url) => ({
        headers: { get: () => "application/json" },
        json: async () => ({ code: 200, result: { is_in_stock: url.includes("SUK-1") } }),
      }),
      clock: { now: Date.now, setTimeout },
      storage: {
        setItem: (key, task) => void storage.set(key, task),
        removeItem: (key) => void storage.delete(key),
      },
      refreshToken: async () => "fresh-token",
      onEffect: (effect) => effect.type === "notify" && console.info(effect.notification.message),
      token: "user-token",
      cartId: "aZ3cart",
    });

    const task = await queue.execute({ url: "/api/stock/check?sku=SUK-1&token={{token}}" });
    expect(task.resultCode).toBe(200);

    const queued = await queue.queue({ url: "/api/stock/check?sku=SUK-2", is_result_cacheable: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(findTask(queue.getSnapshot(), queued.task_id)?.result).toEqual({ is_in_stock: false });

    queue.setCartId(null);
    const error = await queue.execute({ url: "/api/cart/pull?cartId={{cartId}}" }).catch((e: unknown) => e);
    expect(isQueueError(error) && error.reason).toBe("missing-cart-id");
  });
});
