import { describe, expect, it } from "vitest";
import type { QueueConfig } from "./queueConfig.js";
import {
  activeRuns,
  findTask,
  initialQueueState,
  type QueueAction,
  type QueueEffect,
  type QueueState,
  queueReducer,
  REFRESH_ATTEMPTS_MESSAGE,
  storedTasks,
  UNAUTHORIZED_ANSWER,
} from "./queueReducer.js";
import { prepareTask, type TaskInput } from "./queueTask.js";

function setup(options: { token?: string; online?: boolean; config?: Partial<QueueConfig> } = {}) {
  let state: QueueState = initialQueueState({
    online: options.online ?? true,
    token: options.token ?? "",
    ...(options.config ? { config: options.config } : {}),
  });
  const log: QueueEffect[] = [];
  let ids = 0;
  const step = (action: QueueAction): QueueEffect[] => {
    const result = queueReducer(state, action);
    state = result.state;
    log.push(...result.effects);
    return [...result.effects];
  };
  const task = (input: Partial<TaskInput> = {}) =>
    prepareTask({ endpoint: "cartPull", ...input }, { now: 10, taskId: `t${++ids}` });
  const execute = (input: Partial<TaskInput> = {}, runId = `r${ids + 1}`) =>
    step({ type: "execute", runId, task: task(input), now: 10 });
  const lastRequest = (runId: string) => {
    const found = log.filter((e) => e.type === "request" && e.runId === runId).at(-1);
    if (found?.type !== "request") throw new Error(`no request for ${runId}`);
    return found;
  };
  const answer = (runId: string, body: { code: unknown; result?: unknown; meta?: unknown }, now = 20) =>
    step({
      type: "responded",
      runId,
      request: lastRequest(runId).request,
      answer: { result: undefined, ...body },
      now,
    });
  return {
    step,
    task,
    execute,
    answer,
    lastRequest,
    log,
    get state() {
      return state;
    },
  };
}

const types = (effects: readonly QueueEffect[]) => effects.map((e) => e.type);
const settled = (effects: readonly QueueEffect[]) => effects.filter((e) => e.type === "settle");

describe("queueReducer: running a task", () => {
  it("requests the named endpoint with the payload and the current token", () => {
    const q = setup({ token: "tok" });
    const effects = q.execute({
      params: { id: 7 },
      payload: { method: "POST", body: { a: 1 }, headers: { "X-Trace": "1" } },
    });
    expect(effects).toEqual([
      {
        type: "request",
        runId: "r1",
        request: 1,
        call: {
          endpoint: "cartPull",
          method: "POST",
          token: "tok",
          params: { id: 7 },
          headers: { "X-Trace": "1" },
          body: { a: 1 },
        },
      },
    ]);
  });

  it("sends a guest task with no token", () => {
    const q = setup();
    const [effect] = q.execute();
    expect(effect?.type === "request" && effect.call.token).toBe("");
  });

  it("fills in the response fields on the final answer", () => {
    const q = setup();
    q.execute();
    const effects = q.answer("r1", { code: 200, result: { items: [] }, meta: { page: 1 } }, 99);
    const [settle] = settled(effects);
    expect(
      settle?.type === "settle" && settle.outcome.status === "resolved" && settle.outcome.task,
    ).toMatchObject({
      transmited: true,
      transmited_at: 99,
      updated_at: 99,
      result: { items: [] },
      resultCode: 200,
      code: 200,
      acknowledged: false,
      meta: { page: 1 },
    });
    expect(activeRuns(q.state)).toEqual([]);
  });

  it("rejects a failed request (network, content type, format) with the executor's message", () => {
    const q = setup();
    q.execute();
    const effects = q.step({
      type: "requestFailed",
      runId: "r1",
      request: 1,
      detail: "Error with response - bad content-type!",
    });
    const [settle] = settled(effects);
    expect(
      settle?.type === "settle" && settle.outcome.status === "rejected" && settle.outcome.error,
    ).toMatchObject({ reason: "request-failed", message: "Error with response - bad content-type!" });
  });

  it("shows an error notification for a non-200 code", () => {
    const q = setup();
    q.execute();
    const effects = q.answer("r1", { code: 500, result: "Nie udało się" });
    expect(effects.find((e) => e.type === "notify")).toEqual({
      type: "notify",
      notification: { type: "error", message: "Nie udało się", action1: { label: "OK" } },
    });
    expect(types(effects).at(-1)).toBe("settle");
  });

  it("shows no notification for a silent task", () => {
    const q = setup();
    q.execute({ silent: true });
    expect(types(q.answer("r1", { code: 500, result: "x" }))).not.toContain("notify");
  });

  it("ignores an answer to a run that already ended", () => {
    const q = setup();
    q.execute();
    q.answer("r1", { code: 200, result: 1 });
    const again = q.step({
      type: "responded",
      runId: "r1",
      request: 1,
      answer: { code: 200, result: null },
      now: 1,
    });
    expect(again).toEqual([]);
  });

  it("refuses a run id that is in use (programmer error)", () => {
    const q = setup();
    q.execute({}, "same");
    expect(() => q.execute({}, "same")).toThrow(/already in use/);
  });
});

