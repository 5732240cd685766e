// Fair share of the expensive work (issue 31 finding 1): password hashing, typo search, image rendering,
// order placement. A pure reducer over the gate's state; `createWorkGate.ts` is the shell that runs it.

/** The bounds of one kind of work. */
export interface WorkGateLimits {
  /** Jobs running at once, all clients together (about the cores the work can use). */
  readonly concurrency: number;
  /** Jobs one client may have running or waiting; past it the client's next one is shed with 429. */
  readonly perClient: number;
  /** Jobs waiting, all clients together; past it a new one is shed with 503. */
  readonly queue: number;
  /** A job waiting longer than this is shed with 503 (the client retries instead of timing out). */
  readonly maxWaitMs: number;
}

/** A job waiting for a slot. */
export interface WaitingJob {
  readonly id: number;
  readonly client: string;
  readonly since: number;
}

/** The gate's state: plain data. */
export interface WorkGateState {
  readonly running: number;
  /** Jobs running or waiting, by client. */
  readonly byClient: Readonly<Record<string, number>>;
  /** Waiting jobs, oldest first. */
  readonly waiting: readonly WaitingJob[];
}

/** What the reducer is told. */
export type WorkGateAction =
  | { readonly type: "arrive"; readonly id: number; readonly client: string; readonly now: number }
  | { readonly type: "finish"; readonly client: string }
  | { readonly type: "tick"; readonly now: number };

/** What the shell must do. `shed` carries the status to answer: 429 (this client's share) or 503 (busy). */
export type WorkGateEffect =
  | { readonly type: "start"; readonly id: number }
  | { readonly type: "shed"; readonly id: number; readonly status: 429 | 503 };

/** The empty gate. */
export const emptyWorkGate: WorkGateState = Object.freeze({ running: 0, byClient: {}, waiting: [] });

const withCount = (byClient: Readonly<Record<string, number>>, client: string, delta: number) => {
  const next = { ...byClient };
  const count = (Object.hasOwn(next, client) ? (next[client] ?? 0) : 0) + delta;
  // defined, not assigned: a client address such as "__proto__" must be a key, not the prototype
  if (count > 0)
    Object.defineProperty(next, client, {
      value: count,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else delete next[client];
  return next;
};

const countOf = (byClient: Readonly<Record<string, number>>, client: string): number =>
  Object.hasOwn(byClient, client) ? (byClient[client] ?? 0) : 0;

/**
 * One step of the gate. Pure. A job starts at once while fewer than `concurrency` run; otherwise it waits
 * in arrival order. A client over `perClient` (running and waiting) is shed with 429 before it can crowd
 * the queue, so one address holds at most `perClient` of the slots and the queue; a full queue or a wait
 * past `maxWaitMs` is 503. Either way the shell answers with `Retry-After`.
 *
 * @example
 * workGateReducer(emptyWorkGate, { type: "arrive", id: 1, client: "127.0.0.2", now: 0 }, limits);
 * // { state: { running: 1, … }, effects: [{ type: "start", id: 1 }] }
 */
export function workGateReducer(
  state: WorkGateState,
  action: WorkGateAction,
  limits: WorkGateLimits,
): { readonly state: WorkGateState; readonly effects: readonly WorkGateEffect[] } {
  switch (action.type) {
    case "arrive": {
      if (countOf(state.byClient, action.client) >= limits.perClient)
        return { state, effects: [{ type: "shed", id: action.id, status: 429 }] };
      const byClient = withCount(state.byClient, action.client, 1);
      if (state.running < limits.concurrency)
        return {
          state: { ...state, running: state.running + 1, byClient },
          effects: [{ type: "start", id: action.id }],
        };
      if (state.waiting.length >= limits.queue)
        return { state, effects: [{ type: "shed", id: action.id, status: 503 }] };
      return {
        state: {
          ...state,
          byClient,
          waiting: [...state.waiting, { id: action.id, client: action.client, since: action.now }],
        },
        effects: [],
      };
    }
    case "finish": {
      const byClient = withCount(state.byClient, action.client, -1);
      const [next, ...rest] = state.waiting;
      if (!next)
        return { state: { ...state, running: Math.max(0, state.running - 1), byClient }, effects: [] };
      return {
        state: { running: state.running, byClient, waiting: rest },
        effects: [{ type: "start", id: next.id }],
      };
    }
    case "tick": {
      const expired = state.waiting.filter((job) => action.now - job.since > limits.maxWaitMs);
      if (expired.length === 0) return { state, effects: [] };
      let byClient = state.byClient;
      for (const job of expired) byClient = withCount(byClient, job.client, -1);
      return {
        state: { ...state, byClient, waiting: state.waiting.filter((job) => !expired.includes(job)) },
        effects: expired.map((job) => ({ type: "shed", id: job.id, status: 503 }) as const),
      };
    }
  }
}
