import {
  emptyTable,
  type KeyedTable,
  tableDelete,
  tableGet,
  tableKeys,
  tableSet,
  tableValues,
} from "./keyedTable.js";
import { defaultQueueConfig, type QueueConfig } from "./queueConfig.js";
import { QueueError } from "./queueError.js";
import type { QueueTask } from "./queueTask.js";
import { type DispatchEffect, type EmitTaskEffect, taskCallbackEffect } from "./taskCallbackEffect.js";
import { type QueueNotification, taskErrorNotification } from "./taskErrorNotification.js";

/**
 * The message of the 401 answer given when the token cannot be refreshed (transactions.md §8).
 *
 * @example
 * ```ts
 * task.result === REFRESH_FAILED_MESSAGE; // the task was answered by the failed refresh lock
 * ```
 */
export const REFRESH_FAILED_MESSAGE =
  "Error refreshing user token. User is not authorized to access the resource";

/**
 * The error shown when the refresh attempts are used up (transactions.md §8, behaviour.md §11.5).
 *
 * @example
 * ```ts
 * notify({ type: "error", message: REFRESH_ATTEMPTS_MESSAGE, action1: { label: "OK" } });
 * ```
 */
export const REFRESH_ATTEMPTS_MESSAGE =
  "Internal Application error while refreshing the tokens. Please clear the storage and refresh page.";

/**
 * The answer a task gets when its token cannot be refreshed (behaviour.md §11.5).
 *
 * @example
 * ```ts
 * UNAUTHORIZED_ANSWER.code; // 401
 * ```
 */
export const UNAUTHORIZED_ANSWER = { code: 401, resultCode: 401, result: REFRESH_FAILED_MESSAGE } as const;

/**
 * One execution of a task, from start to its single settlement. A stored task has at most one run at a
 * time (the in-memory lock by `task_id`, behaviour.md §11.2).
 *
 * @example
 * ```ts
 * activeRuns(queue.getSnapshot()).filter((run: QueueRun) => run.phase === "waiting").length;
 * ```
 */
export interface QueueRun {
  readonly runId: string;
  readonly task: QueueTask;
  /** Started by the processor for a stored task (else by `execute`). */
  readonly stored: boolean;
  /** `waiting`: for another task's token refresh; `in-flight`: request sent; `refreshing`: this run refreshes. */
  readonly phase: "waiting" | "in-flight" | "refreshing";
  /** Number of the request in flight; answers to older requests are ignored. */
  readonly request: number;
  /** Waits done in the current waiting phase. */
  readonly waits: number;
  /** The run waits after a 401 of its own (then it resends as its one retry). */
  readonly afterUnauthorized: boolean;
  /** The run was already resent once after a 401 (behaviour.md §11.5 "retry this task once"). */
  readonly retried: boolean;
  /** The request in flight carried the user token (decides the 401 path, §11.5). */
  readonly withToken: boolean;
  /** The `lockEpoch` when this run started its refresh; a refresh from an older epoch is stale. */
  readonly refreshEpoch?: number;
}

/**
 * The whole queue: tokens, the refresh lock, stored tasks and runs. Plain readonly data.
 *
 * @example
 * ```ts
 * const state: QueueState = initialQueueState({ online: true });
 * ```
 */
export interface QueueState {
  readonly config: QueueConfig;
  readonly online: boolean;
  /** The user token; `''` when logged out. */
  readonly token: string;
  /** 0 idle, > 0 refreshing, < 0 failed (behaviour.md §11.5). */
  readonly lock: number;
  readonly refreshedToken: string;
  /** Refreshes started since the last non-401 answer. */
  readonly attempts: number;
  /** Counts `resetTokenLock` (logins): a refresh started before a login must not override its token. */
  readonly lockEpoch: number;
  /** Stored tasks (`syncTasks`) by `task_id`; finished cacheable tasks stay here with their result. */
  readonly tasks: KeyedTable<QueueTask>;
  /** Runs by `runId`. */
  readonly runs: KeyedTable<QueueRun>;
  /** Ids of stored tasks that are untransmitted and not running: what `process` starts. */
  readonly idle: KeyedTable<true>;
  /** Sequence for the run ids the processor creates. */
  readonly sequence: number;
}