describe("queueReducer: callbacks", () => {
  it("dispatches a store: callback once with the finished task", () => {
    const q = setup();
    q.execute({ callback_event: "store:cart/stockSync", product_sku: "SUK-1" });
    const effects = q.answer("r1", { code: 200, result: { is_in_stock: true } });
    const dispatches = effects.filter((e) => e.type === "dispatch");
    expect(dispatches).toHaveLength(1);
    expect(dispatches[0]?.type === "dispatch" && dispatches[0].action).toBe("cart/stockSync");
    expect(dispatches[0]?.type === "dispatch" && dispatches[0].task.product_sku).toBe("SUK-1");
  });

  it("emits an event callback for an error answer too", () => {
    const q = setup();
    q.execute({ callback_event: "prices-after-sync", silent: true });
    const effects = q.answer("r1", { code: 500, result: "x" });
    expect(effects.filter((e) => e.type === "emit")).toHaveLength(1);
  });

  it("does not call back after an intermediate 401 that is retried", () => {
    const q = setup({ token: "old" });
    q.execute({ callback_event: "prices-after-sync" });
    expect(types(q.answer("r1", { code: 401, result: "expired" }))).toEqual(["refreshToken"]);
    q.step({ type: "tokenRefreshed", runId: "r1", token: "new", now: 30 });
    const effects = q.answer("r1", { code: 200, result: "ok" });
    expect(q.log.filter((e) => e.type === "emit")).toHaveLength(1);
    expect(types(effects)).toEqual(["emit", "settle"]);
  });
});

describe("queueReducer: stored tasks and processing", () => {
  const store = (q: ReturnType<typeof setup>, input: Partial<TaskInput> = {}) =>
    q.step({ type: "stored", task: q.task(input), now: 10 });

  it("runs a stored task at once when online", () => {
    const q = setup();
    expect(types(store(q))).toEqual(["request"]);
  });

  it("does not process while offline", () => {
    const q = setup({ online: false });
    expect(store(q)).toEqual([]);
    expect(q.step({ type: "process", now: 10 })).toEqual([]);
    expect(storedTasks(q.state).map((t) => t.task_id)).toEqual(["t1"]);
  });

  it("processes on reconnection", () => {
    const q = setup({ online: false });
    store(q);
    expect(types(q.step({ type: "setOnline", online: true, now: 10 }))).toEqual(["request"]);
  });

  it("never starts a task twice while it runs (the lock by task_id)", () => {
    const q = setup();
    store(q);
    expect(q.step({ type: "process", now: 11 })).toEqual([]);
  });

  it("skips transmitted tasks", () => {
    const q = setup();
    q.step({ type: "hydrate", tasks: [{ ...q.task({ is_result_cacheable: true }), transmited: true }] });
    expect(q.step({ type: "process", now: 10 })).toEqual([]);
  });

  it("removes a non-cacheable task after its answer", () => {
    const q = setup();
    store(q);
    const effects = q.answer("t1#1", { code: 200, result: "ok" });
    expect(effects).toContainEqual({ type: "removeTasks", taskIds: ["t1"] });
    expect(storedTasks(q.state)).toEqual([]);
  });

  it("keeps and persists a cacheable task with its result", () => {
    const q = setup();
    store(q, { is_result_cacheable: true });
    const effects = q.answer("t1#1", { code: 200, result: { is_in_stock: false } });
    expect(effects.some((e) => e.type === "persistTask" && e.task.result !== undefined)).toBe(true);
    expect(findTask(q.state, "t1")).toMatchObject({
      transmited: true,
      resultCode: 200,
      result: { is_in_stock: false },
    });
  });

  it("keeps a failed task untransmitted for the next run", () => {
    const q = setup();
    store(q);
    q.step({ type: "requestFailed", runId: "t1#1", request: 1, detail: "offline" });
    expect(findTask(q.state, "t1")?.transmited).toBe(false);
    expect(types(q.step({ type: "process", now: 12 }))).toEqual(["request"]);
  });

  it("clearNotTransmitted deletes every untransmitted task", () => {
    const q = setup({ online: false });
    store(q);
    store(q);
    q.step({ type: "hydrate", tasks: [{ ...q.task(), transmited: true }] });
    const [removal] = q.step({ type: "clearNotTransmitted" });
    expect(removal?.type === "removeTasks" && [...removal.taskIds].sort()).toEqual(["t1", "t2"]);
    expect(storedTasks(q.state).map((t) => t.task_id)).toEqual(["t3"]);
  });
});

