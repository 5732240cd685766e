import { describe, expect, it } from "vitest";
import { isApiError } from "./apiError.js";
import { createWorkGate, createWorkGates } from "./createWorkGate.js";

/** A task that runs until `release()` is called. */
function held() {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { task: () => done.then(() => "klar"), release: () => release() };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.status, retryAfter: error.headers["Retry-After"] };
}

describe("createWorkGate", () => {
  it("runs a client's share, sheds its next job with 429 + Retry-After and still runs another client's", async () => {
    const gate = createWorkGate({ concurrency: 4, perClient: 2, queue: 4, maxWaitMs: 1000 });
    const job = held();
    const first = gate.run("198.51.100.7", job.task);
    const second = gate.run("198.51.100.7", job.task);
    expect(await refusal(gate.run("198.51.100.7", job.task))).toEqual({ status: 429, retryAfter: "1" });
    const other = gate.run("198.51.100.8", () => "inny");
    expect(await other).toBe("inny");
    job.release();
    expect(await Promise.all([first, second])).toEqual(["klar", "klar"]);
    expect(gate.snapshot()).toEqual({ running: 0, byClient: {}, waiting: [] });
  });

  it("sheds a job that waited past maxWaitMs with 503 + Retry-After", async () => {
    const gate = createWorkGate({ concurrency: 1, perClient: 2, queue: 4, maxWaitMs: 30 });
    const job = held();
    const running = gate.run("a", job.task);
    expect(await refusal(gate.run("b", () => "late"))).toEqual({ status: 503, retryAfter: "2" });
    job.release();
    expect(await running).toBe("klar");
  });

  it("frees the slot of a task that throws", async () => {
    const gate = createWorkGate({ concurrency: 1, perClient: 1, queue: 1, maxWaitMs: 1000 });
    await expect(gate.run("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run("a", () => 1)).toBe(1);
  });

  it("gives each kind of expensive work a gate", () => {
    expect(Object.keys(createWorkGates(2)).sort()).toEqual(["hash", "media", "order", "search"]);
  });
});