/**
 * How a run ended: a finished task (any code) or a rejection (no usable answer).
 *
 * @example
 * ```ts
 * const outcome: RunOutcome = { status: "resolved", task };
 * ```
 */
export type RunOutcome =
  | { readonly status: "resolved"; readonly task: QueueTask }
  | { readonly status: "rejected"; readonly error: QueueError };

/**
 * One request for the executor (the transport's `executeTask`): the task's named endpoint, its values,
 * body and headers, and the token the refresh lock decided on (`""`: none). The executor fills the URL,
 * places the token and reads the envelope; the queue never builds a URL.
 *
 * @example
 * ```ts
 * const request: TaskRequest = { endpoint: "userMe", method: "POST", body: { customer }, token: "abc" };
 * ```
 */
export interface TaskRequest {
  readonly endpoint: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly method: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly token: string;
}

/**
 * What the executor resolves with: the answer's envelope, whatever its `code` (behaviour.md §0).
 *
 * @example
 * ```ts
 * const answer: TaskResponse = { code: 200, result: { is_in_stock: true }, meta: undefined };
 * ```
 */
export interface TaskResponse {
  readonly code: unknown;
  readonly result: unknown;
  readonly meta?: unknown;
}

/**
 * Effects the reducer returns; the shell (or any caller) runs them. I/O effects: `request`, `wait`,
 * `refreshToken`, `persistTask`, `removeTasks`. App effects: `storeToken`, `logout`, `notify`, `emit`,
 * `dispatch`. `settle` ends a run, exactly once per run.
 *
 * @example
 * ```ts
 * for (const effect of queueReducer(state, action).effects) if (effect.type === "request") transport.executeTask(effect.call);
 * ```
 */
export type QueueEffect =
  | {
      readonly type: "request";
      readonly runId: string;
      readonly request: number;
      readonly call: TaskRequest;
    }
  | { readonly type: "wait"; readonly runId: string; readonly ms: number }
  | { readonly type: "refreshToken"; readonly runId: string }
  | { readonly type: "storeToken"; readonly token: string }
  | { readonly type: "logout"; readonly silent: true }
  | { readonly type: "notify"; readonly notification: QueueNotification }
  | { readonly type: "emit"; readonly event: "modal-show"; readonly payload: "modal-signup" }
  | EmitTaskEffect
  | DispatchEffect
  | { readonly type: "persistTask"; readonly task: QueueTask }
  | { readonly type: "removeTasks"; readonly taskIds: readonly string[] }
  | {
      readonly type: "settle";
      readonly runId: string;
      readonly taskId: string;
      readonly outcome: RunOutcome;
    };

/**
 * Everything that can happen to the queue.
 *
 * @example
 * ```ts
 * const action: QueueAction = { type: "process", now: Date.now() };
 * ```
 */
export type QueueAction =
  /** Run a prepared task now, never storing it (behaviour.md §11.2 `execute`). */
  | { readonly type: "execute"; readonly runId: string; readonly task: QueueTask; readonly now: number }
  /** A prepared task was written to `syncTasks` (`queue()`): keep it and process (§11.2). */
  | { readonly type: "stored"; readonly task: QueueTask; readonly now: number }
  /** Tasks read back from storage at start. */
  | { readonly type: "hydrate"; readonly tasks: readonly QueueTask[] }
  /** `sync/PROCESS_QUEUE`: start every stored, untransmitted, unlocked task when online. */
  | { readonly type: "process"; readonly now: number }
  | { readonly type: "setOnline"; readonly online: boolean; readonly now: number }
  | { readonly type: "setToken"; readonly token: string }
  /** Login: the lock, the refreshed token and the attempts are reset (§11.5). */
  | { readonly type: "resetTokenLock" }
  | { readonly type: "clearNotTransmitted" }
  /** The executor answered with an envelope (any `code`). */
  | {
      readonly type: "responded";
      readonly runId: string;
      readonly request: number;
      readonly answer: TaskResponse;
      readonly now: number;
    }
  /** The executor rejected: no usable answer (network, timeout, content type, format, missing cart id). */
  | {
      readonly type: "requestFailed";
      readonly runId: string;
      readonly request: number;
      readonly detail: string;
      readonly cause?: unknown;
    }
  /** A `wait` effect elapsed. */
  | { readonly type: "waitElapsed"; readonly runId: string; readonly now: number }
  /** The refresh call ended: a new token, or `null` when it was falsy or threw. */
  | {
      readonly type: "tokenRefreshed";
      readonly runId: string;
      readonly token: string | null;
      readonly now: number;
    };

