import { ApiError } from "./apiError.js";
import {
  emptyWorkGate,
  type WorkGateAction,
  type WorkGateLimits,
  type WorkGateState,
  workGateReducer,
} from "./workGate.js";

/** A gate in front of one kind of expensive work. */
export interface WorkGate {
  /**
   * Runs `task` for `client` once the gate admits it; throws `rate_limited` (429) when the client already
   * has its share running or waiting, `unavailable` (503) when the queue is full or the wait too long —
   * both with `Retry-After`, before any of the work is done.
   */
  run<T>(client: string, task: () => Promise<T> | T): Promise<T>;
  /** Jobs running and waiting now (tests, the flood tool's figures). */
  snapshot(): WorkGateState;
}

/** `Retry-After` seconds: a shed client's share frees quickly; a full gate needs a little longer. */
const RETRY_AFTER = { 429: 1, 503: 2 } as const;

/**
 * The shell of {@link workGateReducer}: keeps the state, starts admitted jobs, and sheds waiting ones
 * past `maxWaitMs` (checked on every arrival and by an unref'd timer while anything waits).
 *
 * @example
 * const hashing = createWorkGate({ concurrency: 2, perClient: 2, queue: 16, maxWaitMs: 2000 });
 * await hashing.run(clientIp(request, key), () => hashPassword(password, logN));
 */
export function createWorkGate(
  limits: WorkGateLimits,
  clock: { now(): number } = { now: () => performance.now() },
): WorkGate {
  let state = emptyWorkGate;
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const pending = new Map<number, { start(): void; shed(status: 429 | 503): void }>();

  const dispatch = (action: WorkGateAction): void => {
    const step = workGateReducer(state, action, limits);
    state = step.state;
    for (const effect of step.effects) {
      const job = pending.get(effect.id);
      pending.delete(effect.id);
      if (effect.type === "start") job?.start();
      else job?.shed(effect.status);
    }
    if (state.waiting.length > 0 && timer === null) {
      timer = setTimeout(() => {
        timer = null;
        dispatch({ type: "tick", now: clock.now() });
      }, limits.maxWaitMs + 1);
      timer.unref?.();
    }
  };

  return {
    snapshot: () => state,
    run(client, task) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, {
          start() {
            Promise.resolve()
              .then(task)
              .then(resolve, reject)
              .finally(() => dispatch({ type: "finish", client }));
          },
          shed(status) {
            const seconds = RETRY_AFTER[status];
            reject(
              status === 429
                ? new ApiError("rate_limited", {
                    result: { retry_after: seconds },
                    headers: { "Retry-After": String(seconds) },
                  })
                : new ApiError("unavailable", {
                    headers: { "Retry-After": String(seconds) },
                    message: {
                      pl: "Sklep ma teraz bardzo dużo pracy. Spróbuj ponownie za chwilę.",
                      en: "The shop is very busy right now. Please retry in a moment.",
                    },
                  }),
            );
          },
        });
        const now = clock.now();
        dispatch({ type: "tick", now });
        dispatch({ type: "arrive", id, client, now });
      });
    },
  };
}

/**
 * The gates of the API's expensive work for a machine with `cores` cores (issue 31): password hashing
 * (scrypt on libuv's pool), typo-tolerant search, image rendering and order placement. Each lets one
 * client hold only a small share, so a flood from one address is shed with 429 while other shoppers'
 * work still finds a free slot.
 *
 * @example
 * createRouter(app, { …, gates: createWorkGates(availableParallelism()) });
 */
export function createWorkGates(cores: number): Record<"hash" | "search" | "media" | "order", WorkGate> {
  const slots = Math.max(2, cores);
  return {
    hash: createWorkGate({ concurrency: slots, perClient: 2, queue: 4 * slots, maxWaitMs: 3000 }),
    search: createWorkGate({ concurrency: 2 * slots, perClient: 6, queue: 16 * slots, maxWaitMs: 3000 }),
    media: createWorkGate({ concurrency: slots, perClient: 8, queue: 8 * slots, maxWaitMs: 3000 }),
    order: createWorkGate({ concurrency: 2 * slots, perClient: 3, queue: 16 * slots, maxWaitMs: 5000 }),
  };
}