describe("queueReducer: 401 and the token-refresh lock", () => {
  it("starts a refresh on a 401 for a task with a token (lock 1, attempts 1)", () => {
    const q = setup({ token: "old" });
    q.execute();
    expect(types(q.answer("r1", { code: 401, result: "expired" }))).toEqual(["refreshToken"]);
    expect(q.state.lock).toBe(1);
    expect(q.state.attempts).toBe(1);
  });

  it("stores the refreshed token and retries the task with it", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    const effects = q.step({ type: "tokenRefreshed", runId: "r1", token: "new", now: 30 });
    expect(effects[0]).toEqual({ type: "storeToken", token: "new" });
    expect(effects[1]?.type === "request" && effects[1].call.token).toBe("new");
    expect(q.state).toMatchObject({ lock: 0, token: "new", refreshedToken: "new" });
  });

  it("makes another token task wait 1000 ms while the lock is held, then run with the new token", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    expect(q.execute()).toEqual([{ type: "wait", runId: "r2", ms: 1000 }]);
    q.step({ type: "tokenRefreshed", runId: "r1", token: "new", now: 30 });
    const effects = q.step({ type: "waitElapsed", runId: "r2", now: 1010 });
    expect(effects[0]?.type === "request" && effects[0].call.token).toBe("new");
  });

  it("keeps waiting while the lock is still held", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    q.execute();
    expect(q.step({ type: "waitElapsed", runId: "r2", now: 1010 })).toEqual([
      { type: "wait", runId: "r2", ms: 1000 },
    ]);
  });

  it("answers with the 401 object after 30 waits instead of hanging", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    q.execute();
    let effects: QueueEffect[] = [];
    for (let i = 1; i <= 30; i++) effects = q.step({ type: "waitElapsed", runId: "r2", now: 10 + i * 1000 });
    const [settle] = settled(effects);
    expect(
      settle?.type === "settle" && settle.outcome.status === "resolved" && settle.outcome.task.result,
    ).toBe(UNAUTHORIZED_ANSWER.result);
    expect(q.log.filter((e) => e.type === "wait" && e.runId === "r2")).toHaveLength(30);
  });

  it("holds every task of a signed-in shopper (the token travels as a header) while the lock is held", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    expect(types(q.execute({ endpoint: "stockCheck", query: { sku: "A" } }))).toEqual(["wait"]);
  });

  it("on refresh failure: lock -1, silent logout, untransmitted tasks cleared, sign-up modal, 401 answer", () => {
    const q = setup({ token: "old", online: false });
    q.step({ type: "stored", task: q.task({ endpoint: "userMe" }), now: 10 });
    q.execute({}, "r9");
    q.answer("r9", { code: 401 });
    const effects = q.step({ type: "tokenRefreshed", runId: "r9", token: null, now: 30 });
    expect(types(effects)).toEqual(["logout", "removeTasks", "emit", "settle"]);
    expect(effects[0]).toEqual({ type: "logout", silent: true });
    expect(effects[1]).toEqual({ type: "removeTasks", taskIds: ["t1"] });
    expect(effects[2]).toEqual({ type: "emit", event: "modal-show", payload: "modal-signup" });
    const settle = effects[3];
    expect(
      settle?.type === "settle" && settle.outcome.status === "resolved" && settle.outcome.task,
    ).toMatchObject({
      code: 401,
      resultCode: 401,
      result: "Error refreshing user token. User is not authorized to access the resource",
    });
    expect(q.state.lock).toBe(-1);
    expect(storedTasks(q.state)).toEqual([]);
  });

  it("answers a token task with the 401 object at once while the lock is failed", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    q.step({ type: "tokenRefreshed", runId: "r1", token: null, now: 30 });
    q.step({ type: "setToken", token: "still-there" });
    const effects = q.execute();
    expect(types(effects)).toEqual(["settle"]);
  });

  it("keeps guest tasks working after a failed refresh", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    q.step({ type: "tokenRefreshed", runId: "r1", token: null, now: 30 });
    expect(types(q.execute())).toEqual(["request"]);
  });

  it("gives up after maxNetworkTaskAttempts: error notification, logout, modal", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    q.step({ type: "tokenRefreshed", runId: "r1", token: "new", now: 30 });
    const effects = q.answer("r1", { code: 401 });
    expect(types(effects)).toEqual(["logout", "emit", "notify", "settle"]);
    expect(effects[2]).toEqual({
      type: "notify",
      notification: { type: "error", message: REFRESH_ATTEMPTS_MESSAGE, action1: { label: "OK" } },
    });
    expect(REFRESH_ATTEMPTS_MESSAGE).toBe(
      "Internal Application error while refreshing the tokens. Please clear the storage and refresh page.",
    );
    expect(q.state).toMatchObject({ lock: -1, attempts: 0 });
  });

  it("resets attempts after a non-401 answer so a later expiry refreshes again", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    q.step({ type: "tokenRefreshed", runId: "r1", token: "new", now: 30 });
    q.answer("r1", { code: 200 });
    expect(q.state.attempts).toBe(0);
    q.execute();
    expect(types(q.answer("r2", { code: 401 }))).toEqual(["refreshToken"]);
  });

  it("without auto-refresh, a 401 logs out, opens the sign-up modal and resolves with the 401 answer", () => {
    const q = setup({ token: "old", config: { autoRefreshTokens: false } });
    q.execute();
    const effects = q.answer("r1", { code: 401, result: "expired" });
    expect(types(effects)).toEqual(["logout", "emit", "settle"]);
    const settle = effects[2];
    expect(
      settle?.type === "settle" && settle.outcome.status === "resolved" && settle.outcome.task.result,
    ).toBe("expired");
  });

  it("handles a 401 for a task without a token like any other error", () => {
    const q = setup();
    q.execute();
    const effects = q.answer("r1", { code: 401, result: "Brak dostępu" });
    expect(types(effects)).toEqual(["notify", "settle"]);
    expect(q.state.lock).toBe(0);
  });

  it("resetTokenLock (login) resets the lock, the refreshed token and the attempts", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    q.step({ type: "tokenRefreshed", runId: "r1", token: null, now: 30 });
    q.step({ type: "resetTokenLock" });
    expect(q.state).toMatchObject({ lock: 0, refreshedToken: "", attempts: 0 });
  });

  it("a 401 arriving while another task refreshes waits and retries with the new token", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.execute();
    q.answer("r1", { code: 401 });
    expect(q.answer("r2", { code: 401 })).toEqual([{ type: "wait", runId: "r2", ms: 1000 }]);
    q.step({ type: "tokenRefreshed", runId: "r1", token: "new", now: 30 });
    const effects = q.step({ type: "waitElapsed", runId: "r2", now: 1010 });
    expect(effects[0]?.type === "request" && effects[0].call.token).toBe("new");
  });
});

describe("queueReducer: a refresh that outlives a login", () => {
  it("neither stores its token nor logs out; the task is resent once with the login's token", () => {
    const q = setup({ token: "old" });
    q.execute();
    q.answer("r1", { code: 401 });
    q.step({ type: "setToken", token: "login-token" });
    q.step({ type: "resetTokenLock" });
    const effects = q.step({ type: "tokenRefreshed", runId: "r1", token: null, now: 30 });
    expect(types(effects)).toEqual(["request"]);
    expect(effects[0]?.type === "request" && effects[0].call.token).toBe("login-token");
    expect(q.state).toMatchObject({ lock: 0, token: "login-token" });
  });
});