/**
 * The reducer's result: the next state and the effects to run, in order.
 *
 * @example
 * ```ts
 * const { state: next, effects }: QueueTransition = queueReducer(state, { type: "setOnline", online: true, now: 0 });
 * ```
 */
export interface QueueTransition {
  readonly state: QueueState;
  readonly effects: readonly QueueEffect[];
}

/**
 * The initial queue state.
 *
 * @example
 * ```ts
 * const state = initialQueueState({ config: { autoRefreshTokens: true }, online: true, token: "abc" });
 * state.lock; // 0
 * ```
 */
export function initialQueueState(
  options: {
    readonly config?: Partial<QueueConfig>;
    readonly online?: boolean;
    readonly token?: string;
  } = {},
): QueueState {
  return {
    config: { ...defaultQueueConfig, ...options.config },
    online: options.online ?? true,
    token: options.token ?? "",
    lock: 0,
    refreshedToken: "",
    attempts: 0,
    lockEpoch: 0,
    tasks: emptyTable(),
    runs: emptyTable(),
    idle: emptyTable(),
    sequence: 0,
  };
}

/** A mutable builder for one transition; the reducer is pure from the outside. */
interface Draft {
  state: QueueState;
  effects: QueueEffect[];
}

function putRun(draft: Draft, run: QueueRun): void {
  draft.state = { ...draft.state, runs: tableSet(draft.state.runs, run.runId, run) };
}

function dropRun(draft: Draft, runId: string): void {
  draft.state = { ...draft.state, runs: tableDelete(draft.state.runs, runId) };
}

/** Every task of a signed-in shopper runs under the refresh lock: the token travels as a bearer header (§11.5). */
function carriesToken(state: QueueState): boolean {
  return state.token !== "";
}

function currentToken(state: QueueState): string {
  return state.lock === 0 && state.refreshedToken !== "" ? state.refreshedToken : state.token;
}

function settle(draft: Draft, run: QueueRun, outcome: RunOutcome): void {
  dropRun(draft, run.runId);
  draft.effects.push({ type: "settle", runId: run.runId, taskId: run.task.task_id, outcome });
}

function reject(draft: Draft, run: QueueRun, error: QueueError): void {
  // A failed stored task stays for the next run; only the lock (the run) is released (§11.2).
  const stored = run.stored ? tableGet(draft.state.tasks, run.task.task_id) : undefined;
  if (stored && !stored.transmited) {
    draft.state = { ...draft.state, idle: tableSet(draft.state.idle, stored.task_id, true) };
  }
  settle(draft, run, { status: "rejected", error });
}

/** The final answer: fill in the response fields, notify, call back, keep or drop, settle (§11.1, §11.4, §11.6). */
function finish(
  draft: Draft,
  run: QueueRun,
  answer: { readonly code?: unknown; readonly result?: unknown; readonly meta?: unknown },
  now: number,
  unauthorizedPath: boolean,
): void {
  const task: QueueTask = {
    ...run.task,
    transmited: true,
    transmited_at: now,
    updated_at: now,
    result: answer.result,
    resultCode: answer.code,
    code: answer.code,
    acknowledged: false,
    meta: answer.meta,
  };
  const notification = taskErrorNotification(answer, { silent: task.silent, unauthorizedPath });
  if (notification) draft.effects.push({ type: "notify", notification });
  const callback = taskCallbackEffect(task);
  if (callback) draft.effects.push(callback);
  if (run.stored && tableGet(draft.state.tasks, task.task_id)) {
    if (task.is_result_cacheable) {
      draft.state = { ...draft.state, tasks: tableSet(draft.state.tasks, task.task_id, task) };
      draft.effects.push({ type: "persistTask", task });
    } else {
      draft.state = { ...draft.state, tasks: tableDelete(draft.state.tasks, task.task_id) };
      draft.effects.push({ type: "removeTasks", taskIds: [task.task_id] });
    }
  }
  settle(draft, run, { status: "resolved", task });
}

