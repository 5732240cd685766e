import { describe, expect, it } from "vitest";
import { prepareTask } from "./queueTask.js";

describe("prepareTask", () => {
  it("sets task_id, transmited false and both timestamps", () => {
    const task = prepareTask(
      { endpoint: "stockCheck", query: { sku: "A" } },
      { now: 1000, taskId: "1000-x" },
    );
    expect(task).toMatchObject({ task_id: "1000-x", transmited: false, created_at: 1000, updated_at: 1000 });
  });

  it("defaults silent and is_result_cacheable to false and the method to GET", () => {
    const task = prepareTask({ endpoint: "a" }, { now: 0, taskId: "0-a" });
    expect(task.silent).toBe(false);
    expect(task.is_result_cacheable).toBe(false);
    expect(task.payload).toEqual({ method: "GET" });
  });

  it("keeps the caller's payload and extra data such as product_sku", () => {
    const task = prepareTask(
      {
        endpoint: "a",
        payload: { method: "POST", body: { a: 1 } },
        product_sku: "SUK-1",
        callback_event: "store:cart/stockSync",
      },
      { now: 0, taskId: "0-a" },
    );
    expect(task.payload).toEqual({ method: "POST", body: { a: 1 } });
    expect(task.product_sku).toBe("SUK-1");
    expect(task.callback_event).toBe("store:cart/stockSync");
  });

  it("has no response fields before the answer", () => {
    const task = prepareTask({ endpoint: "a" }, { now: 0, taskId: "0-a" });
    expect("result" in task).toBe(false);
    expect("resultCode" in task).toBe(false);
    expect("transmited_at" in task).toBe(false);
  });
});
