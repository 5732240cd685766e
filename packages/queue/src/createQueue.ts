import type { QueueConfig } from "./queueConfig.js";
import { QueueError } from "./queueError.js";
import {
  initialQueueState,
  type QueueAction,
  type QueueEffect,
  type QueueState,
  queueReducer,
  type TaskRequest,
  type TaskResponse,
} from "./queueReducer.js";
import { prepareTask, type QueueTask, type TaskInput } from "./queueTask.js";

/**
 * Runs one request and resolves with its envelope, whatever its `code`; rejects when there is no usable
 * answer. The transport's `executeTask` is one; tests pass a fake.
 *
 * @example
 * ```ts
 * const execute: TaskExecutor = (request) => client.transport.executeTask(request);
 * ```
 */
export type TaskExecutor = (request: TaskRequest) => Promise<TaskResponse>;

/**
 * Time and scheduling, injected (a simulated clock in tests).
 *
 * @example
 * ```ts
 * const clock: QueueClock = { now: Date.now, setTimeout };
 * ```
 */
export interface QueueClock {
  /** Epoch milliseconds. */
  now(): number;
  /** Calls `callback` after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * The `syncTasks` collection. Writes may be synchronous or return a promise.
 *
 * @example
 * ```ts
 * const storage: QueueStorage = { setItem: (key, task) => syncTasks.setItem(key, task), removeItem: (key) => syncTasks.removeItem(key) };
 * ```
 */
export interface QueueStorage {
  setItem(key: string, task: QueueTask): Promise<void> | void;
  removeItem(key: string): Promise<void> | void;
}

/**
 * The effects the app runs: session, notifications, events and store actions.
 *
 * @example
 * ```ts
 * const onEffect = (effect: QueueAppEffect) => { if (effect.type === "logout") session.logout({ silent: true }); };
 * ```
 */
export type QueueAppEffect = Extract<
  QueueEffect,
  { type: "storeToken" | "logout" | "notify" | "emit" | "dispatch" | "settle" }
>;

/**
 * What {@link createQueue} needs.
 *
 * @example
 * ```ts
 * const options: CreateQueueOptions = { execute: (request) => transport.executeTask(request), clock: { now: Date.now, setTimeout }, storage, refreshToken: session.refresh };
 * ```
 */
export interface CreateQueueOptions {
  /** Runs a request: the transport's `executeTask`, or a fake in tests. */
  readonly execute: TaskExecutor;
  readonly clock: QueueClock;
  readonly storage: QueueStorage;
  /** The session's `refresh()` (behaviour.md §12.1): the new token, or a falsy value. */
  readonly refreshToken?: () => Promise<string | null | undefined>;
  /** Runs the app effects (logout, notifications, events, store actions, token storage). */
  readonly onEffect?: (effect: QueueAppEffect) => void;
  /** New task ids. @default `${now}-${counter}` (ids must only be unique within the stored queue) */
  readonly createId?: () => string;
  readonly config?: Partial<QueueConfig>;
  /** @default true */
  readonly online?: boolean;
  /** @default "" */
  readonly token?: string;
}

/**
 * The queue service: the reducer plus the I/O it asks for.
 *
 * @example
 * ```ts
 * const queue: Queue = createQueue(options);
 * queue.setToken(user.token);
 * ```
 */
export interface Queue {
  /** Prepares and runs a task at once; resolves with the finished task, rejects with a {@link QueueError}. */
  execute(input: TaskInput): Promise<QueueTask>;
  /** Prepares and stores a task, then processes the queue; resolves with the prepared task (§11.2). */
  queue(input: TaskInput): Promise<QueueTask>;
  /** `sync/PROCESS_QUEUE`. */
  process(): void;
  setOnline(online: boolean): void;
  setToken(token: string): void;
  /** Resets the refresh lock; call on login. */
  resetTokenLock(): void;
  clearNotTransmitted(): void;
  /** Puts tasks read from storage back. */
  hydrate(tasks: readonly QueueTask[]): void;
  /** Dispatches any action (the reducer's union). */
  dispatch(action: QueueAction): void;
  /** The current state (a new object after every change). */
  getSnapshot(): QueueState;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: (state: QueueState) => void): () => void;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Creates the background request queue (behaviour.md §11): a thin shell over {@link queueReducer}
 * that runs its effects with the injected executor (the transport's `executeTask`), clock and storage.
 *
 * @example
 * ```ts
 * const queue = createQueue({ execute: (request) => transport.executeTask(request), clock: { now: Date.now, setTimeout }, storage: memoryStorage });
 * const task = await queue.execute({ endpoint: "stockCheck", query: { sku: "SUK-1" }, silent: true });
 * task.resultCode; // 200
 * ```
 */
export function createQueue(options: CreateQueueOptions): Queue {
  const { execute, clock, storage } = options;
  const listeners = new Set<(state: QueueState) => void>();
  const waiters = new Map<string, { resolve(task: QueueTask): void; reject(error: unknown): void }>();
  let state = initialQueueState({
    ...(options.config ? { config: options.config } : {}),
    online: options.online ?? true,
    token: options.token ?? "",
  });
  let counter = 0;
  const createId = options.createId ?? (() => `${clock.now()}-${++counter}`);
  const appEffect = options.onEffect ?? (() => {});

  const swallow = (write: () => Promise<void> | void): void => {
    // A failed write of a finished task is not the task's failure (behaviour.md §11.2): ignored here.
    try {
      Promise.resolve(write()).then(undefined, () => {});
    } catch {
      // same as above, for a synchronous storage
    }
  };

  function request(effect: Extract<QueueEffect, { type: "request" }>): void {
    const { runId, request: number } = effect;
    let pending: Promise<TaskResponse>;
    try {
      pending = execute(effect.call);
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (answer) => dispatch({ type: "responded", runId, request: number, answer, now: clock.now() }),
      (error: unknown) => {
        dispatch({ type: "requestFailed", runId, request: number, detail: describe(error), cause: error });
      },
    );
  }

  function refresh(runId: string): void {
    const call = options.refreshToken ?? (async () => null);
    let pending: Promise<string | null | undefined>;
    try {
      pending = call();
    } catch {
      pending = Promise.resolve(null);
    }
    pending.then(
      (token) => dispatch({ type: "tokenRefreshed", runId, token: token || null, now: clock.now() }),
      () => dispatch({ type: "tokenRefreshed", runId, token: null, now: clock.now() }),
    );
  }

  function run(effect: QueueEffect): void {
    switch (effect.type) {
      case "request":
        request(effect);
        return;
      case "wait":
        clock.setTimeout(
          () => dispatch({ type: "waitElapsed", runId: effect.runId, now: clock.now() }),
          effect.ms,
        );
        return;
      case "refreshToken":
        refresh(effect.runId);
        return;
      case "persistTask":
        swallow(() => storage.setItem(effect.task.task_id, effect.task));
        return;
      case "removeTasks":
        for (const id of effect.taskIds) swallow(() => storage.removeItem(id));
        return;
      case "settle": {
        const waiter = waiters.get(effect.runId);
        waiters.delete(effect.runId);
        if (waiter) {
          if (effect.outcome.status === "resolved") waiter.resolve(effect.outcome.task);
          else waiter.reject(effect.outcome.error);
        }
        appEffect(effect);
        return;
      }
      default:
        appEffect(effect);
        return;
    }
  }

  function dispatch(action: QueueAction): void {
    const transition = queueReducer(state, action);
    const changed = transition.state !== state;
    state = transition.state;
    if (changed) for (const listener of listeners) listener(state);
    for (const effect of transition.effects) run(effect);
  }

  return {
    execute(input) {
      const now = clock.now();
      const task = prepareTask(input, { now, taskId: createId() });
      const runId = `execute:${task.task_id}:${++counter}`;
      return new Promise<QueueTask>((resolve, reject) => {
        waiters.set(runId, { resolve, reject });
        dispatch({ type: "execute", runId, task, now });
      });
    },
    async queue(input) {
      const task = prepareTask(input, { now: clock.now(), taskId: createId() });
      if (!state.config.disablePersistentTaskQueue) {
        try {
          await storage.setItem(task.task_id, task);
        } catch (error) {
          throw new QueueError({ reason: "storage", detail: describe(error) }, { cause: error });
        }
      }
      dispatch({ type: "stored", task, now: clock.now() });
      return task;
    },
    process: () => dispatch({ type: "process", now: clock.now() }),
    setOnline: (online) => dispatch({ type: "setOnline", online, now: clock.now() }),
    setToken: (token) => dispatch({ type: "setToken", token }),
    resetTokenLock: () => dispatch({ type: "resetTokenLock" }),
    clearNotTransmitted: () => dispatch({ type: "clearNotTransmitted" }),
    hydrate: (tasks) => dispatch({ type: "hydrate", tasks }),
    dispatch,
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