function clearNotTransmitted(draft: Draft): void {
  let { tasks, idle } = draft.state;
  const removed: string[] = [];
  for (const task of tableValues(tasks)) {
    if (task.transmited) continue;
    removed.push(task.task_id);
    tasks = tableDelete(tasks, task.task_id);
    idle = tableDelete(idle, task.task_id);
  }
  draft.state = { ...draft.state, tasks, idle };
  if (removed.length > 0) draft.effects.push({ type: "removeTasks", taskIds: removed });
}

/** Silent logout, untransmitted tasks cleared, the sign-up modal asked for (§11.5). */
function signOut(draft: Draft): void {
  // The logout ends the session's token (§12.2), so later tasks run as guest tasks.
  draft.state = { ...draft.state, token: "", refreshedToken: "" };
  draft.effects.push({ type: "logout", silent: true });
  clearNotTransmitted(draft);
  draft.effects.push({ type: "emit", event: "modal-show", payload: "modal-signup" });
}

function send(draft: Draft, run: QueueRun, retried: boolean): void {
  const { state } = draft;
  const { task } = run;
  const call: TaskRequest = {
    endpoint: task.endpoint,
    method: task.payload.method ?? "GET",
    token: currentToken(state),
    ...(task.params ? { params: task.params } : {}),
    ...(task.query ? { query: task.query } : {}),
    ...(task.payload.headers ? { headers: task.payload.headers } : {}),
    ...(task.payload.body !== undefined ? { body: task.payload.body } : {}),
  };
  const next: QueueRun = {
    ...run,
    phase: "in-flight",
    request: run.request + 1,
    waits: 0,
    afterUnauthorized: false,
    retried,
    withToken: carriesToken(state),
  };
  putRun(draft, next);
  draft.effects.push({ type: "request", runId: run.runId, request: next.request, call });
}

function wait(draft: Draft, run: QueueRun, afterUnauthorized: boolean, waits: number): void {
  putRun(draft, { ...run, phase: "waiting", waits, afterUnauthorized });
  draft.effects.push({ type: "wait", runId: run.runId, ms: draft.state.config.lockRetryMs });
}

function start(draft: Draft, run: QueueRun, now: number): void {
  putRun(draft, run);
  if (carriesToken(draft.state)) {
    // Before it runs, a task with a user token respects the refresh lock (§11.5).
    if (draft.state.lock > 0) {
      wait(draft, run, false, 0);
      return;
    }
    if (draft.state.lock < 0) {
      finish(draft, run, UNAUTHORIZED_ANSWER, now, true);
      return;
    }
  }
  send(draft, run, false);
}

function onUnauthorized(draft: Draft, run: QueueRun, answer: TaskResponse, now: number): void {
  const { state } = draft;
  if (!state.config.autoRefreshTokens) {
    signOut(draft);
    finish(draft, run, answer, now, true);
    return;
  }
  if (state.lock > 0) {
    if (run.retried) {
      finish(draft, run, UNAUTHORIZED_ANSWER, now, true);
      return;
    }
    wait(draft, run, true, 0);
    return;
  }
  if (state.lock < 0) {
    finish(draft, run, UNAUTHORIZED_ANSWER, now, true);
    return;
  }
  if (state.attempts >= state.config.maxNetworkTaskAttempts) {
    draft.state = { ...draft.state, lock: -1, attempts: 0 };
    signOut(draft);
    draft.effects.push({
      type: "notify",
      notification: { type: "error", message: REFRESH_ATTEMPTS_MESSAGE, action1: { label: "OK" } },
    });
    finish(draft, run, UNAUTHORIZED_ANSWER, now, true);
    return;
  }
  // Decision: a run is resent once after a 401 ("retry this task once", §11.5); a second 401 with
  // attempts left ends it with the 401 answer instead of starting another refresh, so no run loops.
  if (run.retried) {
    finish(draft, run, UNAUTHORIZED_ANSWER, now, true);
    return;
  }
  draft.state = { ...draft.state, lock: 1, attempts: draft.state.attempts + 1 };
  putRun(draft, { ...run, phase: "refreshing", refreshEpoch: draft.state.lockEpoch });
  draft.effects.push({ type: "refreshToken", runId: run.runId });
}

function onResponse(draft: Draft, run: QueueRun, action: Extract<QueueAction, { type: "responded" }>): void {
  const answer = action.answer;
  const unauthorized = Number.parseInt(String(answer.code), 10) === 401;
  if (unauthorized && run.withToken) {
    onUnauthorized(draft, run, answer, action.now);
    return;
  }
  // Any non-401 answer resets the attempts, so a later expiry can be refreshed again (§11.5, decision).
  if (!unauthorized) draft.state = { ...draft.state, attempts: 0 };
  finish(draft, run, answer, action.now, false);
}

function onWaitElapsed(draft: Draft, run: QueueRun, now: number): void {
  const { lock, config } = draft.state;
  if (lock < 0) {
    finish(draft, run, UNAUTHORIZED_ANSWER, now, true);
    return;
  }
  if (lock > 0) {
    const waits = run.waits + 1;
    // Never hang: after maxLockWaits waits the run ends with the 401 answer (§11.5 decision).
    if (waits >= config.maxLockWaits) {
      finish(draft, run, UNAUTHORIZED_ANSWER, now, true);
      return;
    }
    wait(draft, run, run.afterUnauthorized, waits);
    return;
  }
  send(draft, run, run.retried || run.afterUnauthorized);
}

function process(draft: Draft, now: number): void {
  if (!draft.state.online) return;
  // Only idle tasks: untransmitted and not under a run's lock by task_id (§11.2).
  const ids = tableKeys(draft.state.idle);
  for (const taskId of ids) {
    const task = tableGet(draft.state.tasks, taskId);
    draft.state = { ...draft.state, idle: tableDelete(draft.state.idle, taskId) };
    if (!task || task.transmited) continue;
    const sequence = draft.state.sequence + 1;
    draft.state = { ...draft.state, sequence };
    start(
      draft,
      {
        runId: `${task.task_id}#${sequence}`,
        task,
        stored: true,
        phase: "in-flight",
        request: 0,
        waits: 0,
        afterUnauthorized: false,
        retried: false,
        withToken: false,
      },
      now,
    );
  }
}

/**
 * The queue as a pure state machine (behaviour.md §11): the next state and the effects to run. It
 * never performs I/O, reads no clock and holds no timers; answers come back as actions. Every run ends
 * with exactly one `settle` effect. Actions for runs that no longer exist are ignored.
 *
 * @example
 * ```ts
 * let state = initialQueueState({ online: true });
 * const task = prepareTask({ endpoint: "stockCheck", query: { sku: "SUK-1" } }, { now: 0, taskId: "0-a" });
 * const { effects } = queueReducer(state, { type: "execute", runId: "r1", task, now: 0 });
 * effects[0]; // { type: "request", runId: "r1", request: 1, call: { endpoint: "stockCheck", method: "GET", … } }
 * ```
 */
export function queueReducer(state: QueueState, action: QueueAction): QueueTransition {
  const draft: Draft = { state, effects: [] };
  switch (action.type) {
    case "execute": {
      if (tableGet(state.runs, action.runId))
        throw new Error(`queueReducer: run id ${action.runId} is already in use`);
      start(
        draft,
        {
          runId: action.runId,
          task: action.task,
          stored: false,
          phase: "in-flight",
          request: 0,
          waits: 0,
          afterUnauthorized: false,
          retried: false,
          withToken: false,
        },
        action.now,
      );
      break;
    }
    case "stored":
      draft.state = {
        ...state,
        tasks: tableSet(state.tasks, action.task.task_id, action.task),
        idle: tableSet(state.idle, action.task.task_id, true),
      };
      process(draft, action.now);
      break;
    case "hydrate": {
      let { tasks, idle } = state;
      for (const task of action.tasks) {
        tasks = tableSet(tasks, task.task_id, task);
        idle = task.transmited ? tableDelete(idle, task.task_id) : tableSet(idle, task.task_id, true);
      }
      draft.state = { ...state, tasks, idle };
      break;
    }
    case "process":
      process(draft, action.now);
      break;
    case "setOnline":
      draft.state = { ...state, online: action.online };
      // Reconnection emits sync/PROCESS_QUEUE (behaviour.md §10.8).
      if (action.online && !state.online) process(draft, action.now);
      break;
    case "setToken":
      // A new token (login, logout, restored session) makes an older refreshed token stale (decision).
      draft.state = { ...state, token: action.token, refreshedToken: "" };
      break;
    case "resetTokenLock":
      draft.state = { ...state, lock: 0, refreshedToken: "", attempts: 0, lockEpoch: state.lockEpoch + 1 };
      break;
    case "clearNotTransmitted":
      clearNotTransmitted(draft);
      break;
    case "responded": {
      const run = tableGet(state.runs, action.runId);
      if (run?.phase === "in-flight" && run.request === action.request) onResponse(draft, run, action);
      break;
    }
    case "requestFailed": {
      const run = tableGet(state.runs, action.runId);
      if (run?.phase === "in-flight" && run.request === action.request) {
        reject(
          draft,
          run,
          new QueueError({ reason: "request-failed", detail: action.detail }, { cause: action.cause }),
        );
      }
      break;
    }
    case "waitElapsed": {
      const run = tableGet(state.runs, action.runId);
      if (run?.phase === "waiting") onWaitElapsed(draft, run, action.now);
      break;
    }
    case "tokenRefreshed": {
      const run = tableGet(state.runs, action.runId);
      if (run?.phase !== "refreshing") break;
      if (run.refreshEpoch !== state.lockEpoch) {
        // A login happened while this refresh ran (decision): its outcome belongs to the old session,
        // so it neither stores a token nor logs out; the task is resent once with the current token.
        send(draft, run, true);
        break;
      }
      if (action.token) {
        draft.state = { ...state, lock: 0, token: action.token, refreshedToken: action.token };
        draft.effects.push({ type: "storeToken", token: action.token });
        send(draft, run, true);
      } else {
        draft.state = { ...state, lock: -1 };
        signOut(draft);
        finish(draft, run, UNAUTHORIZED_ANSWER, action.now, true);
      }
      break;
    }
  }
  return { state: draft.state, effects: draft.effects };
}

/**
 * The stored task with this id (for example a cacheable stock check read by `onlineStockCheckid`,
 * behaviour.md §10.5), or `undefined`.
 *
 * @example
 * ```ts
 * findTask(queue.getSnapshot(), line.onlineStockCheckid)?.result;
 * ```
 */
export function findTask(state: QueueState, taskId: string): QueueTask | undefined {
  return tableGet(state.tasks, taskId);
}

/**
 * Every stored task (untransmitted ones and kept cacheable results).
 *
 * @example
 * ```ts
 * storedTasks(queue.getSnapshot()).filter((task) => !task.transmited).length; // tasks waiting to be sent
 * ```
 */
export function storedTasks(state: QueueState): QueueTask[] {
  return tableValues(state.tasks);
}

/**
 * Every run that has not settled yet.
 *
 * @example
 * ```ts
 * activeRuns(queue.getSnapshot()).length; // 0 when the queue is quiet
 * ```
 */
export function activeRuns(state: QueueState): QueueRun[] {
  return tableValues(state.runs);
}
